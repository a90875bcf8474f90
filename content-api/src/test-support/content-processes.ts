/**
 * Content commands run as real processes, as `npm run content` runs them but from the sources
 * (test-setup/typescript-hook.js), against a test's database.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { DatabaseConfig } from '../config';

const HOOK = path.resolve(__dirname, '..', '..', 'test-setup', 'typescript-hook.js');
export const CONTENT_CLI = path.resolve(__dirname, '..', 'content-cli.ts');
export const IMPORT_HOLDING_TRANSACTION = path.resolve(__dirname, 'import-holding-transaction.ts');

function environmentOf(database: DatabaseConfig): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATABASE_FILE: _file, ...env } = process.env;
  return database.dialect === 'postgres'
    ? { ...env, DATABASE_URL: database.url }
    : { ...env, DATABASE_FILE: database.file };
}

export function startContentProcess(
  script: string,
  args: readonly string[],
  database: DatabaseConfig,
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['-r', HOOK, script, ...args], { env: environmentOf(database) });
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** What the process printed and how it ended, once it has. */
export function finished(child: ChildProcessWithoutNullStreams): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
}

/** Resolves when the process prints a line; rejects if it ends first. */
export function lineFrom(child: ChildProcessWithoutNullStreams, wanted: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    const ended = (code: number | null) => reject(new Error(`the process ended (${code}) before printing "${wanted}"`));
    child.once('exit', ended);
    lines.on('line', (line) => {
      if (line !== wanted) return;
      child.off('exit', ended);
      lines.close();
      resolve();
    });
  });
}
