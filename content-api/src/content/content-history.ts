/**
 * The history of imports (decision 070): one row per import that changed the content, written in
 * its transaction, numbered in the order they committed (imports take turns on the content
 * generation's row, so the next number is the largest plus one).
 */
import type { Transaction } from 'kysely';
import type { ContentDb } from '../db/connection';
import type { Database } from '../db/schema';
import type { KindChanges } from './content-changes';

export interface ChangeCounts {
  kind: string;
  added: number;
  changed: number;
  removed: number;
}

export interface ImportRecord {
  number: number;
  /** ISO 8601, UTC. */
  importedAt: string;
  author: string;
  message: string;
  source: string;
  changes: ChangeCounts[];
  backup: string | null;
  generation: number;
  reverts: number | null;
}

export type NewImportRecord = Omit<ImportRecord, 'number' | 'changes'> & { changes: readonly KindChanges[] };

const countsOf = (changes: readonly KindChanges[]): ChangeCounts[] =>
  changes.map(({ kind, added, changed, removed }) => ({
    kind: kind.folder,
    added: added.length,
    changed: changed.length,
    removed: removed.length,
  }));

/** Records an import inside its transaction; answers its number. */
export async function recordImport(trx: Transaction<Database>, record: NewImportRecord): Promise<number> {
  const { last } = await trx
    .selectFrom('contentImport')
    .select((eb) => eb.fn.max('number').as('last'))
    .executeTakeFirstOrThrow();
  const number = Number(last ?? 0) + 1;
  await trx
    .insertInto('contentImport')
    .values({ ...record, number, changes: JSON.stringify(countsOf(record.changes)) })
    .execute();
  return number;
}

type Row = Database['contentImport'];

const fromRow = (row: Row): ImportRecord => ({
  ...row,
  number: Number(row.number),
  generation: Number(row.generation),
  reverts: row.reverts === null ? null : Number(row.reverts),
  changes: JSON.parse(row.changes) as ChangeCounts[],
});

/** Every recorded import, newest first. */
export async function readHistory(db: ContentDb): Promise<ImportRecord[]> {
  const rows = await db.selectFrom('contentImport').selectAll().orderBy('number', 'desc').execute();
  return rows.map(fromRow);
}

export async function findImport(db: ContentDb, number: number): Promise<ImportRecord | undefined> {
  const row = await db.selectFrom('contentImport').selectAll().where('number', '=', number).executeTakeFirst();
  return row && fromRow(row);
}

/** "news: 1 added, 1 changed; milestones: 1 changed". */
export function describeCounts(counts: readonly ChangeCounts[]): string {
  return counts
    .map(({ kind, added, changed, removed }) => {
      const parts = [
        added ? `${added} added` : '',
        changed ? `${changed} changed` : '',
        removed ? `${removed} removed` : '',
      ].filter(Boolean);
      return `${kind}: ${parts.join(', ')}`;
    })
    .join('; ');
}
