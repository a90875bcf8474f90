/**
 * The circuit breaker of one release's server rendering (DESIGN.md §3, decisions 037 and 058).
 * Failures in a row open it; it half-opens after a cooldown that grows with each opening in a row
 * (retry-delay.ts), lets one render through, and closes on its first success. A change of the
 * release's bundle since its last failure, or of the registry, half-opens it at once. A release
 * that has failed since its last success renders one document at a time (on the quarantine worker),
 * so a runaway render never holds more than one render worker, and it stays there until it has
 * rendered a few documents in a row with no failure (a success followed by a failure outside any
 * render, such as timer work, does not bring it back); a release that has not yet rendered
 * once renders its first document alone, the others waiting for it, so a new release that loops
 * holds one worker, not all of them.
 */
import { retryDelayMs, type RetryDelays } from './retry-delay';

export interface ReleaseBreakerOptions {
  /** Failures in a row that open it. */
  threshold: number;
  /** Successes in a row after a failure before it leaves the quarantine worker. */
  trustAfter: number;
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
  /** It has rendered once. */
  private proven = false;
  /** Successes in a row it still needs, since its last failure, to leave the quarantine worker. */
  private doubted = 0;
  /** Renders waiting for the first render of a release not yet proven. */
  private waiting: (() => void)[] = [];

  constructor(private readonly options: ReleaseBreakerOptions) {}

  /**
   * Whether a render may run now (it must then be settled by `succeeded`, `failed` or
   * `abstained`): always once it has rendered and while it has not failed; its first render alone,
   * the others waiting for it to settle; one at a time since a failure, and once open only after
   * its cooldown or a change of its bundle. `now` gives the time, `stampNow` the bundle's stamp,
   * asked only while open.
   */
  async admits(now: () => number, stampNow: () => Promise<string>): Promise<boolean> {
    while (!this.proven && !this.failing && this.rendering > 0) {
      await new Promise<void>((settled) => this.waiting.push(settled));
    }
    if (this.failing) {
      if (this.rendering > 0) return false;
      const openUntil = this.openUntil;
      if (openUntil !== null && now() < openUntil && (await stampNow()) === this.failedStamp) return false;
      // Another render may have been admitted while the stamp was read.
      if (this.rendering > 0) return false;
    }
    this.rendering += 1;
    return true;
  }

  /** It has failed since its last success. */
  get failing(): boolean {
    return this.failures > 0 || this.openUntil !== null;
  }

  /** It renders on the quarantine worker: it has failed, and not yet succeeded enough times in a row since. */
  get quarantined(): boolean {
    return this.failing || this.doubted > 0;
  }

  /** The registry changed: an open breaker may try at once. */
  halfOpen(now: number): void {
    if (this.openUntil !== null) this.openUntil = Math.min(this.openUntil, now);
  }

  succeeded(): void {
    this.proven = true;
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

  /** A render ended: renders waiting for a first one look again. */
  private settle() {
    this.rendering = Math.max(0, this.rendering - 1);
    for (const waiting of this.waiting.splice(0)) waiting();
  }
}
