/**
 * How a server that could not read a release's files tries again without a restart (DESIGN.md §3):
 * after a delay that doubles with each failure in a row, from seconds to minutes, and at once when
 * the file has changed since it failed (a release folder is immutable, so a change is a repair).
 */
import fs from 'node:fs';

export interface RetryDelays {
  /** The delay after the first failure … */
  firstMs: number;
  /** … doubling with each further one, up to this. */
  maxMs: number;
}

export const RELEASE_RETRY_DELAYS: RetryDelays = { firstMs: 5_000, maxMs: 300_000 };

/** The delay before the next try after `failures` failures in a row (at least one). */
export function retryDelayMs(failures: number, delays: RetryDelays): number {
  return Math.min(delays.maxMs, delays.firstMs * 2 ** Math.max(0, failures - 1));
}

/** What a file is now (identity, size, modification time), or 'missing': compared to see a repair. */
export async function fileStampOf(file: string): Promise<string> {
  try {
    const stats = await fs.promises.stat(file);
    return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  } catch {
    return 'missing';
  }
}
