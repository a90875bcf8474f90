/**
 * Server rendering of sections (DESIGN.md §3). Section code runs in a pool of worker threads
 * (render-pool/, decision 036), never on the thread that serves documents. A render's limit is CPU
 * time (decision 016); one that fails (its bundle cannot be read or run, names another contract or
 * React, throws, runs too long, or its timer work does) gives a client render, and a release that
 * keeps failing is left alone for a while that grows with each failure, and tried again at once when
 * its bundle or the registry changes (decision 037). A new release, and one that has failed, renders
 * on the quarantine worker until it has rendered a few documents in a row (decisions 058 and 060).
 * The outcome is one word (Server-Timing); what
 * happened, with the release, goes to `onFailure` (the server's log).
 */
import { SERVER_ENTRY_CONTRACT, type InitialState, type RegistryEntry } from '@site/shared-contracts';
import { releaseFileOf } from './release-catalog';
import { ReleaseBreaker } from './release-breaker';
import { RenderPool, type PoolResult, type RenderPoolOptions, type WorkerStats } from './render-pool/render-pool';
import { fileStampOf, RELEASE_RETRY_DELAYS, type RetryDelays } from './retry-delay';
import { within } from './time-limit';

/** Documents a release renders in a row with no failure, new or after one, before it leaves quarantine. */
const QUARANTINE_TRUST_AFTER = 3;

/**
 * Why the browser renders a section: its render ran past its budget (`timeout`) or failed
 * (`error`), its release is left alone after failures (`breaker`), no render worker was free in
 * time (`busy`), the visitor's browser loads it from elsewhere (`overridden`), server rendering is
 * off (`off`), or its release has no server bundle (`no-server-build`).
 */
export type ClientRenderReason = 'timeout' | 'error' | 'breaker' | 'busy' | 'overridden' | 'off' | 'no-server-build';

export type SectionRender =
  | { kind: 'server'; html: string; ms: number }
  | { kind: 'client'; reason: ClientRenderReason; ms: number; detail?: string };

/** What the document composer needs of a renderer (the bench gives one of its own). */
export interface SectionRendering {
  render(entry: RegistryEntry, url: string, state: InitialState): Promise<SectionRender>;
  /** The registry now names only these server bundles. */
  retainOnly(entries: readonly string[]): void;
}

export interface SectionRendererOptions {
  releasesDir: string;
  /** The React the browser runs: a bundle with another one could not be hydrated. */
  reactVersion: string;
  /** Render workers (configuration: RENDER_WORKERS, sized from os.availableParallelism()). */
  workers: number;
  /** Consecutive failures that open a release's breaker … */
  breakerThreshold?: number;
  /** … for a cooldown growing from seconds to minutes with each opening in a row. */
  breakerCooldowns?: RetryDelays;
  now?: () => number;
  /** Limits of the pool (tests shorten them). */
  pool?: Partial<Omit<RenderPoolOptions, 'size' | 'contract' | 'reactVersion' | 'onFault'>>;
  /**
   * Whether releases not yet trusted render on the quarantine workers (on by default). The release
   * gate turns it off: it renders one release alone, to judge its code by its CPU time, not by how
   * busy the machine is.
   */
  quarantine?: boolean;
  /** Where a failure is reported with its release and what happened (the server's log). */
  onFailure?: (release: string, reason: 'timeout' | 'error', detail: string) => void;
}

export class SectionRenderer implements SectionRendering {
  private readonly pool: RenderPool;
  private readonly breakers = new Map<string, ReleaseBreaker>();
  private readonly now: () => number;

  constructor(private readonly options: SectionRendererOptions) {
    this.now = options.now ?? (() => performance.now());
    this.pool = new RenderPool({
      ...options.pool,
      size: options.workers,
      contract: SERVER_ENTRY_CONTRACT,
      reactVersion: options.reactVersion,
      onFault: (release, cause, detail) => {
        if (release) void this.failed(release, cause, detail, false);
        else options.onFailure?.('unknown release', cause, detail);
      },
    });
  }

