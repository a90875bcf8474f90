/** /healthz and /readyz on the whole shell server, ready and with each of its parts broken. */
import fs from 'node:fs';
import path from 'node:path';
import { ABOUT_BUILD, createTestSite, SHELL_BUILD, type TestSite } from '../test-support/site';

describe('health', () => {
  let site: TestSite;

  beforeEach(() => {
    site = createTestSite('shell-health', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_BUILD);
  });

  afterEach(() => site.remove());

  it('answers /healthz and /readyz with 200, never kept by a cache', async () => {
    const app = await site.server();
    for (const url of ['/healthz', '/readyz']) {
      const response = await app.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('is not counted by the rate limit', async () => {
    const app = await site.server({ RATE_LIMIT_MAX: '1' });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ url: '/readyz' })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
  });

  it('answers /readyz with 503 and the list of what is not ready, while /healthz still answers', async () => {
    const app = await site.server();
    fs.writeFileSync(path.join(site.releasesDir, 'registry.json'), '{ not json');
    fs.rmSync(path.join(site.folder, 'client', 'assets.json'));
    await app.contentStore.db.destroy();
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'not ready', notReady: ['database', 'registry', 'shell-files'] });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
