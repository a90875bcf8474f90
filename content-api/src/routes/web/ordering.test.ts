/**
 * Rows an editor gave the same sort come out by id on both databases. SQLite happens to return
 * such ties in key order and PostgreSQL in the order rows were written, so the rows here are
 * written again backwards with one sort value for all.
 */
import type { FastifyInstance } from 'fastify';
import { buildTestApi, getData } from '../../test-support/api';

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('rows with the same sort', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
    const { db } = app.contentStore;
    for (const table of ['productCategory', 'homeComponent'] as const) {
      const rows = await db.selectFrom(table).selectAll().orderBy('id').execute();
      await db.deleteFrom(table).execute();
      for (const row of rows.reverse())
        await db
          .insertInto(table)
          .values({ ...row, sort: 1 })
          .execute();
    }
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
    const ids = await app.contentStore.db
      .selectFrom('productCategory')
      .select('id')
      .where('languageType', '=', 2)
      .execute();
    expect(first.id).toBe(Math.min(...ids.map((row) => row.id)));
  });

  it('list home blocks by id', async () => {
    const blocks = await getData<{ id: number }[]>(app, '/api/getHomeCopms?languageType=2');
    const ids = blocks.map((block) => block.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).toEqual(ascending(ids));
  });
});
