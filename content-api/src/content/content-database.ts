/**
 * The content in the database, as the same items the files hold: read whole, or replaced whole
 * inside a transaction that also raises the content generation (decision 031).
 */
import type { Kysely, Transaction } from 'kysely';
import type { ContentDb } from '../db/connection';
import type { Database } from '../db/schema';
import type { ContentSet } from './content-folder';
import { BACKENDS, CONTENT_KINDS, type Backend, type ContentItem, type ContentKind, type Row } from './kinds';

/** Any table, for code that goes through every kind: Kysely's types follow one table at a time. */
type AnyTableDb = Kysely<Record<string, Row>>;

const anyTable = (db: Kysely<Database> | Transaction<Database>) => db as unknown as AnyTableDb;

/** Every item of both backends, each kind in the order of its key. */
export async function readContentDatabase(db: Kysely<Database>): Promise<ContentSet> {
  const content = new Map<ContentKind, Record<Backend, ContentItem[]>>();
  for (const kind of CONTENT_KINDS) {
    const byBackend = {} as Record<Backend, ContentItem[]>;
    for (const { name, languageType } of BACKENDS) {
      let query = anyTable(db).selectFrom(kind.table).selectAll().where('languageType', '=', languageType);
      if (kind.key) query = query.orderBy(kind.key);
      const rows = await query.execute();
      byBackend[name] = rows.map((row) => kind.fromRow(row));
    }
    content.set(kind, byBackend);
  }
  return content;
}

const INSERT_CHUNK = 50;

export interface ReplaceProgress {
  kind: ContentKind;
  /** Rows written of this kind, both backends. */
  rows: number;
}

/**
 * Replaces every row of every kind with the content, kind by kind, telling onProgress after each
 * (awaited: the caller sees the transaction between kinds). Runs inside the caller's transaction.
 */
export async function replaceContent(
  trx: Transaction<Database>,
  content: ContentSet,
  onProgress?: (progress: ReplaceProgress) => Promise<void> | void,
): Promise<void> {
  const db = anyTable(trx);
  for (const kind of CONTENT_KINDS) {
    await db.deleteFrom(kind.table).execute();
    const rows = BACKENDS.flatMap(({ name, languageType }) =>
      (content.get(kind)?.[name] ?? []).map((item) => kind.toRow(item, languageType)),
    );
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await db
        .insertInto(kind.table)
        .values(rows.slice(start, start + INSERT_CHUNK))
        .execute();
    }
    await onProgress?.({ kind, rows: rows.length });
  }
}

/**
 * Raises the content generation by one and answers the new value. The row stays locked until the
 * transaction ends, so imports take turns (PostgreSQL) or wait for the write lock (SQLite).
 */
export async function raiseContentGeneration(trx: Transaction<Database>): Promise<number> {
  const { generation } = await trx
    .updateTable('contentGeneration')
    .set((eb) => ({ generation: eb('generation', '+', 1) }))
    .where('id', '=', 1)
    .returning('generation')
    .executeTakeFirstOrThrow();
  return Number(generation);
}

export async function readContentGeneration(db: ContentDb): Promise<number> {
  const row = await db.selectFrom('contentGeneration').select('generation').where('id', '=', 1).executeTakeFirst();
  return Number(row?.generation ?? 0);
}
