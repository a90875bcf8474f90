/**
 * The document routes alone: a bare Fastify with a release folder made here and a fake page-content
 * service (no database, no content API), so what the documents do with each answer is seen directly.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { languageQueryOf, requestKey, type Language } from '@site/shared-contracts';
import { loadShellConfig, type ShellConfig } from '../config';
import { NO_CHROME, PageProblem, type Chrome, type PageContent } from '../page-content';
import { publishRelease } from '../registry';
import { ReleaseCatalog } from '../release-catalog';
import { DOCUMENT_CACHE_BYTES, stateOf, UNCHANGING_CONTENT } from '../test-support/site';
import { DocumentCache } from '../document-cache';
import { BAD_REQUEST_PATH } from '../../src/routing/page-model';
import { documentRoutes } from './documents';

const CHROME: Chrome = {
  navigation: [{ name: 'Home', key: 'home', url: '/home' }],
  categories: [],
  seoMap: { index: { seoTitle: 'Site', seoKeywords: '', seoDesc: '' } },
};
const ROUTES = {
  section: 'mfe-x',
  routes: [
    {
      path: '/x/page',
      name: 'x-page',
      layout: 'default',
      background: 'backgrounds/about.svg',
      data: [{ key: 'page', endpoint: '/api/web/page/detail', params: { key: 'introduce' } }],
    },
    {
      path: '/x/story/:id',
      name: 'x-story-id',
      layout: 'detail',
      data: [{ key: 'story', endpoint: '/api/web/story/detail', params: { id: ':id' } }],
      item: 'story',
      itemList: '/x/page',
    },
  ],
};
/** Chinese stories of the fake content: 7 has an English counterpart (507), 8 has none. */
const STORIES: Record<string, { id: number; counterpart?: number }> = { 7: { id: 7, counterpart: 507 }, 8: { id: 8 } };

