/**
 * `npm run content -- export <dir>` and `npm run content -- import <dir> [--dry-run] [--backup <dir>]`
 * (decision 030). The database is the servers' (DATABASE_URL or the SQLite file); relative folders
 * are relative to where the command was typed.
 */
import path from 'node:path';
import { MEDIA_ROOT, redactDatabaseUrl, type ContentCliConfig } from './config';
import { describeChanges } from './content/content-changes';
import { readContentDatabase, type ReplaceProgress } from './content/content-database';
import { writeContentFolder } from './content/content-folder';
import { describeProblems, importContent } from './content/import-content';
import { openContentDb } from './plugins/content-store';

export const CONTENT_USAGE = [
  'Usage:',
  '  npm run content -- export <dir>                                 write all content of both backends as files',
  '  npm run content -- import <dir> [--dry-run] [--backup <dir>]    check, then replace the content with the files',
];

export interface ContentCommandIo {
  out(line: string): void;
  err(line: string): void;
  /** Hears each kind an import has written, inside its transaction. */
  onProgress?: (progress: ReplaceProgress) => Promise<void> | void;
}

interface ParsedCommand {
  command: 'export' | 'import';
  folder: string;
  dryRun: boolean;
  backup: string | null;
}

function parse(args: readonly string[]): ParsedCommand | string {
  const [command, ...rest] = args;
  if (command !== 'export' && command !== 'import') return command ? `unknown command "${command}"` : 'no command';
  let folder: string | undefined;
  let dryRun = false;
  let backup: string | null = null;
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index] ?? '';
    if (command === 'import' && arg === '--dry-run') dryRun = true;
    else if (command === 'import' && arg === '--backup') {
      backup = rest[index + 1] ?? null;
      if (!backup) return '--backup needs a folder';
      index += 1;
    } else if (arg.startsWith('-')) return `unknown option ${arg}`;
    else if (folder === undefined) folder = arg;
    else return `one folder only, got "${folder}" and "${arg}"`;
  }
  if (!folder) return `${command} needs a folder`;
  return { command, folder, dryRun, backup };
}

const where = (config: ContentCliConfig) =>
  config.database.dialect === 'postgres' ? redactDatabaseUrl(config.database.url) : config.database.file;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

/** A new backup folder's name: when the import ran, safe in any file system. */
const backupName = () => new Date().toISOString().replace(/[:.]/g, '-');

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
  const folder = path.resolve(config.workingDirectory, parsed.folder);
  const started = performance.now();
  const db = await openContentDb(config.database);
  try {
    if (parsed.command === 'export') {
      const files = writeContentFolder(folder, await readContentDatabase(db));
      io.out(`Exported the content of ${where(config)} to ${folder}: ${files} files in ${seconds(started)}.`);
      return 0;
    }
    const backupFolder = parsed.backup
      ? path.resolve(config.workingDirectory, parsed.backup)
      : path.join(config.backupRoot, backupName());
    const result = await importContent({
      db,
      folder,
      mediaRoot: MEDIA_ROOT,
      dryRun: parsed.dryRun,
      backupFolder,
      onChanges: (changes) => {
        io.out('Changes:');
        for (const line of describeChanges(changes)) io.out(`  ${line}`);
      },
      onProgress: io.onProgress,
    });
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
        return 0;
    }
  } finally {
    await db.destroy();
  }
}
