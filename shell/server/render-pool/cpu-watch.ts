/**
 * How the pool tells section code that runs too long from section code that is only short of CPU
 * (decision 036). A worker names its thread's scheduler file (Linux: `/proc/<pid>/task/<tid>/schedstat`:
 * time on the CPU, time waiting for it); the main thread reads it once a limit's wall-clock time
 * has passed, and ends the worker only when the thread has used that limit of CPU, or has been
 * blocked (neither on the CPU nor waiting for it) for a stall limit of wall-clock time. On a loaded
 * machine, or at a low priority, a sound render gets its CPU later, not less of it: it is not
 * stopped, and its worker not restarted over and over.
 */
import fs from 'node:fs';

/** What a thread has spent, in milliseconds: on the CPU, and runnable but waiting for it. */
export interface ThreadTimes {
  cpuMs: number;
  queuedMs: number;
}

/** The times of the thread behind `file`; null where they cannot be read. */
export function threadTimes(file: string | null): ThreadTimes | null {
  if (!file) return null;
  try {
    const [cpu, queued] = fs.readFileSync(file, 'utf8').split(' ').map(Number);
    const times = { cpuMs: (cpu ?? NaN) / 1e6, queuedMs: (queued ?? NaN) / 1e6 };
    return Number.isFinite(times.cpuMs) && Number.isFinite(times.queuedMs) ? times : null;
  } catch {
    return null;
  }
}

export interface CpuWatchLimits {
  /** CPU time of the thread from now … */
  cpuMs: number;
  /** … or wall-clock time blocked, neither on the CPU nor waiting for it. */
  stallMs: number;
}

/**
 * Calls `onOver` once the thread has used `limits.cpuMs` of CPU from now, or has been blocked for
 * `limits.stallMs`. Where the thread's times cannot be read, `limits.cpuMs` of wall-clock time
 * stands in.
 */
export class CpuWatch {
  private readonly start: ThreadTimes | null;
  private readonly startedAt = performance.now();
  private timeout: NodeJS.Timeout | null = null;

  constructor(
    private readonly timesNow: () => ThreadTimes | null,
    private readonly limits: CpuWatchLimits,
    private readonly onOver: (why: 'cpu' | 'stall') => void,
  ) {
    this.start = timesNow();
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
    const now = this.timesNow();
    if (now === null) return this.onOver('cpu');
    // A thread whose times could not be read when the watch began (a worker still starting) counts all of them.
    const used = now.cpuMs - (this.start?.cpuMs ?? 0);
    if (used >= this.limits.cpuMs) return this.onOver('cpu');
    const elapsed = performance.now() - this.startedAt;
    const blocked = elapsed - used - (now.queuedMs - (this.start?.queuedMs ?? 0));
    if (blocked >= this.limits.stallMs) return this.onOver('stall');
    // The thread cannot use the rest of its CPU time, or be blocked for the rest of the stall limit, any sooner.
    this.arm(Math.max(5, Math.min(this.limits.cpuMs - used, this.limits.stallMs - blocked)));
  }
}