  /** The active section's markup for `url`, or why the browser renders it instead. */
  async render(entry: RegistryEntry, url: string, state: InitialState): Promise<SectionRender> {
    const started = performance.now();
    const client = (reason: ClientRenderReason, detail?: string): SectionRender => ({
      kind: 'client',
      reason,
      ms: performance.now() - started,
      ...(detail === undefined ? {} : { detail }),
    });
    const server = entry.server;
    if (!server) return client('no-server-build');
    const release = server.entry;
    const file = this.fileOf(release);
    const breaker = this.breakerOf(release);
    // A release in quarantine (new, or failed since) renders on a quarantine worker, at the lowest
    // priority, one document at a time: the document waits for its turn, a worker and the render
    // no longer than a first render may take. Past that the browser is given the section; the
    // render goes on, and its outcome still counts.
    const quarantined = this.options.quarantine !== false && breaker.quarantined;
    const patience = quarantined ? server.firstRenderTimeoutMs : server.timeoutMs;
    const admission = await breaker.admits(this.now, () => fileStampOf(file), patience);
    if (admission === 'open') return client('breaker');
    if (admission === 'busy') return client('busy', `its release's previous document took longer than ${patience} ms`);
    const left = () => Math.max(1, patience - (performance.now() - started));
    const rendering = this.pool
      .render({
        release,
        file,
        url,
        state,
        budgetMs: server.timeoutMs,
        firstBudgetMs: server.firstRenderTimeoutMs,
        routeKey: `${state.route?.name ?? ''} ${state.language}`,
        // A document waits for a free worker no longer than a render may take: past that, the
        // browser renders the section sooner than the server could.
        waitMs: left(),
        quarantined,
      })
      .then((result) => this.settled(release, breaker, result));
    // A millisecond more than the pool's wait: a render that never found a worker is refused by the
    // pool first (busy), one under way is cut at the end of the patience (timeout).
    const outcome = quarantined ? await within(rendering, left() + 1, () => null) : await rendering;
    if (!outcome) return client('timeout', `its render in quarantine took longer than ${patience} ms`);
    if (outcome.kind === 'rendered') return { kind: 'server', html: outcome.html, ms: performance.now() - started };
    return client(outcome.cause, outcome.detail);
  }

  /** Tells the release's breaker how its render ended. */
  private async settled(release: string, breaker: ReleaseBreaker, result: PoolResult): Promise<PoolResult> {
    if (result.kind === 'rendered') breaker.succeeded();
    else if (result.cause === 'busy') breaker.abstained();
    else await this.failed(release, result.cause, result.detail, true);
    return result;
  }

  /**
   * The registry changed: releases it no longer names are forgotten (contexts and breakers), and
   * those it still names that were left alone are tried again on their next request.
   */
  retainOnly(entries: readonly string[]): void {
    const keep = new Set(entries);
    for (const [release, breaker] of this.breakers) {
      if (keep.has(release)) breaker.halfOpen(this.now());
      else this.breakers.delete(release);
    }
    this.pool.retainOnly(entries);
  }

  /** What each render worker holds (its release contexts) and its heap. */
  workerStats(): Promise<WorkerStats[]> {
    return this.pool.stats();
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private breakerOf(release: string): ReleaseBreaker {
    let breaker = this.breakers.get(release);
    if (!breaker) {
      breaker = new ReleaseBreaker({
        threshold: this.options.breakerThreshold ?? 3,
        trustAfter: this.options.quarantine === false ? 0 : QUARANTINE_TRUST_AFTER,
        cooldowns: this.options.breakerCooldowns ?? RELEASE_RETRY_DELAYS,
      });
      this.breakers.set(release, breaker);
    }
    return breaker;
  }

  /** The bundle's file; a registry URL outside the releases folder names none (the load fails). */
  private fileOf(release: string): string {
    try {
      return releaseFileOf(this.options.releasesDir, release);
    } catch {
      return '';
    }
  }

  /** `settles`: the failure is an admitted render's, not of the release's code outside any render. */
  private async failed(release: string, reason: 'timeout' | 'error', detail: string, settles: boolean) {
    const stamp = await fileStampOf(this.fileOf(release));
    this.breakerOf(release).failed(this.now(), stamp, settles);
    this.options.onFailure?.(release, reason, detail);
  }
}
