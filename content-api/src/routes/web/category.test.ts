import {
  SOLUTION_CATEGORY_IDS,
  SOLUTION_KEYS,
  type CategoryDetail,
  type CategoryListItem,
  type ProductCategory,
  type ProductView,
} from '@site/shared-contracts';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MEDIA_ROOT } from '../../app';
import { buildTestApi, get, getData } from '../../test-support/api';

const PRODUCT_KEYS = ['DataAnalysis', 'PrecisionMarketing', 'InsuranceTechnology', 'RiskControl', 'InclusiveFinance'];
const VIEW_IDS = { 1: [13, 14, 15, 1001, 1002], 2: [44, 45, 46, 102, 103] } as const;

describe('category endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(async () => app.close());

  describe.each([1, 2] as const)('in backend %i', (languageType) => {
    it('category/list?id=2 lists the product categories with exactly title, url, image and id', async () => {
      const list = await getData<CategoryListItem[]>(app, `/api/web/category/list?id=2&languageType=${languageType}`);
      expect(list.map((item) => item.url)).toEqual(PRODUCT_KEYS.map((key) => `/product/${key}`));
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(['id', 'image', 'title', 'url']);
        expect(item.image).toMatch(/^\/api\/media\/products\/\w+\.svg$/);
        expect(item.title.length).toBeGreaterThan(0);
      }
    });

    it.each(SOLUTION_KEYS)('category/detail answers the %s solution under its fixed id', async (key) => {
      const id = SOLUTION_CATEGORY_IDS[languageType][key];
      const detail = await getData<CategoryDetail>(
        app,
        `/api/web/category/detail?id=${id}&languageType=${languageType}`,
      );
      expect(detail).toMatchObject({ id, key });
      expect(detail.name).not.toBe('');
      expect(detail.ctitle).toMatch(/[\u4e00-\u9fff]/);
      expect(detail.etitle).toMatch(/^[A-Z]/);
      expect(detail.pages.length).toBeGreaterThanOrEqual(3);
      for (const page of detail.pages) expect(page.content).toMatch(/^<[a-z]/);
    });

    it('category/self/detail finds a product category by route key and by id, with its views', async () => {
      const byKey = await getData<ProductCategory>(
        app,
        `/api/web/category/self/detail?id=InsuranceTechnology&languageType=${languageType}`,
      );
      const byId = await getData<ProductCategory>(
        app,
        `/api/web/category/self/detail?id=${byKey.id}&languageType=${languageType}`,
      );
      expect(byId).toEqual(byKey);
      expect(byKey.key).toBe('InsuranceTechnology');
      expect(byKey.features.length).toBeGreaterThanOrEqual(3);
      expect(byKey.views.map((view) => view.id)).toEqual([VIEW_IDS[languageType][2]]);
    });

    it.each(SOLUTION_KEYS)('category/detail answers the %s solution by its route key as by its id', async (key) => {
      const byKey = await getData<CategoryDetail>(
        app,
        `/api/web/category/detail?id=${key}&languageType=${languageType}`,
      );
      const byId = await getData<CategoryDetail>(
        app,
        `/api/web/category/detail?id=${SOLUTION_CATEGORY_IDS[languageType][key]}&languageType=${languageType}`,
      );
      expect(byKey).toEqual(byId);
    });

    it('answers the first item when a category read has no id: bank, the first product, its first view', async () => {
      const solution = await getData<CategoryDetail>(app, `/api/web/category/detail?languageType=${languageType}`);
      expect(solution.key).toBe('bank');
      const product = await getData<ProductCategory>(app, `/api/web/category/self/detail?languageType=${languageType}`);
      expect(product.key).toBe(PRODUCT_KEYS[0]);
      const view = await getData<ProductView>(app, `/api/web/category/page/detail?languageType=${languageType}`);
      expect(view.id).toBe(VIEW_IDS[languageType][0]);
      expect(product.views[0]?.id).toBe(view.id);
    });

    it('category/page/detail answers each product view with its video and views counter', async () => {
      for (const [index, id] of VIEW_IDS[languageType].entries()) {
        const view = await getData<ProductView>(
          app,
          `/api/web/category/page/detail?id=${id}&languageType=${languageType}`,
        );
        expect(view.id).toBe(id);
        expect(view.categoryKey).toBe(PRODUCT_KEYS[index]);
        expect(view.video.src).toMatch(/^\/api\/media\/products\/.+\.webm$/);
        // The view page plays the video over its poster: both files are there.
        for (const file of [view.video.src, view.video.poster])
          expect(fs.existsSync(path.join(MEDIA_ROOT, file.replace(/^\/api\/media\//, '')))).toBe(true);
        expect(view.views).toBeGreaterThan(0);
      }
    });
  });

  it('refuses a solution key it does not know with 400, and an unknown numeric id with 404', async () => {
    expect((await get(app, '/api/web/category/detail?id=nowhere&languageType=1')).statusCode).toBe(400);
    expect((await get(app, '/api/web/category/detail?id=999999&languageType=1')).statusCode).toBe(404);
    expect((await get(app, '/api/web/category/page/detail?id=999999&languageType=1')).statusCode).toBe(404);
  });

  it('keeps the two backends apart: a Chinese solution id is unknown to the English backend', async () => {
    expect((await get(app, '/api/web/category/detail?id=17&languageType=2')).statusCode).toBe(404);
    expect((await get(app, '/api/web/category/detail?id=53&languageType=1')).statusCode).toBe(404);
  });

  it('converts solution text to Traditional and leaves ids, keys and images alone', async () => {
    const simplified = await getData<CategoryDetail>(app, '/api/web/category/detail?id=17&languageType=1');
    const traditional = await getData<CategoryDetail>(app, '/api/web/category/detail?id=17&languageType=1&script=hant');
    expect(traditional.id).toBe(17);
    expect(traditional.key).toBe('bank');
    expect(traditional.banner).toBe(simplified.banner);
    expect(traditional.name).toBe('銀行');
    expect(traditional.pages.map((page) => page.id)).toEqual(simplified.pages.map((page) => page.id));
    expect(traditional.pages[0]?.content).not.toBe(simplified.pages[0]?.content);
  });
});
