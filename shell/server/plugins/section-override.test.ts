/**
 * Section overrides (decision 013) through the documents: a bare Fastify with the HTTP defaults,
 * a release made here and a fake page-content service, under each setting of
 * SECTION_OVERRIDE_ORIGINS; a local HTTP server stands in for the override origin.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { manifestOfRelease, SERVER_ENTRY_CONTRACT } from '@site/shared-contracts';
import { version as reactVersion } from 'react';
import { isAcceptableTarget } from '../bad-requests';
import { BOOT_LOADER_HASH } from '../boot-loader';
import { loadShellConfig } from '../config';
import type { PageContent } from '../page-content';
import { publishRelease } from '../registry';
import { ReleaseCatalog } from '../release-catalog';
import { documentRoutes } from '../routes/documents';
import { DOCUMENT_CACHE_BYTES, stateOf, UNCHANGING_CONTENT } from '../test-support/site';
import { DocumentCache } from '../document-cache';
import { applyHttpDefaults } from './http-defaults';
import { OVERRIDE_COOKIE, readOverride } from './section-override';

const ROUTE = { path: '/x/page', name: 'x-page', layout: 'default', background: 'backgrounds/about.svg', data: [] };
const BRANCH_ROUTE = { ...ROUTE, path: '/x/branch-only', name: 'x-branch' };
const SERVER_MARKUP = 'rendered-by-the-release';
const pageContent: PageContent = {
  async loadChrome() {
    return { navigation: [], categories: [], seoMap: {} };
  },
  async loadRouteData() {
    return {};
  },
};

describe('section overrides', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-override-'));
  const releasesDir = path.join(folder, 'releases');
  const apps: FastifyInstance[] = [];
  // The override origin: a branch build of mfe-x whose routes add one page.
  const branch = http.createServer((request, response) => {
    if (request.url !== '/routes.json') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ section: 'mfe-x', routes: [ROUTE, BRANCH_ROUTE] }));
  });
  let origin = '';

  async function site(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const app = Fastify();
    await applyHttpDefaults(app);
    await app.register(documentRoutes, {
      config: {
        ...loadShellConfig({ LOG_LEVEL: 'silent', RELEASES_DIR: releasesDir, ...env }),
        clientDir: path.join(folder, 'client'),
      },
      catalog: new ReleaseCatalog(releasesDir),
      assets: { js: ['main.js'], css: [] },
      pageContent,
      documents: new DocumentCache(DOCUMENT_CACHE_BYTES),
      contentGeneration: UNCHANGING_CONTENT,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  const cookieOf = (value: string) => ({ cookie: `${OVERRIDE_COOKIE}=${encodeURIComponent(value)}` });

  beforeAll(async () => {
    await new Promise<void>((resolve) => branch.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(branch.address() as AddressInfo).port}`;
    const build = path.join(folder, 'build');
    const files = {
      'client/mf-manifest.json': '{}',
      'client/routes.json': JSON.stringify({ section: 'mfe-x', routes: [ROUTE] }),
      'server/server.js': `module.exports = { contract: ${JSON.stringify(SERVER_ENTRY_CONTRACT)}, reactVersion: ${JSON.stringify(reactVersion)}, render: () => '<p>${SERVER_MARKUP}</p>' };`,
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
      fs.writeFileSync(path.join(build, file), text);
    }
    publishRelease(releasesDir, 'mfe-x', build, 'v1');
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await new Promise((resolve) => branch.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('ignores the parameter and the cookie on a default start: release, server render, no foreign origin', async () => {
    const app = await site();
    for (const request of [
      { url: `/x/page?override=${encodeURIComponent(`mfe-x@${origin}`)}` },
      { url: '/x/page', headers: cookieOf(`mfe-x@${origin}`) },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      const entry = stateOf(response.body).registry.sections['mfe-x'];
      expect(entry && manifestOfRelease('mfe-x', entry)).toBe('/releases/mfe-x/v1/client/mf-manifest.json');
      expect(response.body).toContain(SERVER_MARKUP);
      expect(String(response.headers['content-security-policy'])).not.toContain(origin);
    }
    expect((await app.inject({ url: '/x/branch-only', headers: cookieOf(`mfe-x@${origin}`) })).statusCode).toBe(404);
  });

  it('stores an allowed override in a cookie and sends the browser back to the page without the parameter', async () => {
    const app = await site({ SECTION_OVERRIDE_ORIGINS: origin });
    const response = await app.inject({ url: `/x/page?a=1&override=${encodeURIComponent(`mfe-x@${origin}`)}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/x/page?a=1');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['set-cookie'])).toBe(
      `${OVERRIDE_COOKIE}=${encodeURIComponent(`mfe-x@${origin}`)}; Path=/; SameSite=Lax; HttpOnly`,
    );
  });

  it('with an override, points the section at the origin, admits it in the CSP, renders in the browser and caches nothing', async () => {
    const app = await site({ SECTION_OVERRIDE_ORIGINS: origin });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.inject({ url: '/x/page', headers: cookieOf(`mfe-x@${origin}`) });
      expect(response.statusCode).toBe(200);
      // Its route manifest is the one beside its manifest, which the browser derives.
      expect(stateOf(response.body).registry.sections['mfe-x']).toEqual({
        version: 'override',
        manifest: `${origin}/mf-manifest.json`,
      });
      expect(response.body).not.toContain(SERVER_MARKUP);
      expect(response.headers['server-timing']).toBe('ssr;desc="client: overridden";dur=0.0');
      expect(response.headers['cache-control']).toBe('no-store');
      // This browser's alone: no page of another origin keeps a handle on its window (decision 086).
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      const policy = String(response.headers['content-security-policy']);
      const own = { 'script-src': ` ${BOOT_LOADER_HASH}`, 'style-src': " 'unsafe-inline'", 'connect-src': '' };
      for (const [directive, also] of Object.entries(own))
        expect(policy).toContain(`${directive} 'self'${also} ${origin}`);
      expect(policy).toContain("default-src 'self';");
    }
    // The same page without the cookie is the release's, and is kept as usual.
    const plain = await app.inject({ url: '/x/page' });
    expect(plain.body).toContain(SERVER_MARKUP);
    expect(String(plain.headers['content-security-policy'])).not.toContain(origin);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it("routes with the override origin's route manifest", async () => {
    const app = await site({ SECTION_OVERRIDE_ORIGINS: origin });
    const response = await app.inject({ url: '/x/branch-only', headers: cookieOf(`mfe-x@${origin}`) });
    expect(response.statusCode).toBe(200);
    expect(stateOf(response.body).route).toMatchObject({ section: 'mfe-x', name: 'x-branch' });
  });

  it('refuses, with a 400 naming the parameter, an origin outside the list, an unknown section and a malformed value', async () => {
    const app = await site({ SECTION_OVERRIDE_ORIGINS: 'https://branch.example.com' });
    const refused = async (value: string) => {
      const response = await app.inject({ url: `/x/page?override=${encodeURIComponent(value)}` });
      expect(response.statusCode).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
      return response.body;
    };
    expect(await refused(`mfe-x@${origin}`)).toBe(
      `override: origin ${origin} is not allowed (SECTION_OVERRIDE_ORIGINS)`,
    );
    expect(await refused('mfe-nope@https://branch.example.com')).toBe(
      'override: no section "mfe-nope"; the sections are mfe-x',
    );
    expect(await refused('https://branch.example.com')).toMatch(/^override must be "<section>@<origin>"/);
    expect(await refused('mfe-x@https://branch.example.com/some/path')).toMatch(/^override must be/);
    // A cookie naming an origin the list does not hold is ignored.
    const stale = await app.inject({ url: '/x/page', headers: cookieOf(`mfe-x@${origin}`) });
    expect(stale.body).toContain(SERVER_MARKUP);
  });

  it('admits any http origin on this machine in loopback mode (npm run dev), and nothing else', async () => {
    const app = await site({ SECTION_OVERRIDE_ORIGINS: 'loopback' });
    const set = (value: string) => app.inject({ url: `/x/page?override=${encodeURIComponent(value)}` });
    expect((await set('mfe-x@http://localhost:3001')).statusCode).toBe(302);
    expect((await set('mfe-x@http://127.0.0.1:9')).statusCode).toBe(302);
    expect((await set('mfe-x@http://branch.example.com')).statusCode).toBe(400);
    expect((await set('mfe-x@https://localhost:3001')).statusCode).toBe(400);
  });

  it('clears the cookie on reset and sends the browser back to the page', async () => {
    const app = await site({ SECTION_OVERRIDE_ORIGINS: origin });
    const response = await app.inject({ url: '/x/page?override=reset', headers: cookieOf(`mfe-x@${origin}`) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/x/page');
    expect(String(response.headers['set-cookie'])).toBe(
      `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`,
    );
  });

  it('sends a set or reset back to a path on this site, whatever the request path resolves to', () => {
    const base = 'http://site.invalid';
    const piece = fc.constantFrom(
      '',
      '.',
      '..',
      '%2e%2e',
      '%2E%2e',
      '.%2e',
      '%2e',
      'evil.example',
      '@evil.example',
      'x',
      '%5c',
      '%2f',
      '\\',
      'javascript:alert(1)',
      'https:',
    );
    const target = fc.array(piece, { minLength: 1, maxLength: 6 }).map((pieces) => `/${pieces.join('/')}`);
    const parameter = fc.constantFrom('reset', `mfe-x@http://127.0.0.1:3001`);
    fc.assert(
      fc.property(target, parameter, (path, value) => {
        // What the document route takes at all (bad-requests.ts answers the rest with 400).
        fc.pre(isAcceptableTarget(path));
        const url = new URL(`${path}?override=${encodeURIComponent(value)}`, base);
        const answer = readOverride({ kind: 'loopback' }, url, undefined, ['mfe-x']);
        if (answer.kind !== 'switch') throw new Error(`not a switch: ${answer.kind}`);
        expect(answer.location).toMatch(/^\/(?![/\\])/);
        expect(new URL(answer.location, base).origin).toBe(base);
      }),
      { seed: 20261125, numRuns: 500 },
    );
    const reset = readOverride(
      { kind: 'loopback' },
      new URL('/%2e%2e//evil.example?override=reset', base),
      undefined,
      [],
    );
    expect(reset).toMatchObject({ kind: 'switch', location: '/evil.example' });
  });

  it('refuses a SECTION_OVERRIDE_ORIGINS that is not a list of origins', () => {
    expect(() => loadShellConfig({ SECTION_OVERRIDE_ORIGINS: 'localhost:3001' })).toThrow(/SECTION_OVERRIDE_ORIGINS/);
    expect(() => loadShellConfig({ SECTION_OVERRIDE_ORIGINS: 'https://a.example/path' })).toThrow(
      /SECTION_OVERRIDE_ORIGINS/,
    );
    expect(
      loadShellConfig({ SECTION_OVERRIDE_ORIGINS: 'https://a.example, http://b.example:81/' }).sectionOverrideOrigins,
    ).toEqual({
      kind: 'list',
      origins: ['https://a.example', 'http://b.example:81'],
    });
    expect(loadShellConfig({}).sectionOverrideOrigins).toBeNull();
  });
});
