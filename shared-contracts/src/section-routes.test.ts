import { NUMERIC_ID_RULE, dataNeed, defineSectionRoutes, manifestProblems } from './section-routes';
import type { RouteManifest } from './routes';

const story = dataNeed('story', '/api/web/story/detail', { id: ':id' });
const stories = dataNeed('stories', '/api/web/story/list');

const good = defineSectionRoutes('mfe-test', [
  { path: '/test', layout: 'default', background: 'backgrounds/about.svg', data: [stories], page: 'list' },
  {
    path: '/test/:id',
    layout: 'detail',
    background: 'backgrounds/about.svg',
    counterpart: '/m/test/:id',
    data: [story],
    validate: NUMERIC_ID_RULE,
    item: 'story',
    sitemap: { ids: [{ endpoint: '/api/web/story/list', params: {} }] },
    structuredData: [{ type: 'BreadcrumbList', from: 'story', parent: '/test' }],
    page: 'detail',
  },
  {
    path: '/m/test/:id',
    layout: 'm-detail',
    background: 'backgrounds/about.svg',
    counterpart: '/test/:id',
    data: [story],
    validate: NUMERIC_ID_RULE,
    page: 'm-detail',
  },
]);

/** The good manifest with one route changed. */
function withRoute(index: number, change: object): RouteManifest {
  return {
    ...good.manifest,
    routes: good.manifest.routes.map((route, at) => (at === index ? { ...route, ...change } : route)),
  };
}

describe('defineSectionRoutes', () => {
  it('emits a manifest whose routes are named by their paths and carry no page', () => {
    expect(good.manifest.section).toBe('mfe-test');
    expect(good.manifest.routes.map((route) => route.name)).toEqual(['test', 'test-id', 'm-test-id']);
    expect(good.manifest.routes.every((route) => !('page' in route))).toBe(true);
    expect(good.manifest.routes[1]?.data).toEqual([
      { key: 'story', endpoint: '/api/web/story/detail', params: { id: ':id' } },
    ]);
  });

  it('keeps the pages for the router', () => {
    expect(good.routes.map((route) => route.page)).toEqual(['list', 'detail', 'm-detail']);
  });
});

describe('manifestProblems', () => {
  it('finds none in a good manifest', () => {
    expect(manifestProblems(good.manifest, 'mfe-test')).toEqual([]);
  });

  it('reports a manifest that is not a RouteManifest', () => {
    expect(manifestProblems({ section: 'mfe-test', routes: [{ path: 'nope' }] }).length).toBeGreaterThan(0);
  });

  it('reports another section name and a name that is not the route name of its path', () => {
    expect(manifestProblems(good.manifest, 'mfe-other')).toEqual(['section is "mfe-test", expected "mfe-other"']);
    expect(manifestProblems(withRoute(0, { name: 'list' }))).toEqual(['/test must be named test']);
  });

  it("reports an item's list of the other device, or a list without an item (decision 039)", () => {
    expect(manifestProblems(withRoute(1, { itemList: '/m/test' }))).toEqual([
      '/test/:id lists its item at /m/test, a page of the other device',
    ]);
    expect(manifestProblems(withRoute(0, { itemList: '/test' }))).toEqual([
      '/test names a list of its item but no item',
    ]);
  });

  it('reports a route that an earlier one shadows', () => {
    const manifest = {
      ...good.manifest,
      routes: [
        { ...good.manifest.routes[1]!, counterpart: undefined },
        {
          path: '/test/founder',
          name: 'test-founder',
          layout: 'default' as const,
          background: 'backgrounds/about.svg',
          data: [],
        },
      ],
    };
    expect(manifestProblems(manifest)).toEqual(['/test/founder is shadowed by /test/:id listed before it']);
  });

  it('reports counterparts that are missing, one-way or on the same device', () => {
    expect(manifestProblems(withRoute(0, { counterpart: '/m/nowhere' }))).toEqual([
      '/test names counterpart /m/nowhere, which is not a route here',
    ]);
    expect(manifestProblems(withRoute(0, { counterpart: '/m/test/:id' }))).toContain(
      '/test and /m/test/:id must name each other as counterparts',
    );
    const sameDevice = {
      ...good.manifest,
      routes: [
        { ...good.manifest.routes[0]!, counterpart: '/test/all' },
        {
          path: '/test/all',
          name: 'test-all',
          layout: 'default' as const,
          background: 'backgrounds/about.svg',
          data: [],
          counterpart: '/test',
        },
      ],
    };
    expect(manifestProblems(sameDevice)).toContain(
      '/test and its counterpart must be one desktop and one mobile route',
    );
  });

  it('reports validate rules of parameters the path does not have', () => {
    expect(manifestProblems(withRoute(0, { validate: { id: { pattern: '[0-9]+' } } }))).toEqual([
      '/test validates "id", not a parameter of it',
    ]);
  });

  it('reports data needs of unknown endpoints, twice the same key, and queries the endpoint refuses', () => {
    expect(manifestProblems(withRoute(0, { data: [{ key: 'x', endpoint: '/api/web/nothing', params: {} }] }))).toEqual([
      '/test needs /api/web/nothing, which is no content API endpoint',
    ]);
    expect(manifestProblems(withRoute(0, { data: [stories, stories] }))).toEqual(['/test needs "stories" twice']);
    const refused = withRoute(0, {
      data: [{ key: 'page', endpoint: '/api/web/page/detail', params: { key: 'nope' } }],
    });
    expect(manifestProblems(refused)).toEqual([
      '/test asks /api/web/page/detail with a query it refuses: {"key":"nope"}',
    ]);
  });

  it('reports a background outside the build, and a language switch to the other device', () => {
    expect(manifestProblems(withRoute(0, { background: '../shell/secret.svg' }))).toHaveLength(1);
    expect(manifestProblems(withRoute(0, { background: 'about' }))).toHaveLength(1);
    expect(manifestProblems(withRoute(1, { languageSwitch: { kind: 'go', path: '/m/test' } }))).toEqual([
      '/test/:id sends a language switch to /m/test, a page of the other device',
    ]);
    expect(manifestProblems(withRoute(1, { languageSwitch: { kind: 'go', path: '/test' } }))).toEqual([]);
  });

  it('reports menu entries that cover no route, come twice or repeat an item, and untranslated titles', () => {
    const text = { s: '测试', t: '測試', e: 'Test' };
    const item = {
      id: 'list',
      path: '/test',
      title: text,
      alt: text,
      image: { src: '/api/media/a.svg', width: 1, height: 1 },
    };
    const entry = {
      key: 'test',
      order: 1,
      label: text,
      items: [item],
      drawer: [{ id: 'list', path: '/m/test/1', title: text }],
    };
    const withMenu = (menu: object[]) => ({ ...good.manifest, menu });
    expect(manifestProblems(withMenu([entry]))).toEqual([]);
    expect(manifestProblems(withMenu([entry, { ...entry, key: 'other' }, entry]))).toEqual([
      'menu entry "other" covers no route of this section (/other/…)',
      'menu entry "test" is declared twice',
    ]);
    expect(manifestProblems(withMenu([{ ...entry, items: [item, item] }]))).toEqual([
      'menu entry "test" has two items "list"',
    ]);
    expect(manifestProblems(withMenu([{ ...entry, label: { s: '测试', e: 'Test' } }]))[0]).toMatch(
      /^\/menu\/0\/label\/t /,
    );
  });
});

