/**
 * robots.txt, the sitemaps and the site's images, served by a shell server on a test site whose
 * About release declares its team pages' ids and item: the sitemaps list the pages its routes and
 * the content make, every URL answers 200, the hreflang pairs are reciprocal, and a release or a
 * content change shows on the next request.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ABOUT_CLIENT_BUILD, ABOUT_MANIFEST, createTestSite, SHELL_BUILD, type TestSite } from '../test-support/site';

const ORIGIN = 'https://www.example.com';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** The About manifest with the team pages' sitemap and item declared, as mfe-about's routes.ts does. */
function aboutManifest(listTeam: boolean) {
  const declared = {
    item: 'member',
    sitemap: listTeam ? { ids: [{ endpoint: '/api/web/team/list', params: {} }] } : false,
  };
  return {
    ...ABOUT_MANIFEST,
    routes: ABOUT_MANIFEST.routes.map((route) => (route.path.endsWith('/:id') ? { ...route, ...declared } : route)),
  };
}

const aboutBuild = (listTeam: boolean) => ({
  ...ABOUT_CLIENT_BUILD,
  'client/routes.json': JSON.stringify(aboutManifest(listTeam)),
});

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
  mobile: string | null;
}

function urlsOf(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body = '']) => ({
    loc: body.match(/<loc>(.*?)<\/loc>/)?.[1] ?? '',
    lastmod: body.match(/<lastmod>(.*?)<\/lastmod>/)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    ),
    mobile: body.match(/<xhtml:link rel="alternate" media="[^"]+" href="([^"]+)"\/>/)?.[1] ?? null,
  }));
}

describe('search engine files', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = createTestSite('search-files', SHELL_BUILD);
    site.release('mfe-about', 'v1', aboutBuild(true));
    app = await site.server({ PUBLIC_ORIGIN: ORIGIN });
  });

  afterAll(() => site.remove());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const pathOf = (url: string) => url.slice(ORIGIN.length) || '/';
  const sitemap = async (language: 'zh-Hans' | 'en') => urlsOf((await get(`/sitemap-${language}.xml`)).body);

  it('serves robots.txt: the site allowed, what is no page disallowed, the sitemap by its absolute URL', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Allow: /api/media/',
        'Disallow: /releases/',
        'Disallow: /registry.json',
        'Disallow: /*?override=',
        'Disallow: /*&override=',
        'Disallow: /_preview/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });

  it('names the sitemap by the request origin when PUBLIC_ORIGIN is unset', async () => {
    const local = await site.server();
    const response = await local.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'localhost:8190' } });
    expect(response.body).toContain('Sitemap: http://localhost:8190/sitemap.xml');
  });

  it('serves a sitemap index naming one sitemap per language', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const locs = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual([`${ORIGIN}/sitemap-zh-Hans.xml`, `${ORIGIN}/sitemap-en.xml`]);
  });

  it('lists the desktop pages of the routes and of the content, with their mobile pages as media alternates', async () => {
    const chinese = await sitemap('zh-Hans');
    expect(chinese.map((url) => pathOf(url.loc))).toEqual([
      '/about/introduce',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((id) => `/about/team/${id}`),
    ]);
    expect(chinese[0]).toEqual({
      loc: `${ORIGIN}/about/introduce`,
      lastmod: null,
      alternates: {
        'zh-Hans': `${ORIGIN}/about/introduce`,
        en: `${ORIGIN}/en/about/introduce`,
        'x-default': `${ORIGIN}/about/introduce`,
      },
      mobile: `${ORIGIN}/m/about/introduce`,
    });
    expect(chinese[3]).toMatchObject({
      loc: `${ORIGIN}/about/team/3`,
      alternates: { 'zh-Hans': `${ORIGIN}/about/team/3`, en: `${ORIGIN}/en/about/team/503` },
      mobile: `${ORIGIN}/m/about/team/3`,
    });
    const english = await sitemap('en');
    expect(english.map((url) => pathOf(url.loc))).toEqual([
      '/en/about/introduce',
      ...[501, 502, 503, 504, 505, 506, 507, 508].map((id) => `/en/about/team/${id}`),
    ]);
    expect(english[3]?.mobile).toBe(`${ORIGIN}/en/m/about/team/503`);
  });

  it('gives hreflang pairs that name each other from both sitemaps', async () => {
    const urls = [...(await sitemap('zh-Hans')), ...(await sitemap('en'))];
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const url of urls) {
      expect(Object.values(url.alternates)).toContain(url.loc);
      for (const [language, href] of Object.entries(url.alternates)) {
        expect(byLoc.get(href)?.alternates).toEqual(url.alternates);
        if (language !== 'x-default') expect(href.includes('/en/')).toBe(language === 'en');
      }
    }
  });

  it('lists no URL that answers anything but 200, desktop and mobile', async () => {
    const urls = [...(await sitemap('zh-Hans')), ...(await sitemap('en'))];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect({ url: url.loc, status: (await get(pathOf(url.loc))).statusCode }).toEqual({ url: url.loc, status: 200 });
      if (url.mobile) {
        const status = (await get(pathOf(url.mobile), { 'user-agent': IPHONE })).statusCode;
        expect({ url: url.mobile, status }).toEqual({ url: url.mobile, status: 200 });
      }
    }
  });

  it('follows a content change on the next request, and keeps the pages while the content stays', async () => {
    const before = (await sitemap('zh-Hans')).map((url) => pathOf(url.loc));
    expect(before).toContain('/about/team/8');
    await sql`delete from team_member where id = 8`.execute(app.contentStore.db);
    expect((await sitemap('zh-Hans')).map((url) => pathOf(url.loc))).toEqual(before);
    await sql`update content_generation set generation = generation + 1 where id = 1`.execute(app.contentStore.db);
    const after = (await sitemap('zh-Hans')).map((url) => pathOf(url.loc));
    expect(after).not.toContain('/about/team/8');
    expect(after).toContain('/about/team/7');
    // Its English counterpart no longer names a Chinese page: it stands alone.
    const english = (await sitemap('en')).find((url) => url.loc === `${ORIGIN}/en/about/team/508`);
    expect(english?.alternates).toEqual({});
  });

  it('follows a release on the next request', async () => {
    site.release('mfe-about', 'v2', aboutBuild(false));
    expect((await sitemap('zh-Hans')).map((url) => pathOf(url.loc))).toEqual(['/about/introduce']);
  });

  it('serves /favicon.ico, the logo and the preview card', async () => {
    for (const [url, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/logo.png', 'image/png'],
      ['/share-card.png', 'image/png'],
    ] as const) {
      const response = await get(url);
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type,
      });
      expect(response.rawPayload.length).toBeGreaterThan(100);
    }
  });
});
