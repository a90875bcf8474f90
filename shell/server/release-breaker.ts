/**
 * The circuit breaker of one release's server rendering (DESIGN.md §3, decisions 037, 058 and 060).
 * Failures in a row open it; it half-opens after a cooldown that grows with each opening in a row
 * (retry-delay.ts), lets one render through, and closes on its first success. A change of the
 * release's bundle since its last failure, or of the registry, half-opens it at once. A release
 * renders on a quarantine worker until it has rendered a few documents in a row with no failure:
 * a new release (one that loops or leaves timer work behind costs only the CPU nothing else wants,
 * and never a shared worker, which would have to load every other section again), and one that has
 * failed since (a success followed by a failure outside any render, such as timer work, does not
 * bring it back). In quarantine it renders one document at a time: since a failure the others are
 * refused, before one they wait their turn.
 */
import { retryDelayMs, type RetryDelays } from './retry-delay';

export interface ReleaseBreakerOptions {
  /** Failures in a row that open it. */
  threshold: number;
  /** Successes in a row, new or after a failure, before it leaves quarantine. */
  trustAfter: number;
  cooldowns: RetryDelays;
}

/** Whether a render may run: yes, no while the breaker is open, or no worker for it in time. */
export type Admission = 'render' | 'open' | 'busy';

export class ReleaseBreaker {
  private failures = 0;
  /** Openings since the last success: each one waits longer. */
  private openings = 0;
  private openUntil: number | null = null;
  /** Renders admitted and not yet settled. */
  private rendering = 0;
  /** The bundle file as it was when the release last failed. */
  private failedStamp: string | null = null;
  /** Successes in a row it still needs to leave quarantine, since it was new or last failed. */
  private doubted: number;
  /** Renders waiting for their turn in quarantine. */
  private waiting: (() => void)[] = [];

  constructor(private readonly options: ReleaseBreakerOptions) {
    this.doubted = options.trustAfter;
  }

  /**
   * Whether a render may run now (it must then be settled by `succeeded`, `failed` or
   * `abstained`). Once trusted, always. In quarantine, one document at a time: while it has not
   * failed, the next waits for the one before, at most `waitMs` (then `busy`); since a failure, the
   * others are refused, and once open only its cooldown or a change of its bundle lets one through.
   * `now` gives the time, `stampNow` the bundle's stamp, asked only while open.
   */
  async admits(now: () => number, stampNow: () => Promise<string>, waitMs: number): Promise<Admission> {
    const until = performance.now() + waitMs;
    while (this.quarantined && !this.failing && this.rendering > 0) {
      if (!(await this.turn(until - performance.now()))) return 'busy';
    }
    if (this.failing) {
      if (this.rendering > 0) return 'open';
      const openUntil = this.openUntil;
      if (openUntil !== null && now() < openUntil && (await stampNow()) === this.failedStamp) return 'open';
      // Another render may have been admitted while the stamp was read.
      if (this.rendering > 0) return 'open';
    }
    this.rendering += 1;
    return 'render';
  }

  /** It has failed since its last success. */
  get failing(): boolean {
    return this.failures > 0 || this.openUntil !== null;
  }

  /** It renders on a quarantine worker: it is new or has failed, and has not yet succeeded enough times in a row since. */
  get quarantined(): boolean {
    return this.failing || this.doubted > 0;
  }

  /** The registry changed: an open breaker may try at once. */
  halfOpen(now: number): void {
    if (this.openUntil !== null) this.openUntil = Math.min(this.openUntil, now);
  }

  succeeded(): void {
    this.doubted = Math.max(0, this.doubted - 1);
    this.failures = 0;
    this.openings = 0;
    this.openUntil = null;
    this.failedStamp = null;
    this.settle();
  }

  /** An admitted render that was not the release's to fail (no worker was free). */
  abstained(): void {
    this.settle();
  }

  /**
   * A failure of the release: an admitted render (`settles`), or its code failing outside any
   * render (timer work, a rejection nobody handled).
   */
  failed(now: number, stamp: string, settles: boolean): void {
    this.failedStamp = stamp;
    this.doubted = this.options.trustAfter;
    this.failures += 1;
    // A failed try after a cooldown opens it again at once, for longer.
    if (this.openUntil !== null || this.failures >= this.options.threshold) {
      this.openings += 1;
      this.failures = 0;
      this.openUntil = now + retryDelayMs(this.openings, this.options.cooldowns);
    }
    if (settles) this.settle();
  }

  /** A render ended: those waiting look again (the first to look takes the turn). */
  private settle() {
    this.rendering = Math.max(0, this.rendering - 1);
    for (const woken of this.waiting.splice(0)) woken();
  }

  /** Resolves true when a render settles, false once `ms` have passed. */
  private turn(ms: number): Promise<boolean> {
    if (ms <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const woken = () => {
        clearTimeout(timeout);
        resolve(true);
      };
      const timeout = setTimeout(() => {
        const index = this.waiting.indexOf(woken);
        if (index >= 0) this.waiting.splice(index, 1);
        resolve(false);
      }, ms);
      this.waiting.push(woken);
    });
  }
}
