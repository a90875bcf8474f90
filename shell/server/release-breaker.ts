/**
 * The circuit breaker of one release's server rendering (DESIGN.md §3). Failures in a row open it;
 * it half-opens after a cooldown that grows with each opening in a row (retry-delay.ts), lets one
 * render through, and closes on its first success. A change of the release's bundle since its last
 * failure, or of the registry, half-opens it at once.
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
  private probing = false;
  /** The bundle file as it was when the release last failed. */
  private failedStamp: string | null = null;

  constructor(private readonly options: ReleaseBreakerOptions) {}

  /**
   * Whether a render may run now: always while closed; once opened, a single one at a time after
   * its cooldown (the probe). `stampNow` reads the bundle's stamp, asked only while open.
   */
  async admits(now: number, stampNow: () => Promise<string>): Promise<boolean> {
    if (this.openUntil === null) return true;
    if (this.probing) return false;
    if (now < this.openUntil && (await stampNow()) === this.failedStamp) return false;
    this.probing = true;
    return true;
  }

  /** The registry changed: an open breaker may try at once. */
  halfOpen(now: number): void {
    if (this.openUntil !== null) this.openUntil = Math.min(this.openUntil, now);
  }

  succeeded(): void {
    this.failures = 0;
    this.openings = 0;
    this.openUntil = null;
    this.probing = false;
    this.failedStamp = null;
  }

  /** A render that was not the release's fault (no worker was free): the probe may run again. */
  abstained(): void {
    this.probing = false;
  }

  failed(now: number, stamp: string): void {
    this.failedStamp = stamp;
    this.failures += 1;
    if (this.probing || this.failures >= this.options.threshold) {
      this.openings += 1;
      this.failures = 0;
      this.openUntil = now + retryDelayMs(this.openings, this.options.cooldowns);
    }
    this.probing = false;
  }
}
