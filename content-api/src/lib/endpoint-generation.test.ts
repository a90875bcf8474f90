/**
 * Cached hits read the content generation once per turn of the event loop, not once each
 * (endpoint.ts, decision 052): on SQLite a read is a read transaction with two file-lock system
 * calls. On PostgreSQL every hit asks, and the generation shares the reads in flight itself.
 */
import type { FastifyInstance } from 'fastify';
import { buildTestApi } from '../test-support/api';
import { testDialect } from '../test-support/database';

const NEWS_LIST = '/api/web/news/list?type=dynamic&languageType=1';
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe(`the content generation of cached hits (${testDialect()})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(() => app.close());

  it('is read once for the hits of one turn and again in the next turn', async () => {
    expect((await app.inject({ url: NEWS_LIST })).statusCode).toBe(200);
    await nextTurn();
    const check = jest.spyOn(app.contentStore.generation, 'check');
    try {
      const answers = await Promise.all([1, 2, 3].map(() => app.inject({ url: NEWS_LIST })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const perTurn = testDialect() === 'sqlite' ? 1 : 3;
      expect(check).toHaveBeenCalledTimes(perTurn);
      await nextTurn();
      expect((await app.inject({ url: NEWS_LIST })).statusCode).toBe(200);
      expect(check).toHaveBeenCalledTimes(perTurn + 1);
    } finally {
      check.mockRestore();
    }
  });
});
