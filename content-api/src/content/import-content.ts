/**
 * An import: a content folder checked whole, compared with the database, and written in one
 * transaction that first raises the content generation, exports what it replaces to a backup
 * folder and records itself in the history. Nothing is written when any file has a problem; an
 * import stopped midway (an error, a killed process) leaves the previous content, as the
 * transaction never commits.
 */
import { machineUser } from '../config';
import type { ContentDb } from '../db/connection';
import { contentChanges, type KindChanges } from './content-changes';
import { recordImport } from './content-history';
import { readContentFolder, writeContentFolder, type ContentSet } from './content-folder';
import { raiseContentGeneration, readContentDatabase, replaceContent, type ReplaceProgress } from './content-database';
import { formatProblem, type ContentProblem } from './item-checks';
import { BACKENDS } from './kinds';
import { missingCounterparts } from './translation-status';

export interface ImportOptions {
  db: ContentDb;
  /** The content folder to import. */
  folder: string;
  /** Where media paths point (content-api/media). */
  mediaRoot: string;
  /** Check and compare only. */
  dryRun?: boolean;
  /** Where to export the content the import replaces; null for none (an empty database's seed). */
  backupFolder: string | null;
  /** Hears the changes before they are written, inside the transaction. */
  onChanges?: (changes: readonly KindChanges[]) => void;
  /** Hears each kind written, inside the transaction (awaited). */
  onProgress?: (progress: ReplaceProgress) => Promise<void> | void;
  /** Who imports, for the history: the machine's user by default. */
  author?: string;
  /** Why, for the history. */
  message?: string;
  /** The import whose previous content this one restores (`revert`). */
  reverts?: number;
  /** Kinds (or news types) whose every item must name a counterpart (translation-status.ts). */
  requireCounterparts?: readonly string[];
  /** The time recorded in the history, in epoch milliseconds. */
  now?: () => number;
}

export type ImportResult =
  | { outcome: 'refused'; problems: ContentProblem[]; files: number }
  | { outcome: 'unchanged'; files: number }
  | { outcome: 'checked'; changes: KindChanges[]; files: number }
  | {
      outcome: 'imported';
      changes: KindChanges[];
      files: number;
      generation: number;
      backup: string | null;
      /** Its number in the history. */
      number: number;
    };

/** Ends the transaction of an import that would change nothing, so the generation stays. */
class NothingToImport extends Error {}

const itemCount = (content: ContentSet) =>
  [...content.values()].reduce((sum, byBackend) => sum + BACKENDS.reduce((n, b) => n + byBackend[b.name].length, 0), 0);

export async function importContent(options: ImportOptions): Promise<ImportResult> {
  const { db, folder, mediaRoot } = options;
  const reading = readContentFolder(folder, mediaRoot);
  const { files } = reading;
  if (reading.problems.length > 0) return { outcome: 'refused', problems: reading.problems, files };
  if (options.requireCounterparts?.length) {
    const missing = missingCounterparts(reading.content, options.requireCounterparts);
    if (missing.length > 0) return { outcome: 'refused', problems: missing, files };
  }

  if (options.dryRun) {
    const changes = contentChanges(await readContentDatabase(db), reading.content);
    return changes.length > 0 ? { outcome: 'checked', changes, files } : { outcome: 'unchanged', files };
  }

  try {
    return await db.transaction().execute(async (trx) => {
      const generation = await raiseContentGeneration(trx);
      const before = await readContentDatabase(trx);
      const changes = contentChanges(before, reading.content);
      if (changes.length === 0) throw new NothingToImport();
      options.onChanges?.(changes);
      const backup = options.backupFolder !== null && itemCount(before) > 0 ? options.backupFolder : null;
      if (backup) writeContentFolder(backup, before);
      await replaceContent(trx, reading.content, options.onProgress);
      const number = await recordImport(trx, {
        importedAt: new Date((options.now ?? Date.now)()).toISOString(),
        author: options.author ?? machineUser(),
        message: options.message ?? '',
        source: folder,
        changes,
        backup,
        generation,
        reverts: options.reverts ?? null,
      });
      return { outcome: 'imported' as const, changes, files, generation, backup, number };
    });
  } catch (error) {
    if (error instanceof NothingToImport) return { outcome: 'unchanged', files };
    throw error;
  }
}

/** The problems as lines, at most `limit` of them and a count of the rest. */
export function describeProblems(problems: readonly ContentProblem[], limit = Infinity): string[] {
  const lines = problems.slice(0, limit).map(formatProblem);
  if (problems.length > limit) lines.push(`… and ${problems.length - limit} more`);
  return lines;
}

/**
 * Seeds an empty database with a content folder (the shipped content on first start): the same
 * import, without a backup. A database with content is left as it is.
 */
export async function seedIfEmpty(db: ContentDb, folder: string, mediaRoot: string): Promise<boolean> {
  const { count } = await db
    .selectFrom('navigationEntry')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  const result = await importContent({
    db,
    folder,
    mediaRoot,
    backupFolder: null,
    message: 'seeded an empty database',
  });
  if (result.outcome === 'refused') {
    throw new Error(`the content in ${folder} has problems:\n${describeProblems(result.problems, 20).join('\n')}`);
  }
  return result.outcome === 'imported';
}
