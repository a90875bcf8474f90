import { routeNameOf, seoKeysOf, type SeoMap } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, get } from '../../test-support/api';

/** Every route of SPEC.md §2, desktop and mobile. */
const SPEC_ROUTES = [
  '/',
  '/home',
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
  '/contact',
  '/contact/contactus',
  '/contact/join',
  '/contact/join/campusRecruit',
  '/contact/join/emplife',
  '/contact/join/office',
  '/contact/join/socialRecruit',
  '/contact/join/postDetail/:id?',
  '/honour/brand',
  '/honour/compliance',
  '/honour/organization',
  '/honour/organization/partner',
  '/honour/organization/strategypartner',
  '/news',
  '/news/dynamic',
  '/news/dynamic/:id',
  '/news/research',
  '/news/research/:id',
  '/product/:id?',
  '/product/view/:id?',
  '/solution/:id?',
  '/invest/:id?',
  '/m',
  '/m/home',
  '/m/automobile',
  '/m/about/introduce',
  '/m/about/shareholder',
  '/m/about/team',
  '/m/about/team/:id',
  '/m/about/team/founder',
  '/m/contact/contactus',
  '/m/honour/compliance',
  '/m/news/dynamic',
  '/m/news/dynamic/:id',
  '/m/product/:id?',
  '/m/product/view/:id?',
  '/m/solution/:id?',
];

describe('GET /api/web/seo/map', () => {
  let app: FastifyInstance;
  const maps: Record<number, SeoMap> = {};
  beforeAll(async () => {
    app = await buildTestApi();
    for (const languageType of [1, 2]) {
      const response = await get(app, `/api/web/seo/map?languageType=${languageType}`);
      expect(response.json().code).toBe(0);
      maps[languageType] = response.json().data;
    }
  });
  afterAll(async () => app.close());

  it.each([1, 2])('has a complete entry for every route name of the spec in backend %i', (languageType) => {
    const map = maps[languageType] ?? {};
    for (const pattern of SPEC_ROUTES) {
      const entry = map[routeNameOf(pattern)];
      expect({ pattern, entry }).toEqual({
        pattern,
        entry: { seoTitle: expect.any(String), seoKeywords: expect.any(String), seoDesc: expect.any(String) },
      });
      expect(entry?.seoTitle.length).toBeGreaterThan(2);
      expect(entry?.seoDesc.length).toBeGreaterThan(10);
    }
  });

  it('writes the Chinese map in Chinese and the English map in English', () => {
    expect(maps[1]?.['news-dynamic']?.seoTitle).toMatch(/[\u4e00-\u9fff]/);
    expect(maps[2]?.['news-dynamic']?.seoTitle).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('has entries for each solution and product view, English view ids remapped to the Chinese keys', () => {
    for (const languageType of [1, 2]) {
      const map = maps[languageType] ?? {};
      expect(map[seoKeysOf('solution-id', { id: 'bank' })[0] ?? '']).toBeDefined();
      expect(map[seoKeysOf('product-id', { id: 'DataAnalysis' })[0] ?? '']).toBeDefined();
    }
    const english = maps[2] ?? {};
    for (const [id, key] of [
      ['44', 'product-view-13'],
      ['45', 'product-view-14'],
      ['46', 'product-view-15'],
      ['102', 'product-view-1001'],
      ['103', 'product-view-1002'],
    ] as const) {
      expect(seoKeysOf('product-view-id', { id })[0]).toBe(key);
      expect(english[key]?.seoTitle).toBeTruthy();
    }
  });

  it('converts the map to Traditional with script=hant', async () => {
    const response = await get(app, '/api/web/seo/map?languageType=1&script=hant');
    const traditional: SeoMap = response.json().data;
    expect(Object.keys(traditional)).toEqual(Object.keys(maps[1] ?? {}));
    expect(traditional['news-dynamic']?.seoTitle).not.toBe(maps[1]?.['news-dynamic']?.seoTitle);
    expect(traditional['news-dynamic']?.seoTitle).toMatch(/新聞/);
  });
});
