import { buildPath, manifestProblems, matchRoute, NUMERIC_ID_RULE } from '@site/shared-contracts';
import routes from './routes';

const { manifest } = routes;
const routeOf = (pathname: string) => manifest.routes.find((route) => matchRoute(route.path, pathname));

describe('the routes of mfe-about', () => {
  it('make a manifest without problems (schema, names, first-match order, counterparts, data needs)', () => {
    expect(manifestProblems(manifest, 'mfe-about')).toEqual([]);
  });

  it('give the founder a page of its own, and members and stories numeric ids only', () => {
    expect(routeOf('/about/team/founder')?.data[0]?.params).toEqual({ id: 'founder' });
    expect(routeOf('/m/about/team/founder')?.path).toBe('/m/about/team/founder');
    const idRoutes = manifest.routes.filter((route) => route.path.endsWith('/:id'));
    expect(idRoutes.map((route) => route.path)).toEqual(['/about/story/:id', '/about/team/:id', '/m/about/team/:id']);
    for (const route of idRoutes) expect(route.validate).toEqual(NUMERIC_ID_RULE);
  });

  it('show a member or a story in the detail layout of its device', () => {
    for (const route of manifest.routes.filter((entry) => entry.path.endsWith('/:id')))
      expect(route.layout).toBe(route.path.startsWith('/m/') ? 'm-detail' : 'detail');
  });

  it('pair every mobile page with the desktop page at the same path', () => {
    for (const route of manifest.routes.filter((entry) => entry.path.startsWith('/m/')))
      expect(route.counterpart).toBe(route.path.slice('/m'.length));
    expect(routeOf(buildPath('/about/story/:id', { id: '5' }))?.counterpart).toBeUndefined();
  });

  it('show the company profile at /about, with the About background everywhere', () => {
    expect(routeOf('/about')?.data).toEqual(routeOf('/about/introduce')?.data);
    expect(
      manifest.routes.every((route) => route.background === 'backgrounds/about.svg' && route.data.length > 0),
    ).toBe(true);
  });

  it('declare the About entry: seven panel items on its own pages, three drawer links (SPEC.md §2)', () => {
    const [entry] = manifest.menu ?? [];
    const items = Array.isArray(entry?.items) ? entry.items : [];
    expect(items).toHaveLength(7);
    for (const item of [...items, ...(entry?.drawer ?? [])]) expect(routeOf(item.path)).toBeDefined();
    expect(entry?.drawer?.map((item) => item.title.s)).toEqual(['公司简介', '创始人', '股东介绍']);
    expect(entry?.title?.e).toBe('About Us');
  });
});
