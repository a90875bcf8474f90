/**
 * Canary releases that withdraw themselves (decision 078): a section's staged candidate served to a
 * share of visitors (`npm run release -- <section> --canary <percent>`), each drawn once by a bucket
 * cookie; every server counts page views and failures of the candidate and the current release,
 * adds them to the registry's store every few seconds, and withdraws a candidate that fails more
 * than the rule allows. The documents ask it which releases a visitor gets, and tell it each page
 * view and server render; the RUM plugin tells it what browsers report (`observe`).
 */
import type { FastifyInstance } from 'fastify';
import type { RegistryStore } from '../registry/registry-store';
import type { CatalogSnapshot, ReleaseCatalog } from '../release-catalog';
import type { SectionRender } from '../section-renderer';
import { canaryRequestOf, type CanaryRequest, type Released } from './composition';
import { CanaryCounter, isFailure, type RumReport } from './counter';
import type { CanaryConfig } from './rule';
import { CanaryWatcher } from './watcher';

export { BUCKET_COOKIE, bucketOf } from './bucket';
export { canaryCompositionOf, runningCanariesOf, type CanaryComposition, type CanaryRequest } from './composition';
export type { RumReport } from './counter';
export { canaryRuleFromEnv, DEFAULT_CANARY_RULE, verdictOf, type CanaryConfig, type CanaryRule } from './rule';

/**
 * Server renders that failed: the release's server code threw. A render out of time is not
 * counted: a new release renders in quarantine (decision 060) with less patience than a warm one
 * has, so on a loaded machine a healthy candidate would time out more than the current release.
 */
const FAILED_RENDERS: ReadonlySet<string> = new Set(['error']);

export class Canaries {
  private readonly counter = new CanaryCounter();
  private followed: CatalogSnapshot['registry'] | null = null;

  /** Which releases a document request gets, and the bucket cookie to set if any. */
  of(released: Released, cookieHeader: string | undefined, secure: boolean): CanaryRequest {
    this.follow(released.registry);
    return canaryRequestOf(released, cookieHeader, secure);
  }

  /** A document of `section` served (from the cache or made), of its `release` in that document. */
  pageView(section: string, release: string | undefined): void {
    if (this.counter.active) this.counter.pageView(section, release);
  }

  /** How a document's section was rendered on the server: an error is a failure of its release. */
  observeRender(section: string, release: string | undefined, render: SectionRender): void {
    if (this.counter.active && render.kind === 'client' && FAILED_RENDERS.has(render.reason)) {
      this.counter.failure(section, release);
    }
  }

  /** A browser's report, through the RUM plugin's observers. */
  readonly observe = (report: RumReport): void => {
    if (this.counter.active && isFailure(report.kind)) this.counter.failure(report.section, report.release);
  };

  /** Starts the watcher: every `intervalMs` a flush and a judgement, and a last flush when the app closes. */
  watch(app: FastifyInstance, store: RegistryStore, catalog: ReleaseCatalog, config: CanaryConfig): void {
    const counts = store.canaryCounts?.();
    if (!counts) return;
    const watcher = new CanaryWatcher({
      store,
      counts,
      counter: this.counter,
      registry: async () => {
        const { registry } = await catalog.current();
        this.follow(registry);
        return registry;
      },
      rule: config.rule,
      log: app.log,
    });
    let running: Promise<unknown> | null = null;
    const tick = () => {
      running ??= watcher
        .tick()
        .catch((error: unknown) => app.log.warn({ err: error }, 'canary counts not flushed; tried again next time'))
        .finally(() => {
          running = null;
        });
      return running;
    };
    const timer = setInterval(tick, config.intervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await tick();
    });
  }

  private follow(registry: CatalogSnapshot['registry']): void {
    if (registry === this.followed) return;
    this.followed = registry;
    this.counter.follow(registry);
  }
}
