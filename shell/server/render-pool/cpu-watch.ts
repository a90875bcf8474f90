/**
 * How the pool tells section code that runs too long from section code that is only short of CPU
 * (decision 036). A worker names its thread's CPU-time file (Linux: `/proc/<pid>/task/<tid>/schedstat`);
 * the main thread reads it once a limit's wall-clock time has passed, and ends the worker only when
 * the thread has used that limit of CPU, or after a stall limit of wall-clock time whatever it used
 * (code that blocks without the CPU). On a loaded machine a sound render gets its CPU later, not
 * less of it: it is not stopped, and its worker not restarted over and over.
 */
import fs from 'node:fs';

/** The CPU time the thread behind `file` has used, in milliseconds; null where it cannot be read. */
export function threadCpuMs(file: string | null): number | null {
  if (!file) return null;
  try {
    const used = Number(fs.readFileSync(file, 'utf8').split(' ')[0]) / 1e6;
    return Number.isFinite(used) ? used : null;
  } catch {
    return null;
  }
}

export interface CpuWatchLimits {
  /** CPU time of the thread from now … */
  cpuMs: number;
  /** … or wall-clock time, whatever CPU it used. */
  stallMs: number;
}

/**
 * Calls `onOver` once the thread has used `limits.cpuMs` of CPU from now, or `limits.stallMs` has
 * passed. Where the thread's CPU cannot be read, `limits.cpuMs` of wall-clock time stands in.
 */
export class CpuWatch {
  private readonly startCpu: number | null;
  private readonly startedAt = performance.now();
  private timeout: NodeJS.Timeout | null = null;

  constructor(
    private readonly cpuNow: () => number | null,
    private readonly limits: CpuWatchLimits,
    private readonly onOver: (why: 'cpu' | 'stall') => void,
  ) {
    this.startCpu = cpuNow();
    this.arm(Math.min(limits.cpuMs, limits.stallMs));
  }

  stop(): void {
    if (this.timeout) clearTimeout(this.timeout);
    this.timeout = null;
  }

  private arm(ms: number) {
    this.timeout = setTimeout(() => this.check(), ms);
  }

  private check() {
    this.timeout = null;
    const now = this.cpuNow();
    // A thread whose CPU could not be read when the watch began (a worker still starting) counts all of it.
    const used = now === null ? null : now - (this.startCpu ?? 0);
    if (used === null || used >= this.limits.cpuMs) return this.onOver('cpu');
    const elapsed = performance.now() - this.startedAt;
    if (elapsed >= this.limits.stallMs) return this.onOver('stall');
    // The thread cannot use the rest of its CPU time any sooner than this.
    this.arm(Math.max(5, Math.min(this.limits.cpuMs - used, this.limits.stallMs - elapsed)));
  }
}
