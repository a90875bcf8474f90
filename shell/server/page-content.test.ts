/** The page-content service alone, on a fake content source: what it asks for and what a failure becomes. */
import { PRODUCT_CATEGORY_GROUP_ID, type EndpointPath, type RouteEntry } from '@site/shared-contracts';
import type { ContentAnswer, ContentQuery, ContentSource } from './content-source';
import { createPageContent, dataOf, NO_CHROME, PageProblem, readPageContent, type PageContent } from './page-content';

type Answer = { ok: true; data: unknown } | { ok: false; status: number; reason: string };

/** A content source answering from `answers` by path (data as given), recording every read. */
function fakeSource(answers: Partial<Record<EndpointPath, Answer>>) {
  const reads: { path: string; query: ContentQuery }[] = [];
  const source: ContentSource = {
    async get<P extends EndpointPath>(path: P, query: ContentQuery) {
      reads.push({ path, query });
      // The fake hands back what the test wrote for the path: its type is the test's word.
      return (answers[path] ?? { ok: false, status: 404, reason: `${path} answered 404` }) as ContentAnswer<P>;
    },
  };
  return { source, reads };
}

const CHROME: Partial<Record<EndpointPath, Answer>> = {
  '/api/web/navigation': { ok: true, data: [{ name: 'Home', key: 'home', url: '/home' }] },
  '/api/web/category/list': { ok: true, data: [] },
  '/api/web/seo/map': { ok: true, data: { index: { seoTitle: 'T', seoKeywords: '', seoDesc: '' } } },
};

const TEAM_ENTRY: RouteEntry = {
  path: '/about/team/:id',
  name: 'about-team-id',
  layout: 'detail',
  background: 'backgrounds/about.svg',
  data: [{ key: 'member', endpoint: '/api/web/team/detail', params: { id: ':id' } }],
};
const teamRoute = (id: string) => ({ section: 'mfe-about', entry: TEAM_ENTRY, params: { id } });

describe('page content', () => {
  it('reads navigation, product categories and the SEO map in the language asked for', async () => {
    const { source, reads } = fakeSource(CHROME);
    const chrome = await createPageContent(source).loadChrome('e');
    expect(chrome.navigation).toEqual([{ name: 'Home', key: 'home', url: '/home' }]);
    expect(chrome.seoMap.index?.seoTitle).toBe('T');
    expect(reads.map((read) => read.path).sort()).toEqual([
      '/api/web/category/list',
      '/api/web/navigation',
      '/api/web/seo/map',
    ]);
    expect(reads.find((read) => read.path === '/api/web/category/list')?.query).toMatchObject({
      id: PRODUCT_CATEGORY_GROUP_ID,
    });
    for (const read of reads) expect(read.query).toMatchObject({ languageType: expect.anything() });
  });

  it('makes a chrome that cannot be read whole an error page, whatever the status', async () => {
    for (const status of [404, 400, 502]) {
      const { source } = fakeSource({ ...CHROME, '/api/web/seo/map': { ok: false, status, reason: 'down' } });
      await expect(createPageContent(source).loadChrome('s')).rejects.toMatchObject({ status: 500 });
    }
  });

  it('keys route data as the browser asks for it', async () => {
    const member = { id: 7, name: 'A' };
    const { source, reads } = fakeSource({ '/api/web/team/detail': { ok: true, data: member } });
    const data = await createPageContent(source).loadRouteData(teamRoute('7'), 's', new URLSearchParams());
    expect(reads).toEqual([{ path: '/api/web/team/detail', query: expect.objectContaining({ id: '7' }) }]);
    expect(Object.values(data)).toEqual([member]);
    expect(Object.keys(data)[0]).toMatch(/^\/api\/web\/team\/detail\?id=7&languageType=\d$/);
  });

  it("keeps the route's order of needs whichever answer comes first, so the state's bytes never depend on timing", async () => {
    const entry: RouteEntry = {
      ...TEAM_ENTRY,
      data: [
        { key: 'member', endpoint: '/api/web/team/detail', params: { id: ':id' } },
        { key: 'navigation', endpoint: '/api/web/navigation', params: {} },
      ],
    };
    const route = { section: 'mfe-about', entry, params: { id: '7' } };
    for (const slow of ['/api/web/team/detail', '/api/web/navigation']) {
      const source: ContentSource = {
        async get<P extends EndpointPath>(path: P) {
          // One answer kept (at once), the other read (a few turns later).
          if (path === slow) await new Promise((resolve) => setTimeout(resolve, 5));
          return { ok: true, data: path } as unknown as ContentAnswer<P>;
        },
      };
      const data = await createPageContent(source).loadRouteData(route, 's', new URLSearchParams());
      expect(Object.values(data)).toEqual(['/api/web/team/detail', '/api/web/navigation']);
    }
  });

  it("makes a route's 404 and 400 the page's status, and any other failure a 500", async () => {
    const cases: [number, number][] = [
      [404, 404],
      [400, 400],
      [429, 500],
      [502, 500],
    ];
    for (const [status, page] of cases) {
      const { source } = fakeSource({ '/api/web/team/detail': { ok: false, status, reason: 'no' } });
      const read = createPageContent(source).loadRouteData(teamRoute('7'), 's', new URLSearchParams());
      await expect(read).rejects.toBeInstanceOf(PageProblem);
      await expect(read).rejects.toMatchObject({ status: page });
    }
  });

  it('refuses a data need whose endpoint is not in the endpoint table', async () => {
    const { source, reads } = fakeSource({});
    const entry: RouteEntry = { ...TEAM_ENTRY, data: [{ key: 'x', endpoint: '/api/web/nothing', params: {} }] };
    const read = createPageContent(source).loadRouteData(
      { section: 'mfe-about', entry, params: {} },
      's',
      new URLSearchParams(),
    );
    await expect(read).rejects.toMatchObject({ status: 500 });
    expect(reads).toEqual([]);
  });

  it('dataOf passes data through', () => {
    expect(dataOf({ ok: true, data: [] }, 'chrome')).toEqual([]);
  });
});