describe('documentRoutes', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-documents-'));
  const releasesDir = path.join(folder, 'releases');
  let app: FastifyInstance;
  let config: ShellConfig;
  let chromeFails = false;
  let routeProblem: PageProblem | null = null;
  const chromeReads: Language[] = [];
  const routeReads: string[] = [];
  const pageContent: PageContent = {
    async loadChrome(language) {
      chromeReads.push(language);
      if (chromeFails) throw new PageProblem(500, 'navigation answered 502');
      return CHROME;
    },
    async loadRouteData(route, language) {
      if (routeProblem) throw routeProblem;
      const id = route.params.id;
      if (id === undefined) return { 'the-key': { title: 'From the fake' } };
      routeReads.push(`${id} in ${language}`);
      const story = language === 'e' ? undefined : STORIES[id];
      if (!story) throw new PageProblem(404, 'no such story');
      const key = requestKey('/api/web/story/detail', { id, ...languageQueryOf(language) });
      return { [key]: story };
    },
  };

  beforeAll(async () => {
    const build = path.join(folder, 'build');
    for (const [file, text] of Object.entries({
      'client/mf-manifest.json': '{}',
      'client/routes.json': JSON.stringify(ROUTES),
      'server/server.js': 'module.exports = {}',
    })) {
      fs.mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
      fs.writeFileSync(path.join(build, file), text);
    }
    publishRelease(releasesDir, 'mfe-x', build, 'v1');
    config = {
      ...loadShellConfig({ LOG_LEVEL: 'silent', RELEASES_DIR: releasesDir, DATABASE_FILE: path.join(folder, 'no.db') }),
      clientDir: path.join(folder, 'client'),
    };
    app = Fastify();
    await app.register(documentRoutes, {
      config,
      catalog: new ReleaseCatalog(releasesDir),
      assets: { js: ['main.js'], css: [] },
      pageContent,
      documents: new DocumentCache(DOCUMENT_CACHE_BYTES),
      contentGeneration: UNCHANGING_CONTENT,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  beforeEach(() => {
    chromeFails = false;
    routeProblem = null;
  });

  it("embeds the page content's chrome and route data in the document", async () => {
    const response = await app.inject({ url: '/x/page' });
    expect(response.statusCode).toBe(200);
    const state = stateOf(response.body);
    expect(state.navigation).toEqual(CHROME.navigation);
    expect(state.data).toEqual({ 'the-key': { title: 'From the fake' } });
    expect(state.route).toMatchObject({ section: 'mfe-x', name: 'x-page' });
  });

  it('reads the chrome in the language of the /en prefix', async () => {
    chromeReads.length = 0;
    await app.inject({ url: '/en/x/page?fresh=1' });
    expect(chromeReads).toEqual(['e']);
  });

  it('sends an uncached 500 page when the chrome cannot be read, and the real page once it can', async () => {
    chromeFails = true;
    const failed = await app.inject({ url: '/x/page?chrome=down' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(stateOf(failed.body).navigation).toEqual(NO_CHROME.navigation);
    chromeFails = false;
    const again = await app.inject({ url: '/x/page?chrome=down' });
    expect(again.statusCode).toBe(200);
    expect(stateOf(again.body).navigation).toEqual(CHROME.navigation);
  });

  it("makes a route's 404 the 404 page and its 400 a redirect to the 400 page", async () => {
    routeProblem = new PageProblem(404, 'no such item');
    const missing = await app.inject({ url: '/x/page?item=missing' });
    expect(missing.statusCode).toBe(404);
    expect(stateOf(missing.body).errorStatus).toBe(404);
    routeProblem = new PageProblem(400, 'bad parameter');
    const bad = await app.inject({ url: '/x/page?item=bad' });
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toBe(BAD_REQUEST_PATH);
  });

  it('marks the language cookie Secure only when the site is served over HTTPS (issue 27 §7)', async () => {
    const plain = await app.inject({ url: '/en/x/page?cookie=plain' });
    expect(plain.headers['set-cookie']).toBe('zh_choose=e; Path=/; Max-Age=31536000; SameSite=Lax');
    const secureApp = Fastify();
    await secureApp.register(documentRoutes, {
      config: { ...config, publicOrigin: 'https://www.example.com' },
      catalog: new ReleaseCatalog(releasesDir),
      assets: { js: ['main.js'], css: [] },
      pageContent,
      documents: new DocumentCache(DOCUMENT_CACHE_BYTES),
      contentGeneration: UNCHANGING_CONTENT,
    });
    const secure = await secureApp.inject({ url: '/en/x/page?cookie=secure' });
    await secureApp.close();
    expect(secure.headers['set-cookie']).toBe('zh_choose=e; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  describe('a shared Chinese item link opened by a visitor who chose English (issue 25 §7)', () => {
    const english = { cookie: 'zh_choose=e' };

    it("redirects to the item's English counterpart, keeping the query", async () => {
      routeReads.length = 0;
      const shared = await app.inject({ url: '/x/story/7?from=wechat', headers: english });
      expect(shared.statusCode).toBe(302);
      expect(shared.headers.location).toBe('/en/x/story/507?from=wechat');
      expect(routeReads).toEqual(['7 in s']);
    });

    it('shows an item with no counterpart in Chinese with a note, never kept for other visitors', async () => {
      const shared = await app.inject({ url: '/x/story/8', headers: { ...english, 'accept-language': 'zh-TW' } });
      expect(shared.statusCode).toBe(200);
      expect(shared.headers['set-cookie']).toBeUndefined();
      expect(shared.headers['cache-control']).toBe('no-store');
      const state = stateOf(shared.body);
      expect(state).toMatchObject({ language: 't', onlyInChinese: true });
      const chinese = await app.inject({ url: '/x/story/8', headers: { 'accept-language': 'zh-TW' } });
      expect(stateOf(chinese.body).onlyInChinese).toBeUndefined();
    });

    it('keeps the English rule for an item unknown in Chinese, and for /en paths and pages without items', async () => {
      const unknown = await app.inject({ url: '/x/story/9', headers: english });
      expect(unknown.headers.location).toBe('/en/x/story/9');
      routeReads.length = 0;
      const page = await app.inject({ url: '/x/page?shared=1', headers: english });
      expect(page.headers.location).toBe('/en/x/page?shared=1');
      await app.inject({ url: '/en/x/story/507', headers: english });
      expect(routeReads).toEqual(['507 in e']);
    });
  });

  it('answers a target that is no site path with a short 400 that reads no content', async () => {
    chromeReads.length = 0;
    // light-my-request normalises targets: this one goes over a socket as written.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status?: number; type?: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/\\evil.example/x' }, (response) => {
          response.resume();
          resolve({ status: response.statusCode, type: response.headers['content-type'] });
        })
        .on('error', reject);
    });
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^text\/plain/);
    expect(chromeReads).toEqual([]);
  });
});
