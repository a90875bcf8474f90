/** The static-files plugin alone, on a bare Fastify instance and a folder made here. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { Registry } from '@site/shared-contracts';
import { portOf, rawRequest, sendRaw } from '../test-support/raw-http';
import { staticFiles } from './static-files';

describe('staticFiles', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-static-'));
  const app = Fastify();
  let registry: Registry = { sections: {} };
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  };

  beforeAll(async () => {
    write('client/main.abc.js', '/* shell */');
    write('releases/mfe-x/v1/client/remoteEntry.js', '/* remote */');
    write('releases/mfe-x/v1/client/routes.json', '{}');
    write('releases/mfe-x/v1/server/server.js', 'module.exports = { secret: 1 }');
    write('releases/registry.json', '{"secret":"registry file"}');
    write('client/main.abc.js.map', '{"version":3,"sources":["secret.ts"]}');
    write('releases/mfe-x/v1/client/remoteEntry.js.map', '{"version":3,"sources":["secret.ts"]}');
    write('public/backgrounds/default.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write('public/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await app.register(staticFiles, {
      clientDir: path.join(folder, 'client'),
      releasesDir: path.join(folder, 'releases'),
      publicDir: path.join(folder, 'public'),
      registry: async () => registry,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ url });

  it("serves the shell's and a release's hashed files as immutable", async () => {
    for (const url of ['/static/main.abc.js', '/releases/mfe-x/v1/client/remoteEntry.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("revalidates a release's manifests and never serves its server bundle", async () => {
    const routes = await get('/releases/mfe-x/v1/client/routes.json');
    expect(routes.statusCode).toBe(200);
    expect(routes.headers['cache-control']).toBe('no-cache');
    const server = await get('/releases/mfe-x/v1/server/server.js');
    expect(server.statusCode).toBe(404);
    expect(server.body).not.toContain('secret');
  });

  it('serves the backgrounds and the favicon for a day', async () => {
    expect((await get('/backgrounds/default.svg')).headers['cache-control']).toBe('public, max-age=86400');
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves the registry as it is now, revalidated', async () => {
    expect((await get('/registry.json')).json()).toEqual({ sections: {} });
    registry = {
      sections: {
        'mfe-x': {
          version: 'v2',
          manifest: '/releases/mfe-x/v2/client/mf-manifest.json',
          routes: '/releases/mfe-x/v2/client/routes.json',
        },
      },
    };
    const response = await get('/registry.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(registry);
  });

  it("never names a section's candidate: only a preview shows it", async () => {
    const current = {
      version: 'v2',
      manifest: '/releases/mfe-x/v2/client/mf-manifest.json',
      routes: '/releases/mfe-x/v2/client/routes.json',
    };
    registry = {
      sections: { 'mfe-x': current },
      candidates: {
        'mfe-x': {
          entry: {
            version: 'v3-staged',
            manifest: '/releases/mfe-x/v3-staged/client/mf-manifest.json',
            routes: '/releases/mfe-x/v3-staged/client/routes.json',
          },
          stagedAt: '2026-11-28T09:00:00.000Z',
        },
      },
    };
    const response = await get('/registry.json');
    expect(response.json()).toEqual({ sections: { 'mfe-x': current } });
    expect(response.body).not.toContain('v3-staged');
  });

  // Sent byte for byte: a client library or URL parser would resolve the dot segments first.
  it.each([
    '/releases/mfe-x/v1/client/../server/server.js',
    '/releases/mfe-x/v1/client/%2e%2e/server/server.js',
    '/releases/mfe-x/v1/client/%2E%2E/server/server.js',
    '/releases/mfe-x/v1/client/.%2e/server/server.js',
    '/releases/mfe-x/v1/client/./../server/server.js',
    '/releases/mfe-x/v1/client/..%5cserver/server.js',
    '/releases/mfe-x/v1/client/%2e%2e%2fserver/server.js',
    '/releases/x/y/client/../../../registry.json',
    '/releases/x/y/client/%2e%2e/%2e%2e/%2e%2e/registry.json',
    '/releases/mfe-x/v1/client/../../v1/server/server.js',
    '/static/../releases/mfe-x/v1/server/server.js',
    '/static/%2e%2e/releases/registry.json',
  ])('refuses the traversal %s with a 404 that shows nothing of the file', async (target) => {
    const answer = await sendRaw(portOf(app), rawRequest('GET', target));
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('secret');
  });

  it('still serves a release file whose path merely contains dots', async () => {
    write('releases/mfe-x/v1/client/chunk..name.js', '/* dots */');
    const answer = await sendRaw(portOf(app), rawRequest('GET', '/releases/mfe-x/v1/client/chunk..name.js'));
    expect(answer.status).toBe(200);
  });

  it('keeps source maps private by default: 404, and no SourceMap header', async () => {
    for (const url of ['/static/main.abc.js.map', '/releases/mfe-x/v1/client/remoteEntry.js.map']) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('secret');
    }
    expect((await get('/static/main.abc.js')).headers.sourcemap).toBeUndefined();
  });

  it('serves source maps and names them in a SourceMap header when they are public', async () => {
    const open = Fastify();
    await open.register(staticFiles, {
      clientDir: path.join(folder, 'client'),
      releasesDir: path.join(folder, 'releases'),
      publicDir: path.join(folder, 'public'),
      registry: async () => registry,
      publicSourceMaps: true,
    });
    try {
      for (const url of ['/static/main.abc.js', '/releases/mfe-x/v1/client/remoteEntry.js']) {
        const script = await open.inject({ url });
        expect(script.headers.sourcemap).toBe(`${url}.map`);
        expect((await open.inject({ url: `${url}.map` })).statusCode).toBe(200);
      }
    } finally {
      await open.close();
    }
  });
});