describe('manifestProblems on what routes declare for search engines', () => {
  it('reports an item or a JSON-LD block that reads no data need of the route', () => {
    expect(manifestProblems(withRoute(1, { item: 'stories' }))).toEqual([
      '/test/:id names item "stories", which is none of its data needs',
    ]);
    expect(manifestProblems(withRoute(1, { structuredData: [{ type: 'NewsArticle', from: 'article' }] }))).toEqual([
      '/test/:id builds NewsArticle from "article", which is none of its data needs',
    ]);
    expect(
      manifestProblems(
        withRoute(1, { structuredData: [{ type: 'BreadcrumbList', from: 'story', parent: '/test/:id' }] }),
      ),
    ).toEqual(['/test/:id names breadcrumb parent /test/:id, which must be a path without parameters']);
  });

  it('reports an item or sitemap ids on a route without :id, and ids from no endpoint', () => {
    expect(manifestProblems(withRoute(0, { item: 'stories' }))).toEqual([
      '/test names an item but has no :id parameter to ask it by',
    ]);
    expect(
      manifestProblems(withRoute(0, { sitemap: { ids: [{ endpoint: '/api/web/story/list', params: {} }] } })),
    ).toEqual(['/test lists sitemap ids but has no :id parameter to put them in']);
    expect(
      manifestProblems(withRoute(1, { sitemap: { ids: [{ endpoint: '/api/web/nothing', params: {} }] } })),
    ).toEqual(['/test/:id lists sitemap ids from /api/web/nothing, which is no content API endpoint']);
  });

  it('asks a desktop route with ids no rule lists to say how the sitemap finds them, or that it does not', () => {
    const { sitemap: _sitemap, ...undeclared } = good.manifest.routes[1]!;
    const manifest = { ...good.manifest, routes: [good.manifest.routes[0]!, undeclared, good.manifest.routes[2]!] };
    expect(manifestProblems(manifest)).toEqual([
      '/test/:id has parameters no list enumerates: declare sitemap: { ids: [...] } (the content lists of its ids) or sitemap: false',
    ]);
    expect(manifestProblems(withRoute(1, { sitemap: false }))).toEqual([]);
    // A mobile route is never listed itself, and ids a validate rule lists need no declaration.
    expect(manifestProblems(withRoute(1, { sitemap: undefined, validate: { id: { oneOf: ['7', '8'] } } }))).toEqual([]);
  });

  it('refuses a structured data type no builder makes', () => {
    expect(
      manifestProblems(withRoute(1, { structuredData: [{ type: 'Recipe', from: 'story' }] })).length,
    ).toBeGreaterThan(0);
  });
});
