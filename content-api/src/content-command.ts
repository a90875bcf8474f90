/**
 * `npm run content -- <command>`: export and import content folders (decision 030), compare a
 * folder with the database, list and revert the history of imports, and show translation and
 * schedule status (decision 070), and store a folder as the content preview that a signed link
 * shows (decision 073). The database is the servers' (DATABASE_URL or the SQLite file);
 * relative folders are relative to where the command was typed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_ROOT, redactDatabaseUrl, type ContentCliConfig } from './config';
import { describeChanges } from './content/content-changes';
import { readContentDatabase, type ReplaceProgress } from './content/content-database';
import { contentDiff } from './content/content-diff';
import { readContentFolder, writeContentFolder } from './content/content-folder';
import { describeCounts, findImport, readHistory } from './content/content-history';
import {
  CONTENT_PREVIEW_HOURS,
  discardContentPreview,
  recordContentPreview,
  type ContentPreview,
} from './content/content-preview';
import { describeProblems, importContent, type ImportResult } from './content/import-content';
import { formatInZone } from './content/schedule';
import {
  COUNTERPART_NAMES,
  dueTimes,
  parseCounterpartNames,
  scheduledLines,
  untranslatedLines,
} from './content/translation-status';
import type { ContentDb } from './db/connection';
import { openContentDb } from './plugins/content-store';

export const CONTENT_USAGE = [
  'Usage:',
  '  npm run content -- export <dir>                write all content of both backends as files',
  '  npm run content -- import <dir> [options]      check, then replace the content with the files',
  '      --dry-run                                  check and list the changes only',
  '      --backup <dir>                             where to save the content it replaces',
  '      --author <name>                            who imports, for the history (default: your user name)',
  '      -m <message>                               why, for the history',
  `      --require-counterparts <kinds>             refuse items of these kinds without a translation (${COUNTERPART_NAMES.join(',')})`,
  '  npm run content -- diff <dir>                  what an import of <dir> would change, item by item',
  '  npm run content -- history                     the imports recorded, newest first, numbered',
  '  npm run content -- revert <n> [--backup <dir>] [--author <name>] [-m <message>]',
  '                                                 restore the content as it was before import n',
  '  npm run content -- status                      items without a counterpart, and scheduled items',
  '  npm run content -- schedule                    publishAt and unpublishAt times still to come',
  `  npm run content -- preview <dir>               check <dir> as import does, then show it (scheduled items as if due)`,
  `                                                 to the browsers that open the link it prints, for ${CONTENT_PREVIEW_HOURS} h`,
  '  npm run content -- preview --discard           end the preview: its link shows the live content again',
];

/** The absolute signed link that opens a content preview (the shell's preview links, decision 069). */
export type PreviewLinker = (preview: ContentPreview) => string;

export interface ContentCommandIo {
  out(line: string): void;
  err(line: string): void;
  /** Hears each kind an import has written, inside its transaction. */
  onProgress?: (progress: ReplaceProgress) => Promise<void> | void;
  /** The time in epoch milliseconds: Date.now unless a test's. */
  clock?: () => number;
  /** What signs a preview's link; throws (with the reason) when previews are off on this site. */
  previewLinker?: () => PreviewLinker;
}

interface RecordOptions {
  backup: string | null;
  author: string | null;
  message: string | null;
}

type ParsedCommand =
  | { command: 'export' | 'diff'; folder: string }
  | ({ command: 'import'; folder: string; dryRun: boolean; requireCounterparts: string[] } & RecordOptions)
  | ({ command: 'revert'; number: number } & RecordOptions)
  | { command: 'history' | 'status' | 'schedule' }
  /** folder null: --discard. */
  | { command: 'preview'; folder: string | null };

const COMMANDS = ['export', 'import', 'diff', 'history', 'revert', 'status', 'schedule', 'preview'] as const;
type CommandName = (typeof COMMANDS)[number];

/** The options each command takes, and whether each takes a value. */
const OPTIONS: Record<CommandName, Record<string, boolean>> = {
  export: {},
  import: { '--dry-run': false, '--backup': true, '--author': true, '-m': true, '--require-counterparts': true },
  diff: {},
  history: {},
  revert: { '--backup': true, '--author': true, '-m': true },
  status: {},
  schedule: {},
  preview: { '--discard': false },
};

/** What a command takes besides its options: a folder, an import's number, or nothing. */
const OPERAND: Record<CommandName, 'folder' | 'number' | null> = {
  export: 'folder',
  import: 'folder',
  diff: 'folder',
  history: null,
  revert: 'number',
  status: null,
  schedule: null,
  preview: 'folder',
};

