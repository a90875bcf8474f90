import { sql, type KyselyPlugin } from 'kysely';
import { openContentDb } from '../plugins/content-store';
import { createTestDatabase, testDialect, type TestDatabase } from '../test-support/database';
import { ContentGeneration } from './content-generation';

/** Another server (or an import) raising the generation. */
async function raise(database: TestDatabase) {
  const other = await openContentDb(database.config);
  try {
    await sql`update content_generation set generation = generation + 1`.execute(other);
  } finally {
    await other.destroy();
  }
}

describe(`the content generation (${testDialect()})`, () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  it('sees a change committed by another connection on its next check, and tells its listeners once', async () => {
    const db = await openContentDb(database.config);
    try {
      const generation = new ContentGeneration(db);
      const heard: number[] = [];
      generation.onChange((value) => heard.push(value));
      await generation.check();
      await generation.check();
      await raise(database);
      await generation.check();
      expect(generation.current).toBe(2);
      expect(heard).toEqual([1, 2]);
    } finally {
      await db.destroy();
    }
  });

  if (testDialect() === 'sqlite') {
    it('reads synchronously on SQLite, so a cached answer never waits', async () => {
      const db = await openContentDb(database.config);
      try {
        const generation = new ContentGeneration(db);
        expect(generation.check()).toBeUndefined();
        expect(generation.current).toBe(1);
      } finally {
        await db.destroy();
      }
    });
  } else {
    it('shares reads between requests that arrive together, each still seeing what was committed before it', async () => {
      const db = await openContentDb(database.config);
      try {
        let reads = 0;
        const counting: KyselyPlugin = {
          transformQuery: (args) => {
            reads += 1;
            return args.node;
          },
          transformResult: async (args) => args.result,
        };
        const generation = new ContentGeneration(db.withPlugin(counting));
        const together = await Promise.all(Array.from({ length: 50 }, () => generation.check()));
        expect(new Set(together)).toEqual(new Set([1]));
        expect(reads).toBeLessThanOrEqual(2);
        await raise(database);
        expect(await generation.check()).toBe(2);
      } finally {
        await db.destroy();
      }
    });
  }
});
