import { manifestProblems, passesValidation, resolveDataParams, type RouteEntry } from '@site/shared-contracts';
import routes, { INVEST_TABS } from './routes';

const entries = routes.manifest.routes;

/** SPEC.md §2: the section's desktop and mobile routes. */
const SPEC_ROUTES = [
  '/honour/brand',
  '/honour/compliance',
  '/honour/organization',
  '/honour/organization/partner',
  '/honour/organization/strategypartner',
  '/invest/:id?',
  '/m/honour/compliance',
];
const entryOf = (path: string): RouteEntry => {
  const entry = entries.find((route) => route.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  return entry;
};

describe('the routes module of mfe-honour-invest', () => {
  it('emits a manifest with no problem', () => {
    expect(manifestProblems(routes.manifest, 'mfe-honour-invest')).toEqual([]);
  });

  it('declares the honour and investor routes of SPEC.md §2, desktop and mobile, each once', () => {
    const paths = entries.map((route) => route.path);
    expect(new Set(paths)).toEqual(new Set(SPEC_ROUTES));
    expect(paths).toHaveLength(SPEC_ROUTES.length);
  });

  it('pairs the compliance page with its phone counterpart', () => {
    expect(entryOf('/honour/compliance').counterpart).toBe('/m/honour/compliance');
    expect(entryOf('/m/honour/compliance')).toMatchObject({ counterpart: '/honour/compliance', layout: 'm-default' });
  });

  it('hides the little ball on the two partner pages only', () => {
    const hidden = entries.filter((route) => route.littleBall === false).map((route) => route.path);
    expect(hidden.sort()).toEqual(['/honour/organization/partner', '/honour/organization/strategypartner']);
  });

  it('shows the honour background on the honour pages and the invest background on investor relations', () => {
    for (const route of entries) {
      expect(route.background).toBe(`backgrounds/${route.path.startsWith('/invest') ? 'invest' : 'honour'}.svg`);
    }
  });

  it.each([
    ['/honour/brand', 'brand'],
    ['/honour/compliance', 'compliance'],
    ['/m/honour/compliance', 'compliance'],
    ['/honour/organization', 'organization'],
  ])('%s asks the %s page copy and the honours of that kind', (path, kind) => {
    const queries = entryOf(path).data.map((need) => [
      need.endpoint,
      resolveDataParams(need, {}, new URLSearchParams()),
    ]);
    expect(queries).toEqual([
      ['/api/web/page/detail', { key: kind }],
      ['/api/web/honour/list', { type: kind }],
    ]);
  });

  it.each([
    ['/honour/organization/partner', 'partner'],
    ['/honour/organization/strategypartner', 'strategy'],
  ])('%s asks the partners of type %s', (path, type) => {
    const [need] = entryOf(path).data;
    expect(need?.endpoint).toBe('/api/web/partner/list');
    expect(need && resolveDataParams(need, {}, new URLSearchParams())).toEqual({ type });
  });

  it('lets /invest through with no id or the id of a tab, and nothing else', () => {
    const rules = entryOf('/invest/:id?').validate;
    expect(passesValidation(rules, { id: undefined })).toBe(true);
    for (const tab of INVEST_TABS) expect(passesValidation(rules, { id: tab })).toBe(true);
    for (const id of ['overview', 'highlights', 'Reports', '1', '2025', 'reports.pdf', '']) {
      expect(passesValidation(rules, { id })).toBe(false);
    }
  });

  it('send a language switch on the partners to the organizations page, and link the investor entry out (SPEC.md §2, §4)', () => {
    const partner = entries.find((route) => route.path === '/honour/organization/partner');
    expect(partner?.languageSwitch).toEqual({ kind: 'go', path: '/honour/organization' });
    expect(routes.manifest.menu?.map((entry) => [entry.key, entry.investor ?? false])).toEqual([
      ['honour', false],
      ['invest', true],
    ]);
  });
});
