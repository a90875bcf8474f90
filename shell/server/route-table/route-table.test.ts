/** The live route table: a row per route of each current release and candidate, and the redirects. */
import type { RouteEntry } from '@site/shared-contracts';
import { redirectTableOf } from '../redirects';
import { routeTableOf, type RouteTableInput } from './route-table';

const entry = (version: string, section: string) => ({
  version,
  manifest: `/releases/${section}/${version}/client/mf-manifest.json`,
  routes: `/releases/${section}/${version}/client/routes.json`,
});
const route = (path: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  name: path.slice(1).replace(/\//g, '-').replace(/[:?]/g, '') || 'index',
  layout: path.startsWith('/m') ? 'm-default' : 'default',
  data: [],
  ...extra,
});
const ID = { id: { pattern: '[1-9][0-9]{0,8}' } };

const SNAPSHOT: RouteTableInput = {
  registry: {
    sections: { 'mfe-news': entry('n1', 'mfe-news'), 'mfe-honour-invest': entry('h1', 'mfe-honour-invest') },
    candidates: { 'mfe-news': { entry: entry('n2', 'mfe-news'), stagedAt: '2026-11-28T00:00:00Z' } },
  },
  routes: {
    'mfe-news': [
      route('/news/dynamic', {
        counterpart: '/m/news/dynamic',
        data: [{ key: 'list', endpoint: '/api/web/news/list', params: { type: 'dynamic', page: '?page' } }],
      }),
      route('/news/dynamic/:id', {
        counterpart: '/m/news/dynamic/:id',
        validate: ID,
        sitemap: { ids: [{ endpoint: '/api/web/news/list', params: { type: 'dynamic' } }] },
      }),
      route('/m/news/dynamic', { counterpart: '/news/dynamic' }),
      route('/news', { sitemap: false }),
      route('/news/old-list'),
    ],
    'mfe-honour-invest': [route('/invest/:id?', { validate: { id: { oneOf: ['reports', 'contact'] } } })],
  },
  candidateRoutes: {
    'mfe-news': [route('/news/dynamic', { counterpart: '/m/news/dynamic' }), route('/news/archive')],
  },
  redirects: redirectTableOf({
    version: 4,
    publishedAt: '2026-11-28T00:00:00Z',
    redirects: [
      { from: '/news/old/:id', to: '/news/dynamic/:id', status: 301 },
      { from: '/news/old-list', to: '/news/dynamic', status: 302 },
      { from: '/careers', to: '/jobs', status: 301 },
    ],
    external: [],
  }),
};

describe('routeTableOf', () => {
  const table = routeTableOf(SNAPSHOT);
  const row = (path: string) => table.routes.find((candidate) => candidate.path === path)!;

  it('lists every route by path, with its section and the releases that declare it', () => {
    expect(table.routes.map((candidate) => candidate.path)).toEqual([
      '/invest/:id?',
      '/m/news/dynamic',
      '/news',
      '/news/archive',
      '/news/dynamic',
      '/news/dynamic/:id',
      '/news/old-list',
    ]);
    expect(table.sections).toEqual([
      { section: 'mfe-honour-invest', current: 'h1', candidate: null },
      { section: 'mfe-news', current: 'n1', candidate: 'n2' },
    ]);
    expect(row('/news/dynamic')).toMatchObject({ section: 'mfe-news', current: 'n1', candidate: 'n2' });
    expect(row('/news/dynamic/:id')).toMatchObject({ current: 'n1', candidate: null });
    expect(row('/news/archive')).toMatchObject({ current: null, candidate: 'n2', page: null });
  });

  it('gives each route its layout, SEO key, counterpart, data needs and a page to open', () => {
    expect(row('/news/dynamic')).toMatchObject({
      layout: 'default',
      seoKey: 'news-dynamic',
      counterpart: '/m/news/dynamic',
      data: ['list: /api/web/news/list?type=dynamic&page=?page'],
      page: '/news/dynamic',
    });
    expect(row('/invest/:id?').page).toBe('/invest');
    expect(row('/news/dynamic/:id').page).toBeNull();
  });

  it('says whether the sitemaps list a route, and why not', () => {
    expect(row('/news/dynamic').sitemap).toEqual({ listed: true, note: 'yes' });
    expect(row('/invest/:id?').sitemap).toEqual({ listed: true, note: '3 URLs, one per value' });
    expect(row('/news/dynamic/:id').sitemap).toEqual({ listed: true, note: 'per id of /api/web/news/list' });
    expect(row('/m/news/dynamic').sitemap).toEqual({
      listed: false,
      note: 'no: the mobile alternate of /news/dynamic',
    });
    expect(row('/news').sitemap).toEqual({ listed: false, note: 'no: the route says sitemap false' });
    expect(row('/news/old-list').sitemap).toEqual({ listed: false, note: 'no: redirected to /news/dynamic' });
    expect(row('/news/archive').sitemap.listed).toBe(false);
  });

  it('lists the published redirects with the forms they answer and the section serving each target', () => {
    expect(table.redirectsVersion).toBe(4);
    expect(table.redirects).toEqual([
      {
        from: '/news/old/:id',
        to: '/news/dynamic/:id',
        status: 301,
        forms: ['/news/old/:id', '/en/news/old/:id', '/m/news/old/:id', '/en/m/news/old/:id'],
        servedBy: 'mfe-news',
      },
      {
        from: '/news/old-list',
        to: '/news/dynamic',
        status: 302,
        forms: ['/news/old-list', '/en/news/old-list', '/m/news/old-list', '/en/m/news/old-list'],
        servedBy: 'mfe-news',
      },
      { from: '/careers', to: '/jobs', status: 301, forms: ['/careers', '/en/careers'], servedBy: null },
    ]);
  });
});
