import { Value } from '@sinclair/typebox/value';
import {
  RouteManifest,
  endpoints,
  isEndpointPath,
  matchRoute,
  passesValidation,
  resolveDataParams,
  routeNameOf,
  type RouteEntry,
} from '@site/shared-contracts';
import manifest from '../routes.json';
import { ID_RULE } from './components/id-route';

const routes = manifest.routes as RouteEntry[];
const byPath = new Map(routes.map((route) => [route.path, route]));

describe('routes.json, the route manifest of mfe-news', () => {
  it('is a valid RouteManifest of this section', () => {
    expect([...Value.Errors(RouteManifest, manifest)]).toEqual([]);
    expect(manifest.section).toBe('mfe-news');
  });

  it('lists every News route of SPEC.md §2 once', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(
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

  it('names every route by routeNameOf(path)', () => {
    for (const route of routes) expect(route.name).toBe(routeNameOf(route.path));
    expect(byPath.get('/news/dynamic/:id')?.name).toBe('news-dynamic-id');
  });

  it('sends every path to its own route when the first match wins', () => {
    const firstMatch = (pathname: string) => routes.find((route) => matchRoute(route.path, pathname))?.path;
    for (const route of routes) expect(firstMatch(route.path.replace(':id', '3'))).toBe(route.path);
  });

  it('validates ids of :id routes as numeric ids, and nothing else', () => {
    const idRoutes = routes.filter((route) => route.path.includes(':id'));
    expect(idRoutes).toHaveLength(3);
    for (const route of idRoutes) {
      expect(route.validate).toEqual(ID_RULE);
      expect(passesValidation(route.validate, { id: '12' })).toBe(true);
      expect(passesValidation(route.validate, { id: '0' })).toBe(false);
      expect(passesValidation(route.validate, { id: '12abc' })).toBe(false);
    }
    expect(routes.filter((route) => route.validate && !route.path.includes(':id'))).toEqual([]);
  });

  it('pairs the company news list and article with their mobile pages, both ways', () => {
    expect(byPath.get('/news/dynamic')?.counterpart).toBe('/m/news/dynamic');
    expect(byPath.get('/news/dynamic/:id')?.counterpart).toBe('/m/news/dynamic/:id');
    for (const route of routes) {
      if (route.counterpart) expect(byPath.get(route.counterpart)?.counterpart).toBe(route.path);
    }
    for (const path of ['/news', '/news/research', '/news/research/:id'])
      expect(byPath.get(path)?.counterpart).toBeUndefined();
  });

  it('uses list, detail and mobile layouts and the news background', () => {
    const layouts = Object.fromEntries(routes.map((route) => [route.path, route.layout]));
    expect(layouts).toEqual({
      '/news': 'default',
      '/news/dynamic': 'default',
      '/news/dynamic/:id': 'detail',
      '/news/research': 'default',
      '/news/research/:id': 'detail',
      '/m/news/dynamic': 'm-default',
      '/m/news/dynamic/:id': 'm-detail',
    });
    expect(routes.every((route) => route.background === 'news')).toBe(true);
  });

  it('declares data needs that are valid queries of content API endpoints', () => {
    for (const route of routes) {
      for (const need of route.data) {
        expect(isEndpointPath(need.endpoint)).toBe(true);
        if (!isEndpointPath(need.endpoint)) continue;
        for (const search of ['', 'page=2']) {
          const query = resolveDataParams(need, { id: '3' }, new URLSearchParams(search));
          const schema = endpoints[need.endpoint].query;
          expect({ route: route.path, valid: Value.Check(schema, Value.Convert(schema, query)) }).toEqual({
            route: route.path,
            valid: true,
          });
        }
      }
    }
  });

  it('asks for the same data on /news as on /news/dynamic, events only on the news center', () => {
    expect(byPath.get('/news')?.data).toEqual(byPath.get('/news/dynamic')?.data);
    const withEvents = routes.filter((route) => route.data.some((need) => need.key === 'events'));
    expect(withEvents.map((route) => route.path)).toEqual(['/news', '/news/dynamic']);
    expect(byPath.get('/news/research')?.data).toEqual([
      { key: 'list', endpoint: '/api/web/news/list', params: { type: 'research', page: '?page' } },
      { key: 'top', endpoint: '/api/web/news/detail/top', params: { type: 'research' } },
    ]);
  });
});