/** C0 and C1 control characters: a terminal would act on them when the history is printed. */
const hasControlCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/** Why a history text (an author, a message) cannot be recorded, or null. */
function textProblem(option: string, value: string, max: number): string | null {
  if (value.trim() === '') return `${option} needs a text`;
  if (value.length > max) return `${option} takes at most ${max} characters`;
  if (hasControlCharacter(value)) return `${option} takes one line of text, without control characters`;
  return null;
}

function parse(args: readonly string[]): ParsedCommand | string {
  const [command, ...rest] = args;
  if (!COMMANDS.includes(command as CommandName)) return command ? `unknown command "${command}"` : 'no command';
  const name = command as CommandName;
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const operands: string[] = [];
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index] ?? '';
    const takesValue = OPTIONS[name][arg];
    if (takesValue === undefined) {
      if (arg.startsWith('-')) return `unknown option ${arg}`;
      operands.push(arg);
    } else if (!takesValue) flags.add(arg);
    else {
      const value = rest[index + 1];
      if (value === undefined) return `${arg} needs a value`;
      if (values.has(arg)) return `${arg} is given twice`;
      values.set(arg, value);
      index += 1;
    }
  }
  const wanted = OPERAND[name];
  if (wanted === null && operands.length > 0)
    return `${name} takes no ${operands.length > 1 ? 'arguments' : 'argument'}`;
  const discard = name === 'preview' && flags.has('--discard');
  if (discard && operands.length > 0) return 'preview --discard takes no folder';
  if (wanted !== null && operands.length === 0 && !discard)
    return `${name} needs ${wanted === 'folder' ? 'a folder' : 'an import number'}`;
  if (operands.length > 1) return `one ${wanted} only, got "${operands[0]}" and "${operands[1]}"`;
  const operand = operands[0] ?? '';

  for (const [option, max] of [
    ['--author', 100],
    ['-m', 500],
  ] as const) {
    const value = values.get(option);
    const problem = value === undefined ? null : textProblem(option, value, max);
    if (problem) return problem;
  }
  const record: RecordOptions = {
    backup: values.get('--backup') ?? null,
    author: values.get('--author')?.trim() ?? null,
    message: values.get('-m')?.trim() ?? null,
  };
  switch (name) {
    case 'export':
    case 'diff':
      return { command: name, folder: operand };
    case 'preview':
      return { command: name, folder: discard ? null : operand };
    case 'import': {
      const required = values.get('--require-counterparts');
      const counterparts = required === undefined ? { names: [] } : parseCounterpartNames(required);
      if ('problem' in counterparts) return counterparts.problem;
      return {
        command: name,
        folder: operand,
        dryRun: flags.has('--dry-run'),
        requireCounterparts: counterparts.names,
        ...record,
      };
    }
    case 'revert':
      if (!/^[1-9]\d{0,8}$/.test(operand))
        return `revert takes the number of an import (history lists them), not "${operand}"`;
      return { command: name, number: Number(operand), ...record };
    default:
      return { command: name };
  }
}

const where = (config: ContentCliConfig) =>
  config.database.dialect === 'postgres' ? redactDatabaseUrl(config.database.url) : config.database.file;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

/** A new backup folder's name: when the import ran, safe in any file system. */
const backupName = (now: number) => new Date(now).toISOString().replace(/[:.]/g, '-');

interface Context {
  config: ContentCliConfig;
  io: ContentCommandIo;
  db: ContentDb;
  now: () => number;
  started: number;
}

/** Runs one command; resolves to the process's exit code (0 done, 1 refused or failed, 2 usage). */
export async function runContentCommand(
  args: readonly string[],
  config: ContentCliConfig,
  io: ContentCommandIo,
): Promise<number> {
  const parsed = parse(args);
  if (typeof parsed === 'string') {
    io.err(parsed);
    for (const line of CONTENT_USAGE) io.err(line);
    return 2;
  }
  const started = performance.now();
  const db = await openContentDb(config.database);
  const context: Context = { config, io, db, now: io.clock ?? Date.now, started };
  try {
    switch (parsed.command) {
      case 'export': {
        const folder = path.resolve(config.workingDirectory, parsed.folder);
        const files = writeContentFolder(folder, await readContentDatabase(db));
        io.out(`Exported the content of ${where(config)} to ${folder}: ${files} files in ${seconds(started)}.`);
        return 0;
      }
      case 'import':
        return await runImport(context, parsed);
      case 'diff':
        return await runDiff(context, path.resolve(config.workingDirectory, parsed.folder));
      case 'history':
        return await runHistory(context);
      case 'revert':
        return await runRevert(context, parsed);
      case 'status':
        return await runStatus(context);
      case 'schedule':
        return await runSchedule(context);
      case 'preview':
        return parsed.folder === null
          ? await runDiscardPreview(context)
          : await runPreview(context, path.resolve(config.workingDirectory, parsed.folder));
    }
  } finally {
    await db.destroy();
  }
}

