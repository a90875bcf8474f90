/**
 * The shell server against a real content API (fresh SQLite) and a release folder made here, so
 * no webpack build is needed: documents, guards, status codes, embedded state and static files.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { INITIAL_STATE_ELEMENT_ID, routesOfRelease } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { BOOT_LOADER, BOOT_LOADER_HASH } from './boot-loader';
import { ABOUT_BUILD, ABOUT_MANIFEST, bootFilesOf, createTestSite, stateOf, type TestSite } from './test-support/site';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('shell server', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = createTestSite('shell-server', {
      'assets.json': JSON.stringify({ js: ['main.abc.js'], css: ['main.abc.css'] }),
      'main.abc.js': '/* shell */',
    });
    site.release('mfe-about', 'v1', ABOUT_BUILD);
    app = await site.server();
  });

  afterAll(() => site.remove());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves a route as one document with lang, SEO head, preloads and embedded route data', async () => {
    const response = await get('/about/introduce');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="zh-Hans" class="device-desktop">/);
    expect(html).toMatch(/<title>[^<]*瀚数[^<]*<\/title>/);
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://localhost:80/en/about/introduce">');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/releases/mfe-about/v1/client/backgrounds/about.svg">',
    );
    // Scripts start after the first paint (decision 018): the document names them to its loader.
    expect(html).not.toContain('<script src=');
    expect(bootFilesOf(html)).toEqual({
      scripts: ['/static/main.abc.js'],
      preload: expect.arrayContaining(['/releases/mfe-about/v1/client/mf-manifest.json']),
    });
    const state = stateOf(html);
    expect(state.language).toBe('s');
    expect(state.route).toMatchObject({ section: 'mfe-about', name: 'about-introduce' });
    expect(state.navigation).toHaveLength(8);
    expect(state.categories.length).toBeGreaterThan(0);
    // The route tables and menu are one file of the registry's (decision 052), which the boot reads.
    expect(state).not.toHaveProperty('routes');
    expect(state).not.toHaveProperty('menu');
    expect(state.siteTables).toMatch(/^\/site-tables\/[\w-]{22}\.json$/);
    expect(bootFilesOf(html).preload).toContain(state.siteTables);
    expect(bootFilesOf(html).preload.filter((url) => url.endsWith('/routes.json'))).toEqual([]);
    expect(state.data['/api/web/page/detail?key=introduce&languageType=1']).toMatchObject({ key: 'introduce' });
  });

  it('runs no inline script but the boot loader, which the Content-Security-Policy admits by its hash', async () => {
    const response = await get('/about/introduce');
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([BOOT_LOADER]);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${BOOT_LOADER_HASH};`);
    const digest = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(BOOT_LOADER_HASH).toBe(`'sha256-${digest}'`);
  });

  it('renders the header with the menu entries the releases declare, and the banner of the route', async () => {
    const html = (await get('/about/introduce')).body;
    expect(html).toMatch(/<a href="\/about\/introduce" class="shell-nav__link[^"]*"[^>]*>关于我们<\/a>/);
    expect(html).toContain('<p class="shell-banner__title">关于我们</p>');
    expect(html).toContain('url(&quot;/releases/mfe-about/v1/client/backgrounds/about.svg&quot;)');
    expect(html).toContain('id="section-slot"');
    const about = stateOf(html).registry.sections['mfe-about'];
    const routesFile = await get(about ? routesOfRelease('mfe-about', about) : '');
    expect(routesFile.json()).toMatchObject({ menu: ABOUT_MANIFEST.menu, routes: ABOUT_MANIFEST.routes });
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('PAGE NOT FOUND');
    expect(stateOf(response.body).errorStatus).toBe(404);
  });

  it('answers a failed validate rule and an id the API does not know with 404', async () => {
    expect((await get('/about/team/abc')).statusCode).toBe(404);
    expect((await get('/about/team/999')).statusCode).toBe(404);
    expect((await get('/about/team/2')).statusCode).toBe(200);
  });

  it('gives the 404 page of an unknown item the 404 title, not the title of the item page', async () => {
    const missing = await get('/about/team/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>页面未找到 - 瀚数科技</title>');
    expect(stateOf(missing.body).seo?.seoTitle).toBe('页面未找到 - 瀚数科技');
  });

  it('serves /400 with status 400', async () => {
    const response = await get('/400');
    expect(response.statusCode).toBe(400);
  });

  it('redirects English visitors to the /en path, keeping the query', async () => {
    const response = await get('/about/introduce?from=mail', { cookie: 'zh_choose=e' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/about/introduce?from=mail');
  });

  it('serves /en in English and remembers the choice', async () => {
    const response = await get('/en/about/introduce');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<html lang="en"/);
    expect(response.headers['set-cookie']).toBe('zh_choose=e; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(stateOf(response.body).data['/api/web/page/detail?key=introduce&languageType=2']).toBeDefined();
  });

  it('serves Traditional for a zh-TW browser without a cookie, and the cookie wins over the browser', async () => {
    const taiwan = await get('/about/introduce', { 'accept-language': 'zh-TW,zh;q=0.9' });
    expect(taiwan.body).toMatch(/<html lang="zh-Hant"/);
    expect(stateOf(taiwan.body).data['/api/web/page/detail?key=introduce&languageType=1&script=hant']).toBeDefined();
    const chosen = await get('/about/introduce', { 'accept-language': 'zh-TW', cookie: 'zh_choose=s' });
    expect(chosen.body).toMatch(/<html lang="zh-Hans"/);
  });

  it('sends a phone to the mobile counterpart, and a desktop back', async () => {
    const phone = await get('/about/team/3', { 'user-agent': IPHONE });
    expect(phone.statusCode).toBe(302);
    expect(phone.headers.location).toBe('/m/about/team/3');
    const desktop = await get('/m/about/team/3');
    expect(desktop.headers.location).toBe('/about/team/3');
    const mobile = await get('/m/about/team/3', { 'user-agent': IPHONE });
    expect(mobile.statusCode).toBe(200);
    expect(mobile.body).toMatch(/class="device-mobile"/);
  });

  it('applies ?id= on a mobile page and replaces the route with the mobile home', async () => {
    const response = await get('/m/about/introduce?id=t', { 'user-agent': IPHONE });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/m');
    expect(response.headers['set-cookie']).toContain('zh_choose=t');
  });

  it('escapes the embedded state so content cannot close the script element', async () => {
    const html = (await get('/about/introduce')).body;
    const state =
      html.split(`id="${INITIAL_STATE_ELEMENT_ID}" type="application/json">`)[1]?.split('</script>')[0] ?? '';
    expect(state).not.toContain('<');
    expect(state.length).toBeGreaterThan(100);
  });

  it('sets a Content-Security-Policy and other security headers on documents', async () => {
    const response = await get('/about/introduce');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A public page has no opener policy: it would cost every arrival a fresh process (decision 086).
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('serves registry.json and manifests with no-cache, hashed files immutable, and never a server bundle', async () => {
    const registry = await get('/registry.json');
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect(registry.json().sections['mfe-about'].version).toBe('v1');
    const shell = await get('/static/main.abc.js');
    expect(shell.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const routes = await get('/releases/mfe-about/v1/client/routes.json');
    expect(routes.statusCode).toBe(200);
    expect(routes.headers['cache-control']).toBe('no-cache');
    const code = await get('/releases/mfe-about/v1/client/remoteEntry.js');
    expect(code.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/releases/mfe-about/v1/server/server.js')).statusCode).toBe(404);
  });

  it('sends the same document again from its cache, compressed once for browsers that accept it', async () => {
    const plain = await get('/about/culture');
    const again = await get('/about/culture');
    expect(again.body).toBe(plain.body);
    const br = await get('/about/culture', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('serves a new release of a section on the next request, with no restart', async () => {
    const before = (await get('/about/introduce')).body;
    expect(before).toContain('/releases/mfe-about/v1/client/mf-manifest.json');
    site.release('mfe-about', 'v2', ABOUT_BUILD);
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(path.join(site.releasesDir, 'registry.json'), later, later);
    const after = (await get('/about/introduce')).body;
    expect(after).toContain('/releases/mfe-about/v2/client/mf-manifest.json');
    expect(stateOf(after).registry.sections['mfe-about']?.version).toBe('v2');
  });

  it('mounts the content API under /api', async () => {
    const response = await get('/api/web/navigation?languageType=2');
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].name).toBe('Home');
  });
});
