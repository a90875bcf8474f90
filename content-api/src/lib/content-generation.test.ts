import { sql, type KyselyPlugin } from 'kysely';
import { openContentDb } from '../plugins/content-store';
import { addNewArticle, copyOfShippedContent, removeContentFolders } from '../test-support/content-folders';
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
  afterEach(async () => {
    await database.drop();
    removeContentFolders();
  });

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

  it('counts the schedule boundaries passed: larger at each, telling the listeners, smaller than the next import', async () => {
    const publish = Date.parse('2026-12-01T01:30:00Z');
    const unpublish = Date.parse('2026-12-02T01:30:00Z');
    const folder = copyOfShippedContent();
    addNewArticle(folder);
    folder.edit('news/zh/31.json', { publishAt: '2026-12-01T09:30:00+08:00' });
    folder.edit('news/zh/29.json', { unpublishAt: '2026-12-02T01:30:00Z' });
    const db = await openContentDb(database.config, folder.root);
    try {
      let now = publish - 1;
      const generation = new ContentGeneration(db, undefined, () => now);
      const heard: number[] = [];
      generation.onChange((value) => heard.push(value));
      await generation.check();
      expect(generation.current).toBe(1);
      expect(generation.nextBoundary).toBe(publish);
      generation.followSchedule();
      expect(heard).toEqual([1]);

      now = publish;
      generation.followSchedule();
      expect(generation.nextBoundary).toBe(unpublish);
      now = unpublish + 1;
      await generation.check();
      expect(generation.nextBoundary).toBe(Infinity);
      expect(heard).toHaveLength(3);
      expect(heard[1]).toBeGreaterThan(1);
      expect(heard[2]).toBeGreaterThan(heard[1]!);
      expect(heard[2]).toBeLessThan(2);

      await raise(database);
      await generation.check();
      // Both boundaries of the new generation are past: the same share as before, of a larger whole.
      expect(generation.current).toBe(2 + 2 / 3);
      expect(heard.at(-1)).toBe(2 + 2 / 3);
    } finally {
      await db.destroy();
    }
  });

  it('reads no clock to follow a schedule when nothing is scheduled', async () => {
    const db = await openContentDb(database.config);
    try {
      const clock = jest.fn(() => Date.now());
      const generation = new ContentGeneration(db, undefined, clock);
      await generation.check();
      const reads = clock.mock.calls.length;
      for (let request = 0; request < 100; request += 1) generation.followSchedule();
      await generation.check();
      expect(clock.mock.calls.length).toBe(reads);
      expect(generation.nextBoundary).toBe(Infinity);
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