function backupFolderOf({ config, now }: Context, backup: string | null): string {
  return backup ? path.resolve(config.workingDirectory, backup) : path.join(config.backupRoot, backupName(now()));
}

/** What an import (or a revert) printed as it ended; its exit code. */
function reportImport({ config, io, started }: Context, folder: string, result: ImportResult): number {
  switch (result.outcome) {
    case 'refused':
      for (const line of describeProblems(result.problems)) io.err(line);
      io.err(`${result.problems.length} problem(s) in ${folder}; nothing was imported.`);
      return 1;
    case 'unchanged':
      io.out(`${result.files} files checked: the database already holds this content; nothing to import.`);
      return 0;
    case 'checked':
      io.out(`${result.files} files checked; these changes would be imported (dry run, nothing written):`);
      for (const line of describeChanges(result.changes)) io.out(`  ${line}`);
      return 0;
    case 'imported':
      if (result.backup) io.out(`The content it replaced is in ${result.backup} (import that folder to restore it).`);
      io.out(
        `Imported ${result.files} files into ${where(config)} in ${seconds(started)}: content generation ${result.generation}.`,
      );
      io.out(`Recorded as import ${result.number}: npm run content -- revert ${result.number} undoes it.`);
      return 0;
  }
}

const printChanges = (io: ContentCommandIo) => (changes: Parameters<typeof describeChanges>[0]) => {
  io.out('Changes:');
  for (const line of describeChanges(changes)) io.out(`  ${line}`);
};

async function runImport(context: Context, parsed: Extract<ParsedCommand, { command: 'import' }>): Promise<number> {
  const { config, io, db, now } = context;
  const folder = path.resolve(config.workingDirectory, parsed.folder);
  const result = await importContent({
    db,
    folder,
    mediaRoot: MEDIA_ROOT,
    dryRun: parsed.dryRun,
    backupFolder: backupFolderOf(context, parsed.backup),
    onChanges: printChanges(io),
    onProgress: io.onProgress,
    author: parsed.author ?? config.user,
    message: parsed.message ?? '',
    requireCounterparts: parsed.requireCounterparts,
    now,
  });
  return reportImport(context, folder, result);
}

async function runDiff({ io, db }: Context, folder: string): Promise<number> {
  const reading = readContentFolder(folder, MEDIA_ROOT);
  if (reading.problems.length > 0) {
    for (const line of describeProblems(reading.problems)) io.err(line);
    io.err(`${reading.problems.length} problem(s) in ${folder}; an import would refuse it.`);
    return 1;
  }
  const diff = contentDiff(await readContentDatabase(db), reading.content);
  if (diff.lines.length === 0) {
    io.out(`The database already holds the content of ${folder}: an import would change nothing.`);
    return 0;
  }
  for (const line of diff.lines) io.out(line);
  const total = diff.added + diff.changed + diff.removed;
  io.out(
    `${total} item(s) differ: ${diff.added} added, ${diff.changed} changed, ${diff.removed} removed. ` +
      `Import them with: npm run content -- import ${folder}`,
  );
  return 0;
}

async function runHistory({ config, io, db }: Context): Promise<number> {
  const history = await readHistory(db);
  if (history.length === 0) {
    io.out('No import is recorded in this database yet.');
    return 0;
  }
  io.out(`Imports, newest first (times in ${config.siteTimeZone}):`);
  const width = String(history[0]?.number ?? '').length;
  for (const entry of history) {
    const time = formatInZone(Date.parse(entry.importedAt), config.siteTimeZone);
    const message = entry.message ? JSON.stringify(entry.message) : '(no message)';
    const reverts = entry.reverts === null ? '' : `, reverting import ${entry.reverts}`;
    io.out(`  ${String(entry.number).padStart(width)}  ${time}  ${entry.author}  ${message}${reverts}`);
    const pad = ' '.repeat(width + 4);
    io.out(`${pad}${describeCounts(entry.changes)}; backup: ${entry.backup ?? 'none (it filled an empty database)'}`);
  }
  io.out('To restore the content as it was before import n: npm run content -- revert <n>');
  return 0;
}

