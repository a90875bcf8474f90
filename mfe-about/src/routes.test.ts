import { manifestProblems, NUMERIC_ID_RULE, passesValidation } from '@site/shared-contracts';
import routes from './routes';

const { manifest } = routes;
const byPath = new Map(manifest.routes.map((route) => [route.path, route]));

describe('the routes of mfe-about', () => {
  it('make a manifest without problems (schema, names, first-match order, counterparts, data needs)', () => {
    expect(manifestProblems(manifest, 'mfe-about')).toEqual([]);
  });

  it('list every About route of SPEC.md §2 once', () => {
    expect(manifest.routes.map((route) => route.path).sort()).toEqual(
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

  it('validate ids of :id routes as numeric ids, and nothing else', () => {
    const idRoutes = manifest.routes.filter((route) => route.path.includes(':id'));
    expect(idRoutes.map((route) => route.path)).toEqual(['/about/story/:id', '/about/team/:id', '/m/about/team/:id']);
    for (const route of idRoutes) {
      expect(route.validate).toEqual(NUMERIC_ID_RULE);
      expect(passesValidation(route.validate, { id: '12' })).toBe(true);
      expect(passesValidation(route.validate, { id: '0' })).toBe(false);
      expect(passesValidation(route.validate, { id: 'founders' })).toBe(false);
    }
    expect(manifest.routes.filter((route) => route.validate && !route.path.includes(':id'))).toEqual([]);
  });

  it('give every mobile route its desktop counterpart, and none to /about and the stories', () => {
    for (const route of manifest.routes) {
      if (route.path.startsWith('/m/')) expect(route.counterpart).toBe(route.path.slice('/m'.length));
    }
    for (const path of ['/about', '/about/story', '/about/story/:id', '/about/memorabilia', '/about/culture'])
      expect(byPath.get(path)?.counterpart).toBeUndefined();
  });

  it('use the layouts of the shell and the About background', () => {
    const layoutOf = (path: string) => byPath.get(path)?.layout;
    expect(layoutOf('/about/story/:id')).toBe('detail');
    expect(layoutOf('/about/team/:id')).toBe('detail');
    expect(layoutOf('/about/team')).toBe('default');
    expect(layoutOf('/m/about/team')).toBe('m-default');
    expect(layoutOf('/m/about/team/:id')).toBe('m-detail');
    expect(manifest.routes.every((route) => route.background === 'about')).toBe(true);
  });

  it('ask for the same data on /about as on /about/introduce, and for the founder by key', () => {
    expect(byPath.get('/about')?.data).toEqual(byPath.get('/about/introduce')?.data);
    expect(byPath.get('/about/team/founder')?.data).toEqual([
      { key: 'member', endpoint: '/api/web/team/detail', params: { id: 'founder' } },
    ]);
    expect(manifest.routes.every((route) => route.data.length > 0)).toBe(true);
  });
});
