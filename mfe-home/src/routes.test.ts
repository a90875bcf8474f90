import { manifestProblems } from '@site/shared-contracts';
import routes from './routes';

const { manifest } = routes;

describe('the routes of mfe-home', () => {
  it('make a manifest without problems (schema, names, first-match order, data needs)', () => {
    expect(manifestProblems(manifest, 'mfe-home')).toEqual([]);
  });

  it('list every Home route of SPEC.md §2 once', () => {
    expect(manifest.routes.map((route) => route.path)).toEqual(['/', '/home', '/m', '/m/home', '/m/automobile']);
  });

  it('give the home pages the home layouts and the automobile page its own, and no counterpart', () => {
    expect(manifest.routes.map((route) => route.layout)).toEqual(['home', 'home', 'm-home', 'm-home', 'automobile']);
    expect(manifest.routes.every((route) => route.counterpart === undefined)).toBe(true);
  });

  it('embed the same six answers on every home page, and none on the automobile page', () => {
    const [home, ...others] = manifest.routes.filter((route) => route.layout !== 'automobile');
    expect(home?.data.map((need) => need.endpoint).sort()).toEqual([
      '/api/getHomeCopms',
      '/api/web/category/list',
      '/api/web/honour/list',
      '/api/web/news/list',
      '/api/web/partner/list',
      '/api/web/recruit/address/list',
    ]);
    for (const route of others) expect(route.data).toEqual(home?.data);
    expect(manifest.routes.find((route) => route.path === '/m/automobile')?.data).toEqual([]);
  });

  it('reload on a language switch and are never device-redirected on the home pages (SPEC.md §2, §4)', () => {
    for (const path of ['/', '/home', '/m', '/m/home']) {
      const route = manifest.routes.find((candidate) => candidate.path === path);
      expect([path, route?.languageSwitch, route?.deviceGuard]).toEqual([path, { kind: 'reload' }, false]);
    }
    expect(manifest.menu?.map((entry) => [entry.key, entry.label.s, entry.items])).toEqual([
      ['home', '首页', undefined],
    ]);
  });

  it('say what the company is on every home page (Organization, from the offices)', () => {
    for (const route of manifest.routes.filter((candidate) => candidate.layout !== 'automobile'))
      expect([route.path, route.structuredData]).toEqual([route.path, [{ type: 'Organization', from: 'offices' }]]);
  });
});
