/**
 * The circuit breaker of one release's server rendering (DESIGN.md §3, decision 037). Failures in a
 * row open it; it half-opens after a cooldown that grows with each opening in a row
 * (retry-delay.ts), lets one render through, and closes on its first success. A change of the
 * release's bundle since its last failure, or of the registry, half-opens it at once. A release
 * that has failed since its last success renders one document at a time, so a runaway render
 * never holds more than one render worker.
 */
import { retryDelayMs, type RetryDelays } from './retry-delay';

export interface ReleaseBreakerOptions {
  /** Failures in a row that open it. */
  threshold: number;
  cooldowns: RetryDelays;
}

export class ReleaseBreaker {
  private failures = 0;
  /** Openings since the last success: each one waits longer. */
  private openings = 0;
  private openUntil: number | null = null;
  /** Renders admitted and not yet settled. */
  private rendering = 0;
  /** The bundle file as it was when the release last failed. */
  private failedStamp: string | null = null;

  constructor(private readonly options: ReleaseBreakerOptions) {}

  /**
   * Whether a render may run now (it must then be settled by `succeeded`, `failed` or
   * `abstained`): always while it has not failed; one at a time since a failure, and once open only
   * after its cooldown or a change of its bundle. `stampNow` reads the bundle's stamp, asked only
   * while open.
   */
  async admits(now: number, stampNow: () => Promise<string>): Promise<boolean> {
    if (this.failures > 0 || this.openUntil !== null) {
      if (this.rendering > 0) return false;
      if (this.openUntil !== null && now < this.openUntil && (await stampNow()) === this.failedStamp) return false;
      // Another render may have been admitted while the stamp was read.
      if (this.rendering > 0) return false;
    }
    this.rendering += 1;
    return true;
  }

  /** The registry changed: an open breaker may try at once. */
  halfOpen(now: number): void {
    if (this.openUntil !== null) this.openUntil = Math.min(this.openUntil, now);
  }

  succeeded(): void {
    this.settle();
    this.failures = 0;
    this.openings = 0;
    this.openUntil = null;
    this.failedStamp = null;
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
    if (settles) this.settle();
    this.failedStamp = stamp;
    this.failures += 1;
    // A failed try after a cooldown opens it again at once, for longer.
    if (this.openUntil !== null || this.failures >= this.options.threshold) {
      this.openings += 1;
      this.failures = 0;
      this.openUntil = now + retryDelayMs(this.openings, this.options.cooldowns);
    }
  }

  private settle() {
    this.rendering = Math.max(0, this.rendering - 1);
  }
}
