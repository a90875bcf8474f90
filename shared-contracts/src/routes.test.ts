import { Value } from '@sinclair/typebox/value';
import {
  RouteManifest,
  buildPath,
  isMobilePath,
  isMobilePattern,
  matchRoute,
  pageTargetOf,
  passesValidation,
  productViewSeoId,
  resolveDataParams,
  routeNameOf,
  seoKeysOf,
  type RouteDataNeed,
  type RouteParams,
} from './routes';

describe('route matching', () => {
  it('matches literal and parameter segments', () => {
    expect(matchRoute('/news/dynamic/:id', '/news/dynamic/12')).toEqual({ id: '12' });
    expect(matchRoute('/news/dynamic/:id', '/news/dynamic/12/')).toEqual({ id: '12' });
    expect(matchRoute('/news/dynamic/:id', '/news/research/12')).toBeNull();
    expect(matchRoute('/news/dynamic/:id', '/news/dynamic')).toBeNull();
    expect(matchRoute('/news/dynamic/:id', '/news/dynamic/12/extra')).toBeNull();
  });

  it('matches an optional trailing parameter present or absent', () => {
    expect(matchRoute('/product/:id?', '/product/DataAnalysis')).toEqual({ id: 'DataAnalysis' });
    expect(matchRoute('/product/:id?', '/product')).toEqual({ id: undefined });
  });

  it('matches the root only by "/"', () => {
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/', '/home')).toBeNull();
  });

  it('decodes parameters and rejects malformed escapes', () => {
    expect(matchRoute('/solution/:id', '/solution/a%20b')).toEqual({ id: 'a b' });
    expect(matchRoute('/solution/:id', '/solution/%E0%A4%A')).toBeNull();
  });

  it('builds paths from patterns', () => {
    expect(buildPath('/m/news/dynamic/:id', { id: '7' })).toBe('/m/news/dynamic/7');
    expect(buildPath('/product/:id?', {})).toBe('/product');
    expect(buildPath('/')).toBe('/');
    expect(() => buildPath('/news/dynamic/:id', {})).toThrow(/Missing route parameter "id"/);
  });
});

describe('route names and SEO keys', () => {
  it.each([
    ['/', 'index'],
    ['/home', 'home'],
    ['/news/dynamic/:id', 'news-dynamic-id'],
    ['/contact/join/postDetail/:id?', 'contact-join-postDetail-id'],
    ['/m', 'm'],
    ['/m/about/team/founder', 'm-about-team-founder'],
  ])('%s is named %s', (pattern, name) => {
    expect(routeNameOf(pattern)).toBe(name);
  });

  it.each([
    ['44', '13'],
    ['45', '14'],
    ['46', '15'],
    ['102', '1001'],
    ['103', '1002'],
    ['13', '13'],
    ['7', '7'],
  ])('remaps product view %s to SEO id %s', (id, seoId) => {
    expect(productViewSeoId(id)).toBe(seoId);
  });

  it('tries the specific key of a parameterised route before its generic one', () => {
    expect(seoKeysOf('product-view-id', { id: '44' })).toEqual(['product-view-13', 'product-view-id']);
    expect(seoKeysOf('m-product-view-id', { id: '102' })).toEqual(['m-product-view-1001', 'm-product-view-id']);
    expect(seoKeysOf('solution-id', { id: 'bank' })).toEqual(['solution-bank', 'solution-id']);
    expect(seoKeysOf('news-dynamic-id', { id: '3' })).toEqual(['news-dynamic-3', 'news-dynamic-id']);
    expect(seoKeysOf('product-id', {})).toEqual(['product-id']);
    expect(seoKeysOf('about-team-founder', {})).toEqual(['about-team-founder']);
  });
});

describe('route validation', () => {
  const rules = { id: { pattern: '[1-9][0-9]{0,8}' } };

  it('passes ids that match the whole pattern', () => {
    expect(passesValidation(rules, { id: '12' })).toBe(true);
    expect(passesValidation(rules, { id: '12abc' })).toBe(false);
    expect(passesValidation(rules, { id: '0' })).toBe(false);
  });

  it('checks a list of allowed values', () => {
    const solution = { id: { oneOf: ['bank', 'trust'] } };
    expect(passesValidation(solution, { id: 'bank' })).toBe(true);
    expect(passesValidation(solution, { id: 'casino' })).toBe(false);
  });

  it('passes routes without rules and absent optional parameters', () => {
    expect(passesValidation(undefined, { id: 'anything' })).toBe(true);
    expect(passesValidation(rules, { id: undefined })).toBe(true);
  });
});

