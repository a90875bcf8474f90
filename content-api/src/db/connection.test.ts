import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openContentDb } from '../app';

describe('content database', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-db-test-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('creates the folder and file, migrates and seeds on first start', async () => {
    const file = path.join(folder, 'nested', 'content.db');
    const db = await openContentDb(file);
    try {
      expect(fs.existsSync(file)).toBe(true);
      const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(migrations.rows.map((row) => row.name)).toEqual(['001-initial']);
      const { count } = await db
        .selectFrom('article')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBeGreaterThanOrEqual(48);
    } finally {
      await db.destroy();
    }
  });

  it('keeps existing data on a second start', async () => {
    const file = path.join(folder, 'content.db');
    const first = await openContentDb(file);
    await first
      .updateTable('article')
      .set({ title: 'Edited by an editor' })
      .where('languageType', '=', 2)
      .where('id', '=', 501)
      .execute();
    const before = await first
      .selectFrom('article')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    await first.destroy();

    const second = await openContentDb(file);
    try {
      const article = await second
        .selectFrom('article')
        .select('title')
        .where('languageType', '=', 2)
        .where('id', '=', 501)
        .executeTakeFirstOrThrow();
      expect(article.title).toBe('Edited by an editor');
      const after = await second
        .selectFrom('article')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(before.count));
    } finally {
      await second.destroy();
    }
  });

  it('keeps the two backends in one table with their own ids', async () => {
    const db = await openContentDb(path.join(folder, 'content.db'));
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
});
