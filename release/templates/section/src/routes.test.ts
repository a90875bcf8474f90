import { manifestProblems } from '@site/shared-contracts';
import routes, { companyPage } from './routes';

const { manifest } = routes;

describe('the routes of mfe-template-section', () => {
  it('make a manifest without problems (schema, names, first-match order, counterparts, data needs)', () => {
    expect(manifestProblems(manifest, 'mfe-template-section')).toEqual([]);
  });

  it('pair the desktop page with its mobile page, both reading the company page', () => {
    expect(manifest.routes.map((route) => [route.path, route.layout, route.counterpart])).toEqual([
      ['/template-section', 'default', '/m/template-section'],
      ['/m/template-section', 'm-default', '/template-section'],
    ]);
    for (const route of manifest.routes) expect(route.data).toEqual([companyPage]);
  });

  it('declare the header entry, the background and the language rule the shell shows them with', () => {
    expect(manifest.menu?.map((entry) => [entry.key, entry.label])).toEqual([
      ['template-section', { s: '模板栏目', t: '模板欄目', e: 'Template Section' }],
    ]);
    for (const route of manifest.routes) {
      expect(route.background).toBe('backgrounds/template-section.svg');
      expect(route.languageSwitch).toEqual({ kind: 'stay' });
    }
  });
});
