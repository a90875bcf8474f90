/**
 * Page views and failures of the releases a canary compares (decision 078), summed from every
 * server: each adds what it counted since its last flush, and the watchers read the sums. They live
 * where the registry does: canary-counts.json beside registry.json under the registry's lock (the
 * file store), or a table of the registry's PostgreSQL database. Not the registry itself: a flush
 * never changes the registry's stamp, so it never makes a server reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';

/** What the servers counted of one release of a section during one canary (its window: when it started). */
export interface CanaryCount {
  section: string;
  window: string;
  release: string;
  pageviews: number;
  failures: number;
}

export interface CanaryCountStore {
  /** Adds each count to the stored sum of its section, window and release. */
  add(counts: readonly CanaryCount[]): Promise<void>;
  /** The sums of one canary's window, one per release counted. */
  read(section: string, window: string): Promise<CanaryCount[]>;
}

export const CANARY_COUNTS_FILE = 'canary-counts.json';
/** Windows kept in the file store, the latest: older canaries are over. */
const WINDOWS_KEPT = 64;

const keyOf = ({ section, window, release }: Pick<CanaryCount, 'section' | 'window' | 'release'>) =>
  JSON.stringify([section, window, release]);

/** A count as stored: whole, non-negative numbers, or nothing (a file edited by hand). */
function countOf(value: unknown): CanaryCount | null {
  if (typeof value !== 'object' || value === null) return null;
  const { section, window, release, pageviews, failures } = value as Record<string, unknown>;
  if (typeof section !== 'string' || typeof window !== 'string' || typeof release !== 'string') return null;
  if (!Number.isSafeInteger(pageviews) || !Number.isSafeInteger(failures)) return null;
  return { section, window, release, pageviews: pageviews as number, failures: failures as number };
}

/** The file store's counts: one JSON file, read and written whole under the registry's lock. */
export class FileCanaryCounts implements CanaryCountStore {
  constructor(
    private readonly releasesDir: string,
    private readonly withLock: <T>(releasesDir: string, work: () => T) => T,
  ) {}

  private get file() {
    return path.join(this.releasesDir, CANARY_COUNTS_FILE);
  }

  private readAll(): CanaryCount[] {
    try {
      const stored: unknown = JSON.parse(fs.readFileSync(this.file, 'utf8'));
      return Array.isArray(stored) ? stored.map(countOf).filter((count) => count !== null) : [];
    } catch {
      return [];
    }
  }

  async add(counts: readonly CanaryCount[]): Promise<void> {
    if (counts.length === 0) return;
    this.withLock(this.releasesDir, () => {
      const sums = new Map(this.readAll().map((count) => [keyOf(count), count]));
      for (const count of counts) {
        const sum = sums.get(keyOf(count));
        sums.set(
          keyOf(count),
          sum
            ? { ...sum, pageviews: sum.pageviews + count.pageviews, failures: sum.failures + count.failures }
            : { ...count },
        );
      }
      const windows = [...new Set([...sums.values()].map((count) => count.window))].sort().slice(-WINDOWS_KEPT);
      const kept = [...sums.values()].filter((count) => windows.includes(count.window));
      const temporary = `${this.file}.${process.pid}.${Date.now()}.tmp`;
      fs.writeFileSync(temporary, `${JSON.stringify(kept)}\n`);
      fs.renameSync(temporary, this.file);
    });
  }

  async read(section: string, window: string): Promise<CanaryCount[]> {
    return this.readAll().filter((count) => count.section === section && count.window === window);
  }
}

/** The PostgreSQL store's counts: a row per section, window and release, added to in one statement. */
export class PostgresCanaryCounts implements CanaryCountStore {
  constructor(private readonly pool: Pool) {}

  async add(counts: readonly CanaryCount[]): Promise<void> {
    if (counts.length === 0) return;
    await this.pool.query(
      `insert into shell_canary_count (section, window_start, release, pageviews, failures)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[])
       on conflict (section, window_start, release) do update
         set pageviews = shell_canary_count.pageviews + excluded.pageviews,
             failures = shell_canary_count.failures + excluded.failures`,
      [
        counts.map((count) => count.section),
        counts.map((count) => count.window),
        counts.map((count) => count.release),
        counts.map((count) => count.pageviews),
        counts.map((count) => count.failures),
      ],
    );
  }

  async read(section: string, window: string): Promise<CanaryCount[]> {
    const { rows } = await this.pool.query<{ release: string; pageviews: string; failures: string }>(
      'select release, pageviews, failures from shell_canary_count where section = $1 and window_start = $2',
      [section, window],
    );
    return rows.map((row) => ({
      section,
      window,
      release: row.release,
      pageviews: Number(row.pageviews),
      failures: Number(row.failures),
    }));
  }
}