async function runRevert(context: Context, parsed: Extract<ParsedCommand, { command: 'revert' }>): Promise<number> {
  const { config, io, db, now } = context;
  const { number } = parsed;
  const record = await findImport(db, number);
  if (!record) {
    io.err(`No import ${number} in the history of ${where(config)}; npm run content -- history lists them.`);
    return 1;
  }
  if (record.backup === null) {
    io.err(`Import ${number} filled an empty database: there is no content before it to restore.`);
    return 1;
  }
  if (!fs.existsSync(record.backup)) {
    io.err(`The backup of import ${number} is gone (${record.backup}); nothing was changed.`);
    return 1;
  }
  const result = await importContent({
    db,
    folder: record.backup,
    mediaRoot: MEDIA_ROOT,
    backupFolder: backupFolderOf(context, parsed.backup),
    onChanges: printChanges(io),
    onProgress: io.onProgress,
    author: parsed.author ?? config.user,
    message: parsed.message ?? `revert of import ${number}`,
    reverts: number,
    now,
  });
  if (result.outcome === 'unchanged') {
    io.out(`The content is already as it was before import ${number}; nothing to revert.`);
    return 0;
  }
  return reportImport(context, record.backup, result);
}

async function runStatus({ config, io, db, now }: Context): Promise<number> {
  const content = await readContentDatabase(db);
  const time = now();
  const untranslated = untranslatedLines(content, time, config.siteTimeZone);
  if (untranslated.length === 0) io.out('Every item with a detail page has a live counterpart in the other backend.');
  else {
    io.out(`Items without a live counterpart in the other backend (${untranslated.length}):`);
    for (const line of untranslated) io.out(`  ${line}`);
    io.out('Pair each with its translation (both name each other as counterpart, live at the same times).');
  }
  const scheduled = scheduledLines(content, time, config.siteTimeZone);
  if (scheduled.length === 0) io.out('No item is scheduled.');
  else {
    io.out(`Scheduled items (${scheduled.length}), times in ${config.siteTimeZone}:`);
    for (const line of scheduled) io.out(`  ${line}`);
  }
  return 0;
}

async function runSchedule({ config, io, db, now }: Context): Promise<number> {
  const due = dueTimes(await readContentDatabase(db), now());
  if (due.length === 0) {
    io.out('Nothing is due: no item has a publishAt or unpublishAt still to come.');
    return 0;
  }
  io.out(`Due (${due.length}), in ${config.siteTimeZone} and UTC:`);
  for (const { at, field, label } of due) {
    const action = field === 'publishAt' ? 'publish  ' : 'unpublish';
    io.out(
      `  ${formatInZone(at, config.siteTimeZone)} ${config.siteTimeZone}  ${formatInZone(at, 'UTC')} UTC  ${action}  ${label}`,
    );
  }
  io.out('Every server follows these times by itself: nothing needs to run then.');
  return 0;
}

const previewsOff = (): PreviewLinker => {
  throw new Error('previews are off on this site: set PREVIEW_SECRET (as on its servers)');
};

/**
 * Checks the folder as an import does (nothing is written when a file has a problem), stores it
 * as the content preview, replacing any other, and prints its signed link as the last line.
 */
async function runPreview({ config, io, db, now }: Context, folder: string): Promise<number> {
  const reading = readContentFolder(folder, MEDIA_ROOT);
  if (reading.problems.length > 0) {
    for (const line of describeProblems(reading.problems)) io.err(line);
    io.err(`${reading.problems.length} problem(s) in ${folder}; nothing was previewed.`);
    return 1;
  }
  let linkOf: PreviewLinker;
  try {
    linkOf = (io.previewLinker ?? previewsOff)();
  } catch (error) {
    io.err(`No preview: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const diff = contentDiff(await readContentDatabase(db), reading.content);
  const preview = await recordContentPreview(db, reading.content, folder, now());
  const link = linkOf(preview);
  if (diff.lines.length === 0) io.out(`${reading.files} files checked: the same content as the live site.`);
  else {
    const total = diff.added + diff.changed + diff.removed;
    io.out(`${reading.files} files checked; the preview differs from the live content in ${total} item(s):`);
    for (const line of diff.lines) io.out(`  ${line}`);
  }
  io.out(
    `Content preview ${preview.id} stored in ${where(config)}, scheduled items shown as if due, until ` +
      `${formatInZone(preview.expiresAt, config.siteTimeZone)} ${config.siteTimeZone} ` +
      '(npm run content -- preview --discard ends it sooner).',
  );
  io.out('Open this link in each browser that should see it (only those browsers do):');
  io.out(link);
  return 0;
}

async function runDiscardPreview({ config, io, db, now }: Context): Promise<number> {
  const discarded = await discardContentPreview(db, now());
  io.out(
    discarded
      ? `Discarded content preview ${discarded.id} from ${where(config)}: its link and cookies show the live content now.`
      : 'No content preview is current: nothing to discard.',
  );
  return 0;
}
