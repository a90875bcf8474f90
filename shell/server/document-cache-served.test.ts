/**
 * The document cache as the shell server uses it (decision 034), against a real content API on a
 * SQLite file of its own: what a request may add to it, and the content generation it follows.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { ABOUT_CLIENT_BUILD, createTestSite, stateOf, type TestSite } from './test-support/site';

const INTRODUCE_DATA = '/api/web/page/detail?key=introduce&languageType=1';

describe('the document cache of a running shell server', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = createTestSite('document-cache-served', {
      'assets.json': JSON.stringify({ js: ['main.abc.js'], css: [] }),
      'main.abc.js': '/* shell */',
    });
    // Sections rendered in the browser only: every page's document is kept.
    site.release('mfe-about', 'v1', ABOUT_CLIENT_BUILD);
    app = await site.server({ SERVER_RENDER: 'off' });
  });

  afterAll(() => site.remove());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const fromCache = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['server-timing']).includes('document cache');

  it('serves every query string of a route that reads none from one kept document', async () => {
    const first = await get('/about/introduce?flood=0');
    expect(first.statusCode).toBe(200);
    const before = app.documentCache.stats();
    for (let index = 1; index <= 200; index += 1) {
      const response = await get(`/about/introduce?flood=${index}&utm_source=${index}`);
      expect(fromCache(response)).toBe(true);
    }
    const after = app.documentCache.stats();
    expect(after.entries).toBe(before.entries);
    expect(after.bytes).toBe(before.bytes);
    expect(after.hits - before.hits).toBe(200);
  });

  it('keeps no page of the paths nobody links, and still serves a real page from the cache after a flood of them', async () => {
    expect((await get('/about/introduce')).statusCode).toBe(200);
    const before = app.documentCache.stats();
    for (let index = 0; index < 200; index += 1) {
      const response = await get(`/about/nowhere-${index}?q=${index}`);
      expect(response.statusCode).toBe(404);
    }
    expect(app.documentCache.stats().entries).toBe(before.entries);
    expect(fromCache(await get('/about/introduce'))).toBe(true);
  });

  it('never serves a document of older content once the content generation moved', async () => {
    const kept = await get('/about/introduce');
    expect(fromCache(await get('/about/introduce'))).toBe(true);
    const title = (stateOf(kept.body).data[INTRODUCE_DATA] as { title: string }).title;

    // What an import does, in one transaction: the content and its generation.
    const database = new Database(path.join(site.folder, 'content.db'));
    database.transaction(() => {
      database
        .prepare("update site_page set title = ? where key = 'introduce' and language_type = 1")
        .run(`${title}（新）`);
      database.prepare('update content_generation set generation = generation + 1 where id = 1').run();
    })();
    database.close();

    const changed = await get('/about/introduce');
    expect(fromCache(changed)).toBe(false);
    expect(stateOf(changed.body).data[INTRODUCE_DATA]).toMatchObject({ title: `${title}（新）` });
    expect(fromCache(await get('/about/introduce'))).toBe(true);
  });
});
