/** The content mount alone: proxied to a stand-in upstream, and in process on a fresh SQLite file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadShellConfig } from '../config';
import { mountContent } from './content-mount';

describe('mountContent', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-content-mount-'));
  const apps: FastifyInstance[] = [];
  const configOf = (env: Record<string, string>) => ({
    ...loadShellConfig({ LOG_LEVEL: 'silent', DATABASE_FILE: path.join(folder, 'content.db'), ...env }),
    clientDir: folder,
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('proxies /api to CONTENT_API_URL with its status and caching headers, and reads through it', async () => {
    const upstream = Fastify();
    apps.push(upstream);
    upstream.get('/api/web/navigation', async (_request, reply) =>
      reply
        .header('etag', '"n1"')
        .header('cache-control', 'public, max-age=60')
        .send({ code: 0, message: 'ok', data: [{ name: 'Home', key: 'home', url: '/home' }] }),
    );
    upstream.get('/api/*', async (_request, reply) => reply.code(404).send({ code: 404, message: 'no', data: null }));
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const { port } = upstream.server.address() as AddressInfo;

    const app = Fastify();
    apps.push(app);
    const content = await mountContent(app, configOf({ CONTENT_API_URL: `http://127.0.0.1:${port}` }));
    await app.ready();
    const navigation = await app.inject({ url: '/api/web/navigation?languageType=1' });
    expect(navigation.statusCode).toBe(200);
    expect(navigation.headers.etag).toBe('"n1"');
    expect(navigation.headers['cache-control']).toBe('public, max-age=60');
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
    const read = await content.get('/api/web/navigation', { languageType: 1 });
    expect(read).toEqual({ ok: true, data: [{ name: 'Home', key: 'home', url: '/home' }] });
  });

  it('mounts the content API under /api in process, and reads through it', async () => {
    const app = Fastify();
    apps.push(app);
    const content = await mountContent(app, configOf({}));
    await app.ready();
    const response = await app.inject({ url: '/api/web/navigation?languageType=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0 });
    const read = await content.get('/api/web/navigation', { languageType: 1 });
    expect(read.ok && read.data.length).toBeGreaterThan(0);
    expect((await app.inject({ url: '/api/no/such' })).json()).toMatchObject({ code: 404, data: null });
  }, 120_000);
});
