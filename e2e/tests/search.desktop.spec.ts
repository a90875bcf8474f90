/**
 * Found by search engines and shared well (issue 26), on the composed site as a crawler and a
 * link preview read it (server HTML, no browser): robots.txt, the sitemaps (every URL answers
 * 200, desktop and mobile; hreflang pairs reciprocal and the same as the pages' own links), the
 * structured data of real pages in Chinese and English against Google Search Central's required
 * and recommended properties, the preview tags, the 404 page's head and /favicon.ico.
 */
import type { PlaywrightWorkerArgs } from '@playwright/test';
import { IPHONE_UA, expect, test } from './fixtures';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
  mobile: string | null;
}

function sitemapUrlsOf(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body = '']) => ({
    loc: body.match(/<loc>(.*?)<\/loc>/)?.[1] ?? '',
    lastmod: body.match(/<lastmod>(.*?)<\/lastmod>/)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    ),
    mobile:
      body.match(/<xhtml:link rel="alternate" media="only screen and \(max-width: 640px\)" href="([^"]+)"\/>/)?.[1] ??
      null,
  }));
}

/** The hreflang links of a document's head, by language. */
function hreflangOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href = '']) => [
      lang,
      href.replace(/&amp;/g, '&'),
    ]),
  );
}

function metaOf(html: string, attribute: 'property' | 'name', name: string): string[] {
  return [...html.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`, 'g'))].map(
    ([, content = '']) => content,
  );
}

type JsonLd = Record<string, unknown>;

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as JsonLd,
  );
}

/**
 * Google Search Central's properties of each type (developers.google.com/search/docs/appearance/
 * structured-data): required, and the recommended ones the site's content has. Article and
 * Organization have no required properties; JobPosting's validThrough is recommended only when
 * the posting expires, which the content does not say.
 */
const GOOGLE_PROPERTIES: Record<string, { required: string[]; recommended: string[] }> = {
  Organization: {
    required: [],
    recommended: ['name', 'alternateName', 'url', 'logo', 'address', 'contactPoint', 'email', 'telephone'],
  },
  NewsArticle: { required: [], recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author'] },
  JobPosting: {
    required: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
    recommended: ['employmentType', 'identifier'],
  },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
};

function expectGoogleProperties(block: JsonLd | undefined, type: string, page: string) {
  expect(block, `${type} on ${page}`).toBeDefined();
  const { required, recommended } = GOOGLE_PROPERTIES[type] ?? { required: [], recommended: [] };
  for (const name of [...required, ...recommended]) {
    const value = block?.[name];
    expect({ page, type, name, present: value !== undefined && value !== '' && value !== null }).toEqual({
      page,
      type,
      name,
      present: true,
    });
  }
}

const absolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+\//.test(value);

/**
 * A document as a crawler gets it, in a request context of its own: an English page sets the
 * language cookie, which would send the next Chinese URL of a shared request context to its
 * English page. The context takes the run's options, as the `request` fixture does: its baseURL
 * and, in a preview run, the preview cookie.
 */
async function documentOf(playwright: PlaywrightWorkerArgs['playwright'], path: string, userAgent = DESKTOP_UA) {
  const context = await playwright.request.newContext();
  try {
    const response = await context.get(path, { headers: { 'user-agent': userAgent }, maxRedirects: 0 });
    return { status: response.status(), html: await response.text() };
  } finally {
    await context.dispose();
  }
}

test.describe('search engines and link previews', () => {
  test('robots.txt allows the site, disallows what is no page and names the sitemap by absolute URL', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /releases/',
        'Disallow: /registry.json',
        'Disallow: /*?override=',
        `Sitemap: ${baseURL}/sitemap.xml`,
      ]),
    );
  });

  test('the sitemaps list every public page once, and every URL in them answers 200', async ({
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    const sitemaps = [...(await index.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc = '']) => loc);
    expect(sitemaps).toEqual([`${baseURL}/sitemap-zh-Hans.xml`, `${baseURL}/sitemap-en.xml`]);

    const byLanguage: Record<string, SitemapUrl[]> = {};
    for (const sitemap of sitemaps) {
      const language = sitemap.includes('-en.xml') ? 'en' : 'zh-Hans';
      byLanguage[language] = sitemapUrlsOf(await (await request.get(sitemap.slice(baseURL!.length))).text());
    }
    const chinese = byLanguage['zh-Hans'] ?? [];
    const english = byLanguage.en ?? [];
    const paths = (urls: SitemapUrl[]) => urls.map((url) => url.loc.slice(baseURL!.length));
    test
      .info()
      .annotations.push({ type: 'sitemap URLs', description: `zh-Hans ${chinese.length}, en ${english.length}` });

    // The routes' pages and the content's items, each once: real ids of every kind of item.
    for (const [urls, expected] of [
      [chinese, ['/', '/about/introduce', '/news/dynamic/1', '/product/view/13', '/solution/bank', '/invest/reports']],
      [english, ['/en', '/en/news/dynamic/501', '/en/product/view/44', '/en/contact/join/postDetail/501']],
    ] as const) {
      expect(paths(urls)).toEqual(expect.arrayContaining([...expected]));
      expect(new Set(paths(urls)).size).toBe(urls.length);
    }
    for (const pattern of [
      /^\/news\/research\/\d+$/,
      /^\/about\/story\/\d+$/,
      /^\/about\/team\/\d+$/,
      /^\/contact\/join\/postDetail\/\d+$/,
    ])
      expect(
        paths(chinese).some((path) => pattern.test(path)),
        String(pattern),
      ).toBe(true);
    expect(paths(chinese).some((path) => path.startsWith('/m'))).toBe(false);
    expect(chinese.find((url) => url.loc.endsWith('/news/dynamic/1'))?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const all = [...chinese, ...english];
    const byLoc = new Map(all.map((url) => [url.loc, url]));
    for (const url of all) {
      const path = url.loc.slice(baseURL!.length);
      const { status, html } = await documentOf(playwright, path);
      expect({ url: path, status }).toEqual({ url: path, status: 200 });
      // The page's own links say what the sitemap says, and each pair names each other.
      expect({ url: path, hreflang: hreflangOf(html) }).toEqual({ url: path, hreflang: url.alternates });
      for (const href of Object.values(url.alternates)) expect(byLoc.get(href)?.alternates).toEqual(url.alternates);
      if (url.mobile) {
        const mobile = url.mobile.slice(baseURL!.length);
        const answer = await documentOf(playwright, mobile, IPHONE_UA);
        expect({ url: mobile, status: answer.status }).toEqual({ url: mobile, status: 200 });
      }
    }
  });

  test('the home page says what the company is (Organization), in Chinese and English', async ({
    request,
    playwright,
  }) => {
    for (const [path, name] of [
      ['/', '瀚数科技'],
      ['/en', 'Hanshu FinTech'],
    ] as const) {
      const [organization] = jsonLdOf((await documentOf(playwright, path)).html).filter(
        (block) => block['@type'] === 'Organization',
      );
      expectGoogleProperties(organization, 'Organization', path);
      expect(organization?.name).toBe(name);
      expect(absolute(organization?.logo)).toBe(true);
      expect(organization?.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'CN' });
      expect(organization?.contactPoint).toMatchObject({ '@type': 'ContactPoint', telephone: expect.any(String) });
      expect((await request.get(String(organization?.logo))).status()).toBe(200);
    }
  });

  test('news and research articles are NewsArticles with breadcrumbs, in Chinese and English', async ({
    playwright,
  }) => {
    for (const path of ['/news/dynamic/1', '/en/news/dynamic/501', '/news/research/12', '/m/news/dynamic/1']) {
      const { status, html } = await documentOf(playwright, path, path.startsWith('/m') ? IPHONE_UA : DESKTOP_UA);
      expect({ path, status }).toEqual({ path, status: 200 });
      const blocks = jsonLdOf(html);
      const article = blocks.find((block) => block['@type'] === 'NewsArticle');
      expectGoogleProperties(article, 'NewsArticle', path);
      expect((article?.image as unknown[]).every(absolute)).toBe(true);
      expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+08:00$/);
      expect(article?.author).toEqual([expect.objectContaining({ '@type': 'Organization', name: expect.any(String) })]);
      expect(article?.publisher).toMatchObject({
        '@type': 'Organization',
        logo: { url: expect.stringMatching(/^http/) },
      });
      expectBreadcrumbs(blocks, path);
      expect(metaOf(html, 'property', 'og:type')).toEqual(['article']);
    }
  });

  test('a position is a JobPosting with breadcrumbs, in Chinese and English', async ({ playwright }) => {
    for (const path of ['/contact/join/postDetail/1', '/en/contact/join/postDetail/501']) {
      const { status, html } = await documentOf(playwright, path);
      expect({ path, status }).toEqual({ path, status: 200 });
      const blocks = jsonLdOf(html);
      const posting = blocks.find((block) => block['@type'] === 'JobPosting');
      expectGoogleProperties(posting, 'JobPosting', path);
      expect(posting?.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
      expect(posting?.jobLocation).toMatchObject({
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: 'CN' },
      });
      expect(posting?.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting?.description).toMatch(/^<p>.*<ul><li>/);
      expectBreadcrumbs(blocks, path);
    }
  });

  test('team members, stories and product views have breadcrumbs', async ({ playwright }) => {
    for (const path of [
      '/about/team/3',
      '/en/about/team/503',
      '/about/story/1',
      '/product/view/13',
      '/en/product/view/44',
    ]) {
      const { status, html } = await documentOf(playwright, path);
      expect({ path, status }).toEqual({ path, status: 200 });
      expectBreadcrumbs(jsonLdOf(html), path);
    }
  });

  test('every page has preview tags: title, description, an image that exists, its locales', async ({
    request,
    playwright,
    baseURL,
  }) => {
    for (const [path, locale, alternates, type] of [
      ['/', 'zh_CN', ['zh_TW', 'en_US'], 'website'],
      ['/en/about/introduce', 'en_US', ['zh_CN', 'zh_TW'], 'website'],
      ['/solution/bank', 'zh_CN', ['zh_TW', 'en_US'], 'website'],
      ['/en/news/dynamic/501', 'en_US', ['zh_CN', 'zh_TW'], 'article'],
    ] as const) {
      const { html } = await documentOf(playwright, path);
      expect({ path, type: metaOf(html, 'property', 'og:type') }).toEqual({ path, type: [type] });
      expect(metaOf(html, 'property', 'og:title')[0]).toBe(html.match(/<title>([^<]*)<\/title>/)?.[1]);
      expect(metaOf(html, 'property', 'og:description')[0]?.length).toBeGreaterThan(0);
      expect(metaOf(html, 'property', 'og:url')).toEqual([`${baseURL}${path}`]);
      expect(metaOf(html, 'property', 'og:locale')).toEqual([locale]);
      expect(metaOf(html, 'property', 'og:locale:alternate')).toEqual([...alternates]);
      expect(metaOf(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
      const [image] = metaOf(html, 'property', 'og:image');
      expect(image).toBe(`${baseURL}/share-card.png`);
      expect(metaOf(html, 'name', 'twitter:image')).toEqual([image]);
      const served = await request.get(image!.slice(baseURL!.length));
      expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/png']);
    }
  });

  test('the 404 page says noindex and links no canonical or hreflang URL; /favicon.ico is served', async ({
    request,
    playwright,
  }) => {
    for (const path of ['/no/such/page', '/en/no/such/page', '/news/dynamic/99999']) {
      const { status, html } = await documentOf(playwright, path);
      expect({ path, status }).toEqual({ path, status: 404 });
      const head = html.slice(0, html.indexOf('</head>'));
      expect(metaOf(head, 'name', 'robots')).toEqual(['noindex']);
      expect(head).not.toMatch(/<link rel="(canonical|alternate)"/);
      expect(jsonLdOf(head)).toEqual([]);
    }
    const icon = await request.get('/favicon.ico');
    expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/x-icon']);
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

/** A detail page's BreadcrumbList: home, the list, the page itself, each ListItem named and placed. */
function expectBreadcrumbs(blocks: JsonLd[], path: string) {
  const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  expectGoogleProperties(trail, 'BreadcrumbList', path);
  const items = trail?.itemListElement as { '@type': string; position: number; name: string; item: string }[];
  expect(items.map((step) => step.position)).toEqual([1, 2, 3]);
  for (const step of items) {
    expect(step['@type']).toBe('ListItem');
    expect(step.name.length).toBeGreaterThan(0);
    expect(absolute(step.item)).toBe(true);
  }
  expect(new URL(items[2]!.item).pathname).toBe(path);
}
