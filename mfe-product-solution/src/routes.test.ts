import { manifestProblems, matchRoute, passesValidation, resolveDataParams, seoKeysOf } from '@site/shared-contracts';
import routes, { PRODUCT_KEYS } from './routes';

const { manifest } = routes;
const byPath = new Map(manifest.routes.map((route) => [route.path, route]));
const firstMatch = (pathname: string) => manifest.routes.find((route) => matchRoute(route.path, pathname));

describe('the routes of mfe-product-solution', () => {
  it('make a route manifest with no problems', () => {
    expect(manifestProblems(manifest, 'mfe-product-solution')).toEqual([]);
  });

  it('declare the product, product view and solution routes of SPEC.md §2, desktop and mobile', () => {
    expect(manifest.routes.map((route) => route.path).sort()).toEqual(
      [
        '/product/:id?',
        '/product/view/:id?',
        '/solution/:id?',
        '/m/product/:id?',
        '/m/product/view/:id?',
        '/m/solution/:id?',
      ].sort(),
    );
  });

  it('pair each desktop route with its mobile counterpart', () => {
    for (const route of manifest.routes) {
      const other = route.path.startsWith('/m/') ? route.path.slice('/m'.length) : `/m${route.path}`;
      expect({ path: route.path, counterpart: route.counterpart }).toEqual({ path: route.path, counterpart: other });
    }
  });

  it('send /product/view to the view route, not to a product called "view"', () => {
    expect(firstMatch('/product/view')?.path).toBe('/product/view/:id?');
    expect(firstMatch('/product/view/13')?.path).toBe('/product/view/:id?');
    expect(firstMatch('/m/product/view/44')?.path).toBe('/m/product/view/:id?');
    expect(firstMatch('/product/DataAnalysis')?.path).toBe('/product/:id?');
    expect(firstMatch('/product')?.path).toBe('/product/:id?');
    expect(firstMatch('/solution')?.path).toBe('/solution/:id?');
  });

  it('accept the product keys, numeric view ids and the six solution keys, nothing else', () => {
    const accepts = (path: string, id: string) => passesValidation(byPath.get(path)?.validate, { id });
    for (const key of PRODUCT_KEYS) expect(accepts('/product/:id?', key)).toBe(true);
    expect(accepts('/product/:id?', 'Nope')).toBe(false);
    expect(accepts('/product/:id?', 'dataanalysis')).toBe(false);
    for (const key of ['bank', 'consfinance', 'trust', 'insure', 'onlinefinance', 'microfinance'])
      expect(accepts('/m/solution/:id?', key)).toBe(true);
    expect(accepts('/solution/:id?', 'nowhere')).toBe(false);
    expect(accepts('/product/view/:id?', '102')).toBe(true);
    expect(accepts('/product/view/:id?', '0')).toBe(false);
    expect(accepts('/m/product/view/:id?', 'abc')).toBe(false);
  });

  it('ask the API for the item of the URL, or for its first item when the URL has no id', () => {
    const queryOf = (path: string, id: string | undefined) => {
      const need = byPath.get(path)?.data[0];
      if (!need) throw new Error(`no data need for ${path}`);
      return { endpoint: need.endpoint, query: resolveDataParams(need, { id }, new URLSearchParams()) };
    };
    expect(queryOf('/product/:id?', 'RiskControl')).toEqual({
      endpoint: '/api/web/category/self/detail',
      query: { id: 'RiskControl' },
    });
    expect(queryOf('/product/:id?', undefined).query).toEqual({});
    expect(queryOf('/m/product/view/:id?', '44')).toEqual({
      endpoint: '/api/web/category/page/detail',
      query: { id: '44' },
    });
    expect(queryOf('/product/view/:id?', undefined).query).toEqual({});
    // The route key goes to the API as it is: each backend knows its own numeric id for it.
    expect(queryOf('/solution/:id?', 'insure')).toEqual({
      endpoint: '/api/web/category/detail',
      query: { id: 'insure' },
    });
    expect(queryOf('/m/solution/:id?', undefined).query).toEqual({});
  });

  it('use the scroll layout for solutions and the product and solution backgrounds', () => {
    expect(byPath.get('/solution/:id?')?.layout).toBe('scroll');
    expect(byPath.get('/product/:id?')?.layout).toBe('default');
    expect(byPath.get('/product/view/:id?')?.layout).toBe('detail');
    expect(
      manifest.routes.filter((route) => route.path.startsWith('/m/')).every((route) => route.layout.startsWith('m-')),
    ).toBe(true);
    for (const route of manifest.routes)
      expect(route.background).toBe(`backgrounds/${route.path.includes('solution') ? 'solution' : 'product'}.svg`);
  });

  it('name the SEO entries of SPEC.md §9, with English product view ids remapped', () => {
    expect(byPath.get('/product/view/:id?')?.name).toBe('product-view-id');
    expect(seoKeysOf('product-view-id', { id: '44' })).toEqual(['product-view-13', 'product-view-id']);
    expect(seoKeysOf('m-solution-id', { id: 'bank' })).toEqual(['m-solution-bank', 'm-solution-id']);
    expect(seoKeysOf('product-id', { id: undefined })).toEqual(['product-id']);
  });

  it('go back on a language switch from a product view, and declare the product and solution entries (SPEC.md §2, §4)', () => {
    expect(firstMatch('/product/view/44')?.languageSwitch).toEqual({ kind: 'back' });
    expect(firstMatch('/m/product/view/13')?.languageSwitch).toEqual({ kind: 'back' });
    expect(firstMatch('/product/DataAnalysis')?.languageSwitch).toBeUndefined();
    expect(
      manifest.menu?.map((entry) => [
        entry.key,
        entry.order,
        Array.isArray(entry.items) ? entry.items.length : entry.items,
      ]),
    ).toEqual([
      ['product', 30, 'categories'],
      ['solution', 40, 6],
    ]);
  });
});
