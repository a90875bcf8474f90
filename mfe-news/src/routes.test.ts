import { manifestProblems, NUMERIC_ID_RULE, passesValidation } from '@site/shared-contracts';
import routes from './routes';

const { manifest } = routes;
const byPath = new Map(manifest.routes.map((route) => [route.path, route]));

describe('the routes of mfe-news', () => {
  it('make a manifest without problems (schema, names, first-match order, counterparts, data needs)', () => {
    expect(manifestProblems(manifest, 'mfe-news')).toEqual([]);
  });

  it('list every News route of SPEC.md §2 once', () => {
    expect(manifest.routes.map((route) => route.path).sort()).toEqual(
      [
        '/news',
        '/news/dynamic',
        '/news/dynamic/:id',
        '/news/research',
        '/news/research/:id',
        '/m/news/dynamic',
        '/m/news/dynamic/:id',
      ].sort(),
    );
  });

  it('validate ids of :id routes as numeric ids, and nothing else', () => {
    const idRoutes = manifest.routes.filter((route) => route.path.includes(':id'));
    expect(idRoutes).toHaveLength(3);
    for (const route of idRoutes) {
      expect(route.validate).toEqual(NUMERIC_ID_RULE);
      expect(passesValidation(route.validate, { id: '12' })).toBe(true);
      expect(passesValidation(route.validate, { id: '0' })).toBe(false);
      expect(passesValidation(route.validate, { id: '12abc' })).toBe(false);
    }
    expect(manifest.routes.filter((route) => route.validate && !route.path.includes(':id'))).toEqual([]);
  });

  it('pair the company news list and article with their mobile pages; research and /news have none', () => {
    expect(byPath.get('/news/dynamic')?.counterpart).toBe('/m/news/dynamic');
    expect(byPath.get('/news/dynamic/:id')?.counterpart).toBe('/m/news/dynamic/:id');
    for (const path of ['/news', '/news/research', '/news/research/:id'])
      expect(byPath.get(path)?.counterpart).toBeUndefined();
  });

  it('use list, detail and mobile layouts and the news background', () => {
    const layouts = Object.fromEntries(manifest.routes.map((route) => [route.path, route.layout]));
    expect(layouts).toEqual({
      '/news': 'default',
      '/news/dynamic': 'default',
      '/news/dynamic/:id': 'detail',
      '/news/research': 'default',
      '/news/research/:id': 'detail',
      '/m/news/dynamic': 'm-default',
      '/m/news/dynamic/:id': 'm-detail',
    });
    expect(manifest.routes.every((route) => route.background === 'news')).toBe(true);
  });

  it('ask for the same data on /news as on /news/dynamic, events only on the news center', () => {
    expect(byPath.get('/news')?.data).toEqual(byPath.get('/news/dynamic')?.data);
    const withEvents = manifest.routes.filter((route) => route.data.some((need) => need.key === 'events'));
    expect(withEvents.map((route) => route.path)).toEqual(['/news', '/news/dynamic']);
    expect(byPath.get('/news/research')?.data).toEqual([
      { key: 'list', endpoint: '/api/web/news/list', params: { type: 'research', page: '?page' } },
      { key: 'top', endpoint: '/api/web/news/detail/top', params: { type: 'research' } },
    ]);
  });
});