describe('readPageContent', () => {
  const chrome = { navigation: [{ name: 'Home', key: 'home', url: '/home' }], categories: [], seoMap: {} };
  const input = (pathname: string) => ({ pathname, routes: { 'mfe-about': [TEAM_ENTRY] }, registry: { sections: {} } });

  /** Page content answering with `chrome` and `data`, or failing with the problems given. */
  function content(problems: { chrome?: PageProblem; route?: PageProblem } = {}) {
    const reads: string[] = [];
    const service: PageContent = {
      async loadChrome(language) {
        reads.push(`chrome ${language}`);
        if (problems.chrome) throw problems.chrome;
        return chrome;
      },
      async loadRouteData(route) {
        reads.push(`data ${route.entry.name}`);
        if (problems.route) throw problems.route;
        return { member: { id: route.params.id } };
      },
    };
    return { service, reads };
  }

  it("reads the chrome, then the route's data, for the route's page", async () => {
    const { service, reads } = content();
    const read = await readPageContent(service, input('/en/about/team/3'), 'e', new URLSearchParams());
    expect(read).toMatchObject({ kind: 'page', page: { status: 200 }, chrome, data: { member: { id: '3' } } });
    expect(reads).toEqual(['chrome e', 'data about-team-id']);
  });

  it('reads no route data for the 404 and 400 pages', async () => {
    const { service, reads } = content();
    const notFound = await readPageContent(service, input('/nowhere'), 's', new URLSearchParams());
    expect(notFound).toMatchObject({ kind: 'page', page: { status: 404 }, data: {} });
    await readPageContent(service, input('/400'), 's', new URLSearchParams());
    expect(reads).toEqual(['chrome s', 'chrome s']);
  });

  it("makes an unknown item the 404 page with the chrome it read, and a refused query the 400 page's redirect", async () => {
    const missing = content({ route: new PageProblem(404, 'no member 3') });
    const read = await readPageContent(missing.service, input('/about/team/3'), 's', new URLSearchParams());
    expect(read).toMatchObject({ kind: 'page', page: { status: 404, view: { kind: 'not-found' } }, chrome, data: {} });
    const refused = content({ route: new PageProblem(400, 'id is not a number') });
    expect(await readPageContent(refused.service, input('/about/team/3'), 's', new URLSearchParams())).toEqual({
      kind: 'bad-request',
    });
  });

  it('makes a chrome that cannot be read the 500 page without any chrome, saying why', async () => {
    const { service, reads } = content({ chrome: new PageProblem(500, 'navigation answered 502') });
    const read = await readPageContent(service, input('/about/team/3'), 's', new URLSearchParams());
    expect(read).toMatchObject({
      kind: 'page',
      page: { status: 500 },
      chrome: NO_CHROME,
      reason: 'navigation answered 502',
    });
    expect(reads).toEqual(['chrome s']);
  });
});
