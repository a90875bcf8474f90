import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openContentDb } from '../plugins/content-store';
import { createPostgresDatabaseIn, createTestDatabase, testDialect, type TestDatabase } from '../test-support/database';
import { shippedItems } from '../test-support/shipped-content';
import type { ContentDb } from './connection';

const countOf = async (db: ContentDb) => {
  const { count } = await db
    .selectFrom('article')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
};

describe(`content database (${testDialect()})`, () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  it('migrates and seeds on first start', async () => {
    const db = await openContentDb(database.config);
    try {
      const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(migrations.rows.map((row) => row.name)).toEqual([
        '001-initial',
        '002-counterparts-generation-surveys',
        '003-schedule-and-history',
        '004-content-preview',
      ]);
      expect(await countOf(db)).toBeGreaterThanOrEqual(48);
    } finally {
      await db.destroy();
    }
  });

  it('keeps existing data on a second start', async () => {
    const first = await openContentDb(database.config);
    await first
      .updateTable('article')
      .set({ title: 'Edited by an editor' })
      .where('languageType', '=', 2)
      .where('id', '=', 501)
      .execute();
    const before = await countOf(first);
    await first.destroy();

    const second = await openContentDb(database.config);
    try {
      const article = await second
        .selectFrom('article')
        .select('title')
        .where('languageType', '=', 2)
        .where('id', '=', 501)
        .executeTakeFirstOrThrow();
      expect(article.title).toBe('Edited by an editor');
      expect(await countOf(second)).toBe(before);
    } finally {
      await second.destroy();
    }
  });

  // Several servers share one database only on PostgreSQL; a SQLite file belongs to one process.
  if (testDialect() === 'postgres') {
    it('seeds once when several servers start on one database at the same time', async () => {
      const servers = await Promise.all([openContentDb(database.config), openContentDb(database.config)]);
      try {
        const seeded = shippedItems('news', 'zh').length + shippedItems('news', 'en').length;
        for (const db of servers) expect(await countOf(db)).toBe(seeded);
      } finally {
        await Promise.all(servers.map((db) => db.destroy()));
      }
    });

    it('refuses a database that is not UTF8', async () => {
      const latin1 = await createPostgresDatabaseIn('LATIN1');
      try {
        await expect(openContentDb(latin1.config)).rejects.toThrow(
          /^Cannot open the content database \(PostgreSQL at .*\): the database's encoding is LATIN1; create it with ENCODING 'UTF8'$/,
        );
      } finally {
        await latin1.drop();
      }
    });
  }

  it('keeps the two backends in one table with their own ids', async () => {
    const db = await openContentDb(database.config);
    try {
      const solutions = await db
        .selectFrom('solution')
        .select(['languageType', 'id', 'key'])
        .orderBy('languageType')
        .orderBy('id')
        .execute();
      expect(solutions.map((row) => `${row.languageType}:${row.id}:${row.key}`)).toEqual([
        '1:17:bank',
        '1:18:consfinance',
        '1:19:trust',
        '1:20:insure',
        '1:21:onlinefinance',
        '1:22:microfinance',
        '2:48:bank',
        '2:49:consfinance',
        '2:50:trust',
        '2:51:insure',
        '2:52:onlinefinance',
        '2:53:microfinance',
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('sorts text by code point and folds ASCII case only, as SQLite does', async () => {
    const db = await openContentDb(database.config);
    try {
      const names = ['beta', 'Alpha', 'Émile', 'alpha', '北京', 'Zulu'];
      await db
        .insertInto('shareholder')
        .values(
          names.map((name, index) => ({
            languageType: 9,
            id: index + 1,
            sort: index + 1,
            name,
            kind: 'test',
            description: '',
            logo: '',
          })),
        )
        .execute();
      const sorted = await db
        .selectFrom('shareholder')
        .select('name')
        .where('languageType', '=', 9)
        .orderBy('name')
        .execute();
      expect(sorted.map((row) => row.name)).toEqual(['Alpha', 'Zulu', 'alpha', 'beta', 'Émile', '北京']);
      const lowered = await db
        .selectFrom('shareholder')
        .select((eb) => sql<string>`lower(${eb.ref('name')})`.as('lowered'))
        .where('languageType', '=', 9)
        .orderBy('id')
        .execute();
      expect(lowered.map((row) => row.lowered)).toEqual(['beta', 'alpha', 'Émile', 'alpha', '北京', 'zulu']);
    } finally {
      await db.destroy();
    }
  });
});

describe('content database: a SQLite file', () => {
  it('is created with its folder on first start', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-db-test-'));
    try {
      const file = path.join(folder, 'nested', 'content.db');
      const db = await openContentDb({ dialect: 'sqlite', file });
      await db.destroy();
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('content database: PostgreSQL', () => {
  it('names the server (without its password) when it cannot be reached', async () => {
    // Port 1 on the loopback interface refuses at once.
    const url = 'postgres://site:hunter2@127.0.0.1:1/content';
    const error = await openContentDb({ dialect: 'postgres', url }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^Cannot open the content database \(PostgreSQL at postgres:\/\/site:\*\*\*@127\.0\.0\.1:1\/content\): /,
    );
    expect((error as Error).message).not.toContain('hunter2');
  });
});
