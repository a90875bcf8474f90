/**
 * The content preview (decision 073) in the shared database: at most one row holding its id, its
 * expiry and a folder's checked content as JSON (a snapshot), so every server sharing the
 * database builds the same preview, in memory (content-preview-api.ts). Scheduled items are
 * stored as if due: their publishAt is dropped, so the preview shows them now.
 */
import { randomBytes } from 'node:crypto';
import { openSqlite, migrateToLatest, type ContentDb } from '../db/connection';
import { replaceContent } from './content-database';
import type { ContentSet } from './content-folder';
import { BACKENDS, CONTENT_KINDS, KIND_BY_FOLDER, type Backend, type ContentItem, type ContentKind } from './kinds';

/** How long a preview lasts unless discarded first. */
export const CONTENT_PREVIEW_HOURS = 24;
const HOUR_MS = 3_600_000;

export interface ContentPreview {
  /** What the preview's signed link and cookie grant name: 16 base64url characters. */
  id: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** An item as the preview shows it: a publishAt still to come is dropped, so the item is live now. */
function asIfDue(item: ContentItem): ContentItem {
  if (!('publishAt' in item)) return item;
  const { publishAt: _publishAt, ...rest } = item;
  return rest;
}

/** The checked content of a folder (readContentFolder's, without problems) as JSON text, by kind folder and backend. */
export function previewSnapshotOf(content: ContentSet): string {
  const snapshot: Record<string, Record<Backend, ContentItem[]>> = {};
  for (const kind of CONTENT_KINDS) {
    const byBackend = content.get(kind);
    snapshot[kind.folder] = {
      zh: (byBackend?.zh ?? []).map(asIfDue),
      en: (byBackend?.en ?? []).map(asIfDue),
    };
  }
  return JSON.stringify(snapshot);
}

/** The content a snapshot holds; throws on a text previewSnapshotOf did not write. */
export function contentSetOfSnapshot(text: string): ContentSet {
  const snapshot: unknown = JSON.parse(text);
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot))
    throw new Error('A content preview snapshot is a JSON object');
  const byFolder = snapshot as Record<string, Partial<Record<Backend, unknown>> | undefined>;
  const unknown = Object.keys(byFolder).find((folder) => !KIND_BY_FOLDER.has(folder));
  if (unknown !== undefined) throw new Error(`A content preview snapshot names an unknown kind "${unknown}"`);
  const content = new Map<ContentKind, Record<Backend, ContentItem[]>>();
  for (const kind of CONTENT_KINDS) {
    const items = { zh: [], en: [] } as Record<Backend, ContentItem[]>;
    for (const { name } of BACKENDS) {
      const list = byFolder[kind.folder]?.[name];
      if (!Array.isArray(list)) throw new Error(`A content preview snapshot's ${kind.folder} has no ${name} list`);
      items[name] = list as ContentItem[];
    }
    content.set(kind, items);
  }
  return content;
}

/** An in-memory SQLite database (better-sqlite3 `:memory:`) holding a snapshot's content, written as an import writes it. */
export async function openPreviewContentDb(text: string): Promise<ContentDb> {
  const content = contentSetOfSnapshot(text);
  const db = openSqlite(':memory:');
  try {
    await migrateToLatest(db);
    await db.transaction().execute((trx) => replaceContent(trx, content));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** Makes `content` (from `source`) the one preview, replacing any other, until CONTENT_PREVIEW_HOURS after `now`. */
export async function recordContentPreview(
  db: ContentDb,
  content: ContentSet,
  source: string,
  now: number,
): Promise<ContentPreview> {
  const preview: ContentPreview = {
    id: randomBytes(12).toString('base64url'),
    expiresAt: now + CONTENT_PREVIEW_HOURS * HOUR_MS,
  };
  const snapshot = previewSnapshotOf(content);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('contentPreview').execute();
    await trx
      .insertInto('contentPreview')
      .values({ ...preview, createdAt: new Date(now).toISOString(), source, snapshot })
      .execute();
  });
  return preview;
}

/** Ends the preview; answers the one that was still current, or null. */
export async function discardContentPreview(db: ContentDb, now: number): Promise<ContentPreview | null> {
  const current = await currentContentPreview(db, now);
  await db.deleteFrom('contentPreview').execute();
  return current;
}

/** The preview still current at `now`, or null. */
export async function currentContentPreview(db: ContentDb, now: number): Promise<ContentPreview | null> {
  const row = await db
    .selectFrom('contentPreview')
    .select(['id', 'expiresAt'])
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row ? { id: row.id, expiresAt: Number(row.expiresAt) } : null;
}

/** The snapshot of preview `id` while it is current at `now`, or null. */
export async function contentPreviewSnapshot(db: ContentDb, id: string, now: number): Promise<string | null> {
  const row = await db
    .selectFrom('contentPreview')
    .select('snapshot')
    .where('id', '=', id)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.snapshot ?? null;
}
