/**
 * The search and preview parts of the documents' head, served by a shell server on a test site
 * whose About release declares its team pages' item and breadcrumb: canonical and hreflang links
 * (an item's other language is its counterpart), Open Graph and Twitter tags, JSON-LD escaped
 * like the embedded state, and the 404 page's noindex with no links of its own.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ABOUT_CLIENT_BUILD, ABOUT_MANIFEST, createTestSite, SHELL_BUILD, type TestSite } from './test-support/site';

const ORIGIN = 'https://www.example.com';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const MANIFEST = {
  ...ABOUT_MANIFEST,
  routes: ABOUT_MANIFEST.routes.map((route) =>
    route.path.endsWith('/:id')
      ? {
          ...route,
          item: 'member',
          sitemap: false,
          structuredData: [{ type: 'BreadcrumbList', from: 'member', parent: '/about/introduce' }],
        }
      : route,
  ),
};

function headOf(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}

function metaOf(head: string, attribute: 'property' | 'name', name: string): string[] {
  return [...head.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`, 'g'))].map(
    ([, content = '']) => content,
  );
}

function linksOf(head: string): string[] {
  return [...head.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map(([tag]) => tag);
}

describe('the search and preview tags of a document', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = createTestSite('seo-head', SHELL_BUILD);
    site.release('mfe-about', 'v1', { ...ABOUT_CLIENT_BUILD, 'client/routes.json': JSON.stringify(MANIFEST) });
    app = await site.server({ PUBLIC_ORIGIN: ORIGIN });
  });

  afterAll(() => site.remove());

  const head = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, head: headOf(response.body) };
  };

  it('links a page to itself and to its other language under /en', async () => {
    const { head: english } = await head('/en/about/introduce');
    expect(linksOf(english)).toEqual([
      `<link rel="canonical" href="${ORIGIN}/en/about/introduce">`,
      `<link rel="alternate" hreflang="zh-Hans" href="${ORIGIN}/about/introduce">`,
      `<link rel="alternate" hreflang="en" href="${ORIGIN}/en/about/introduce">`,
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/about/introduce">`,
    ]);
    expect(english).not.toContain('name="robots"');
  });

  it("links an item's page to its counterpart's in the other language, and to none when it has none", async () => {
    const { head: chinese } = await head('/about/team/3');
    expect(linksOf(chinese)).toEqual([
      `<link rel="canonical" href="${ORIGIN}/about/team/3">`,
      `<link rel="alternate" hreflang="zh-Hans" href="${ORIGIN}/about/team/3">`,
      `<link rel="alternate" hreflang="en" href="${ORIGIN}/en/about/team/503">`,
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/about/team/3">`,
    ]);
    const { head: english } = await head('/en/m/about/team/503', { 'user-agent': IPHONE });
    expect(linksOf(english)).toContain(`<link rel="alternate" hreflang="zh-Hans" href="${ORIGIN}/m/about/team/3">`);

    await sql`update team_member set counterpart = null where id = 4`.execute(app.contentStore.db);
    await sql`update content_generation set generation = generation + 1 where id = 1`.execute(app.contentStore.db);
    const { head: alone } = await head('/about/team/4');
    expect(linksOf(alone)).toEqual([`<link rel="canonical" href="${ORIGIN}/about/team/4">`]);
    expect(metaOf(alone, 'property', 'og:locale:alternate')).toEqual(['zh_TW']);
  });

  it('gives every page Open Graph and Twitter card tags with an absolute image and its locales', async () => {
    const { head: page } = await head('/about/introduce');
    expect(metaOf(page, 'property', 'og:type')).toEqual(['website']);
    expect(metaOf(page, 'property', 'og:url')).toEqual([`${ORIGIN}/about/introduce`]);
    expect(metaOf(page, 'property', 'og:title')[0]).toMatch(/瀚数/);
    expect(metaOf(page, 'property', 'og:description')[0]?.length).toBeGreaterThan(0);
    expect(metaOf(page, 'property', 'og:image')).toEqual([`${ORIGIN}/share-card.png`]);
    expect(metaOf(page, 'property', 'og:locale')).toEqual(['zh_CN']);
    expect(metaOf(page, 'property', 'og:locale:alternate')).toEqual(['zh_TW', 'en_US']);
    expect(metaOf(page, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaOf(page, 'name', 'twitter:image')).toEqual([`${ORIGIN}/share-card.png`]);
    expect(metaOf(page, 'name', 'twitter:title')).toEqual(metaOf(page, 'property', 'og:title'));
  });

  it('writes the JSON-LD the route declares, escaped so no content closes its script', async () => {
    const hostile = '</script><script>alert(1)</script>';
    await sql`update team_member set name = ${hostile} where id = 5`.execute(app.contentStore.db);
    await sql`update content_generation set generation = generation + 1 where id = 1`.execute(app.contentStore.db);
    const { head: page } = await head('/about/team/5');
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json = '']) => json,
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toContain('<');
    expect(JSON.parse(blocks[0] ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: expect.any(String), item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: '关于我们', item: `${ORIGIN}/about/introduce` },
        { '@type': 'ListItem', position: 3, name: hostile, item: `${ORIGIN}/about/team/5` },
      ],
    });
  });

  it('says noindex on the 404 page and links it to no URL', async () => {
    for (const url of ['/no/such/page', '/en/no/such/page', '/about/team/999']) {
      const { status, head: page } = await head(url);
      expect({ url, status }).toEqual({ url, status: 404 });
      expect(metaOf(page, 'name', 'robots')).toEqual(['noindex']);
      expect(linksOf(page)).toEqual([]);
      expect(metaOf(page, 'property', 'og:url')).toEqual([]);
      expect(page).not.toContain('application/ld+json');
    }
  });
});
