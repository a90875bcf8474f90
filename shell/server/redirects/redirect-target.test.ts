/** The live route a redirect's target lands on, and the URL forms one entry answers. */
import type { RouteEntry } from '@site/shared-contracts';
import { redirectFormsOf, targetRouteOf } from './redirect-target';

const route = (path: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  name: path,
  layout: 'default',
  data: [],
  ...extra,
});
const ID = { id: { pattern: '[1-9][0-9]{0,8}' } };
const ROUTES = {
  'mfe-news': [
    route('/news/dynamic/:id', { counterpart: '/m/news/dynamic/:id', validate: ID }),
    route('/m/news/dynamic/:id', { counterpart: '/news/dynamic/:id', validate: ID }),
    route('/news/research/:id', { validate: ID }),
  ],
  'mfe-honour-invest': [route('/invest/:id?', { validate: { id: { oneOf: ['reports', 'contact'] } } })],
};

describe('targetRouteOf', () => {
  it('finds the route of a path, or of a pattern whose every path it serves', () => {
    expect(targetRouteOf('/invest/reports', ROUTES)?.section).toBe('mfe-honour-invest');
    expect(targetRouteOf('/invest', ROUTES)?.entry.path).toBe('/invest/:id?');
    expect(targetRouteOf('/news/dynamic/:n', ROUTES)?.entry.path).toBe('/news/dynamic/:id');
    expect(targetRouteOf('/invest/:page?', ROUTES)?.entry.path).toBe('/invest/:id?');
  });

  it('finds none for a path no route serves, a literal its rule refuses, or an external URL', () => {
    expect(targetRouteOf('/invest/unknown', ROUTES)).toBeNull();
    expect(targetRouteOf('/news/:kind/:id', ROUTES)).toBeNull();
    expect(targetRouteOf('/news/dynamic/:id?', ROUTES)).toBeNull();
    expect(targetRouteOf('/careers', ROUTES)).toBeNull();
    expect(targetRouteOf('https://ir.example.com/', ROUTES)).toBeNull();
  });
});

describe('redirectFormsOf', () => {
  it('covers /en always, and /m and /en/m where the target has a mobile page', () => {
    expect(redirectFormsOf('/news/old/:id', '/news/dynamic/:id', ROUTES)).toEqual([
      '/news/old/:id',
      '/en/news/old/:id',
      '/m/news/old/:id',
      '/en/m/news/old/:id',
    ]);
    expect(redirectFormsOf('/paper/:id', '/news/research/:id', ROUTES)).toEqual(['/paper/:id', '/en/paper/:id']);
    expect(redirectFormsOf('/m/old', '/m/news/dynamic/1', ROUTES)).toEqual(['/m/old', '/en/m/old']);
    expect(redirectFormsOf('/ir', 'https://ir.example.com/', ROUTES)).toHaveLength(4);
  });
});
