/**
 * Rows an editor gave the same sort come out by id on both databases. SQLite happens to return
 * such ties in key order and PostgreSQL in the order rows were written, so the seed here writes
 * them backwards with one sort value for all.
 */
import type { FastifyInstance } from 'fastify';
import { defaultSeedContent, type SeedContent } from '../../seed/seed';
import { buildTestApi, getData } from '../../test-support/api';

const tiedAndBackwards = <T extends { sort: number }>(rows: T[]): T[] =>
  rows.map((row) => ({ ...row, sort: 1 })).reverse();

const seed: SeedContent = {
  ...defaultSeedContent,
  business: {
    ...defaultSeedContent.business,
    productCategories: {
      zh: tiedAndBackwards(defaultSeedContent.business.productCategories.zh),
      en: tiedAndBackwards(defaultSeedContent.business.productCategories.en),
    },
    homeComponents: {
      zh: tiedAndBackwards(defaultSeedContent.business.homeComponents.zh),
      en: tiedAndBackwards(defaultSeedContent.business.homeComponents.en),
    },
  },
};

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('rows with the same sort', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi({}, { seed });
  });
  afterAll(() => app.close());

  it.each([1, 2])('list product categories by id (languageType=%i)', async (languageType) => {
    const list = await getData<{ id: number }[]>(app, `/api/web/category/list?id=2&languageType=${languageType}`);
    const ids = list.map((category) => category.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).toEqual(ascending(ids));
  });

  it('make the category with the lowest id the first product', async () => {
    const first = await getData<{ id: number }>(app, '/api/web/category/self/detail?languageType=2');
    const lowest = Math.min(...seed.business.productCategories.en.map((category) => category.id));
    expect(first.id).toBe(lowest);
  });

  it('list home blocks by id', async () => {
    const blocks = await getData<{ id: number }[]>(app, '/api/getHomeCopms?languageType=2');
    const ids = blocks.map((block) => block.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).toEqual(ascending(ids));
  });
});
