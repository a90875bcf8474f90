import { Value } from '@sinclair/typebox/value';
import {
  RouteManifest,
  isEndpointPath,
  requestKey,
  resolveDataParams,
  routeNameOf,
  type RouteEntry,
} from '@site/shared-contracts';
import manifest from '../routes.json';
import { CATEGORIES_QUERY, HONOURS_QUERY, NEWS_QUERY, PARTNERS_QUERY } from './api/home-queries';

const routes = manifest.routes as RouteEntry[];

describe('routes.json, the route manifest of mfe-home', () => {
  it('is a valid RouteManifest of this section', () => {
    expect([...Value.Errors(RouteManifest, manifest)]).toEqual([]);
    expect(manifest.section).toBe('mfe-home');
  });

  it('lists every Home route of SPEC.md §2 once, named by routeNameOf(path)', () => {
    expect(routes.map((route) => route.path)).toEqual(['/', '/home', '/m', '/m/home', '/m/automobile']);
    for (const route of routes) expect(route.name).toBe(routeNameOf(route.path));
  });

  it('gives the home pages the home layouts and the automobile page its own', () => {
    expect(routes.map((route) => route.layout)).toEqual(['home', 'home', 'm-home', 'm-home', 'automobile']);
    expect(routes.every((route) => route.counterpart === undefined)).toBe(true);
  });

  it('embeds exactly the requests the home pages make, so they paint with none', () => {
    const pageRequests = [
      requestKey('/api/getHomeCopms', {}),
      requestKey('/api/web/category/list', CATEGORIES_QUERY),
      requestKey('/api/web/news/list', NEWS_QUERY),
      requestKey('/api/web/partner/list', PARTNERS_QUERY),
      requestKey('/api/web/honour/list', HONOURS_QUERY),
    ].sort();
    for (const route of routes.filter((entry) => entry.layout !== 'automobile')) {
      const embedded = route.data.map((need) => {
        expect(isEndpointPath(need.endpoint)).toBe(true);
        return requestKey(need.endpoint, resolveDataParams(need, {}, new URLSearchParams()) ?? {});
      });
      expect(embedded.sort()).toEqual(pageRequests);
    }
    expect(routes.find((route) => route.path === '/m/automobile')?.data).toEqual([]);
  });
});