describe('route data needs', () => {
  const need: RouteDataNeed = {
    key: 'article',
    endpoint: '/api/web/news/detail',
    params: { id: ':id', type: 'dynamic', page: '?page', size: 10 },
  };

  it('fills parameters from the path, the query string and literals', () => {
    expect(resolveDataParams(need, { id: '5' }, new URLSearchParams('page=3'))).toEqual({
      id: '5',
      type: 'dynamic',
      page: '3',
      size: 10,
    });
  });

  it('leaves out an absent query parameter and gives up without a path parameter', () => {
    expect(resolveDataParams(need, { id: '5' }, new URLSearchParams())).toEqual({ id: '5', type: 'dynamic', size: 10 });
    expect(resolveDataParams(need, {}, new URLSearchParams())).toBeNull();
  });

  it('leaves out an optional path parameter the URL lacks, so the API answers its first item', () => {
    const product: RouteDataNeed = {
      key: 'product',
      endpoint: '/api/web/category/self/detail',
      params: { id: ':id?' },
    };
    expect(resolveDataParams(product, { id: 'DataAnalysis' }, new URLSearchParams())).toEqual({ id: 'DataAnalysis' });
    expect(resolveDataParams(product, { id: undefined }, new URLSearchParams())).toEqual({});
  });

  it('takes a URL query value the endpoint would refuse as absent', () => {
    const positions: RouteDataNeed = {
      key: 'positions',
      endpoint: '/api/web/recruit/social/list',
      params: { city: '?city', keyword: '?keyword', page: '?page' },
    };
    const resolve = (search: string) => resolveDataParams(positions, {}, new URLSearchParams(search));
    expect(resolve('city=北京&keyword=开发&page=2')).toEqual({ city: '北京', keyword: '开发', page: '2' });
    expect(resolve('city=&keyword=&page=')).toEqual({});
    expect(resolve('page=abc')).toEqual({});
    expect(resolve('page=0')).toEqual({});
    expect(resolve('page=1.5')).toEqual({});
    expect(resolve(`keyword=${'长'.repeat(41)}`)).toEqual({});
  });
});

describe('the URL a page is rendered for', () => {
  const positions: { entry: { data: RouteDataNeed[] }; params: RouteParams } = {
    entry: {
      data: [
        {
          key: 'list',
          endpoint: '/api/web/recruit/social/list',
          params: { city: '?city', keyword: '?keyword', page: '?page' },
        },
        { key: 'photos', endpoint: '/api/web/environment/list', params: { city: '?city' } },
      ],
    },
    params: {},
  };
  const target = (query: string) => pageTargetOf('/contact/positions', positions, new URLSearchParams(query));

  it("drops a campaign's query, and every query of a route that reads none or of no route", () => {
    const introduce = {
      entry: { data: [{ key: 'page', endpoint: '/api/web/page/detail', params: { key: 'a' } }] },
      params: {},
    };
    for (const campaign of ['utm_source=newsletter', 'utm_campaign=q4', 'gclid=abc', 'utm_source=x&page=2&_=1']) {
      expect(pageTargetOf('/about/introduce', introduce, new URLSearchParams(campaign))).toBe('/about/introduce');
      expect(pageTargetOf('/nowhere', null, new URLSearchParams(campaign))).toBe('/nowhere');
    }
    expect(target('utm_source=newsletter')).toBe('/contact/positions');
  });

  it('keeps the parameters the route reads, once each and in the order sent, without refused values', () => {
    expect(target('page=2&city=%E5%8C%97%E4%BA%AC&utm_campaign=q4')).toBe(
      '/contact/positions?page=2&city=%E5%8C%97%E4%BA%AC',
    );
    expect(target('gclid=abc&city=%E5%8C%97%E4%BA%AC&page=2&page=3')).toBe(
      '/contact/positions?city=%E5%8C%97%E4%BA%AC&page=2',
    );
    expect(target('page=abc&keyword=')).toBe('/contact/positions');
  });

  it('is its own target, however the address spelled its query', () => {
    const once = target('keyword=a%20b&utm_source=newsletter&page=2');
    expect(once).toBe('/contact/positions?keyword=a+b&page=2');
    expect(pageTargetOf('/contact/positions', positions, new URL(once, 'http://site.invalid').searchParams)).toBe(once);
  });
});

describe('route manifest schema', () => {
  const manifest = {
    section: 'mfe-news',
    routes: [
      {
        path: '/news/dynamic/:id',
        name: 'news-dynamic-id',
        layout: 'detail',
        background: 'backgrounds/news.svg',
        counterpart: '/m/news/dynamic/:id',
        data: [{ key: 'article', endpoint: '/api/web/news/detail', params: { id: ':id' } }],
        validate: { id: { pattern: '[1-9][0-9]*' } },
      },
    ],
  };

  it('accepts a well-formed manifest', () => {
    expect(Value.Check(RouteManifest, manifest)).toBe(true);
  });

  it('rejects an unknown layout and unknown fields', () => {
    const badLayout = { ...manifest, routes: [{ ...manifest.routes[0], layout: 'fancy' }] };
    const extraField = { ...manifest, routes: [{ ...manifest.routes[0], colour: 'red' }] };
    expect(Value.Check(RouteManifest, badLayout)).toBe(false);
    expect(Value.Check(RouteManifest, extraField)).toBe(false);
  });
});

describe('isMobilePath', () => {
  it('keeps its former name for sections released before the rename, which call it at runtime', () => {
    expect(isMobilePattern).toBe(isMobilePath);
  });

  it('tells mobile paths and patterns from desktop ones', () => {
    expect(['/m', '/m/home', '/m/news/dynamic/:id', '/media', '/', '/home'].map(isMobilePath)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
