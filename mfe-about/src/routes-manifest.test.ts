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

describe('routes.json, the route manifest of mfe-about', () => {
  it('is a valid RouteManifest of this section', () => {
    expect([...Value.Errors(RouteManifest, manifest)]).toEqual([]);
    expect(Value.Check(RouteManifest, manifest)).toBe(true);
    expect(manifest.section).toBe('mfe-about');
  });

  it('lists every About route of SPEC.md §2 once', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(
      [
        '/about',
        '/about/introduce',
        '/about/story',
        '/about/story/:id',
        '/about/memorabilia',
        '/about/culture',
        '/about/team',
        '/about/team/:id',
        '/about/team/founder',
        '/about/shareholder',
        '/m/about/introduce',
        '/m/about/shareholder',
        '/m/about/team',
        '/m/about/team/:id',
        '/m/about/team/founder',
      ].sort(),
    );
  });

  it('names every route by routeNameOf(path)', () => {
    for (const route of routes)
      expect({ path: route.path, name: route.name }).toEqual({ path: route.path, name: routeNameOf(route.path) });
    expect(byPath.get('/about/team/:id')?.name).toBe('about-team-id');
    expect(byPath.get('/m/about/team/founder')?.name).toBe('m-about-team-founder');
  });

  it('lists the founder before the :id route, on desktop and mobile', () => {
    const indexOf = (path: string) => routes.findIndex((route) => route.path === path);
    expect(indexOf('/about/team/founder')).toBeLessThan(indexOf('/about/team/:id'));
    expect(indexOf('/m/about/team/founder')).toBeLessThan(indexOf('/m/about/team/:id'));
  });

  it('sends every path to its own route when the first match wins', () => {
    const firstMatch = (pathname: string) => routes.find((route) => matchRoute(route.path, pathname))?.path;
    for (const route of routes) expect(firstMatch(route.path.replace(':id', '3'))).toBe(route.path);
    expect(firstMatch('/about/team/founder')).toBe('/about/team/founder');
    expect(firstMatch('/m/about/team/founder')).toBe('/m/about/team/founder');
  });

  it('validates ids of :id routes as numeric ids', () => {
    const idRoutes = routes.filter((route) => route.path.includes(':id'));
    expect(idRoutes.map((route) => route.path)).toEqual(['/about/story/:id', '/about/team/:id', '/m/about/team/:id']);
    for (const route of idRoutes) {
      expect(route.validate).toEqual(ID_RULE);
      expect(passesValidation(route.validate, { id: '12' })).toBe(true);
      expect(passesValidation(route.validate, { id: '0' })).toBe(false);
      expect(passesValidation(route.validate, { id: 'founders' })).toBe(false);
    }
    expect(routes.filter((route) => route.validate && !route.path.includes(':id'))).toEqual([]);
  });

  it('pairs desktop and mobile counterparts both ways, and every mobile route has one', () => {
    for (const route of routes) {
      if (route.path.startsWith('/m/')) expect(route.counterpart).toBe(route.path.slice('/m'.length));
      if (route.counterpart) expect(byPath.get(route.counterpart)?.counterpart).toBe(route.path);
    }
    expect(byPath.get('/about')?.counterpart).toBeUndefined();
    expect(byPath.get('/about/story')?.counterpart).toBeUndefined();
  });

  it('uses the layouts of the shell and the About background', () => {
    const layoutOf = (path: string) => byPath.get(path)?.layout;
    expect(layoutOf('/about/story/:id')).toBe('detail');
    expect(layoutOf('/about/team/:id')).toBe('detail');
    expect(layoutOf('/about/team')).toBe('default');
    expect(layoutOf('/m/about/team')).toBe('m-default');
    expect(layoutOf('/m/about/team/:id')).toBe('m-detail');
    expect(routes.every((route) => route.background === 'about')).toBe(true);
  });

  it('declares data needs that are valid queries of content API endpoints', () => {
    for (const route of routes) {
      expect(route.data.length).toBeGreaterThan(0);
      for (const need of route.data) {
        expect(isEndpointPath(need.endpoint)).toBe(true);
        if (!isEndpointPath(need.endpoint)) continue;
        const query = resolveDataParams(need, { id: '3' }, new URLSearchParams());
        const schema = endpoints[need.endpoint].query;
        expect({ route: route.path, valid: Value.Check(schema, Value.Convert(schema, query)) }).toEqual({
          route: route.path,
          valid: true,
        });
      }
    }
  });

  it('asks for the same data on /about as on /about/introduce', () => {
    expect(byPath.get('/about')?.data).toEqual(byPath.get('/about/introduce')?.data);
    expect(byPath.get('/about/team/founder')?.data).toEqual([
      { key: 'member', endpoint: '/api/web/team/detail', params: { id: 'founder' } },
    ]);
  });
});
