/**
 * Each server's canary watcher (decision 078): every few seconds it adds what the server counted to
 * the shared counts, then, for each running canary, compares the sums of every server's counts and
 * withdraws a failing candidate through the registry's update. That write re-reads the record under
 * the store's lock and is refused once the canary is not running, so with N servers deciding at once
 * the withdrawal, and its event in the history, happens exactly once. Every server then serves the
 * current release on its next document: it reads the registry's stamp before each one.
 */
import type { Registry } from '@site/shared-contracts';
import type { CanaryCountStore } from '../registry/canary-counts';
import type { RegistryStore } from '../registry/registry-store';
import { withdrawCanaryIn } from '../registry/release-writer';
import { runningCanariesOf } from './composition';
import type { CanaryCounter } from './counter';
import { verdictOf, type CanaryRule, type ReleaseCounts } from './rule';

export interface WatcherLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface CanaryWatcherOptions {
  store: Pick<RegistryStore, 'update'>;
  counts: CanaryCountStore;
  counter: CanaryCounter;
  /** The registry the server serves now (the catalog's). */
  registry: () => Promise<Registry>;
  rule: CanaryRule;
  log: WatcherLog;
}

const NONE: ReleaseCounts = { pageviews: 0, failures: 0 };

export class CanaryWatcher {
  constructor(private readonly options: CanaryWatcherOptions) {}

  /** Flushes this server's counts, then judges each running canary. Resolves with the sections it withdrew. */
  async tick(): Promise<string[]> {
    const { store, counts, counter, rule, log } = this.options;
    const registry = await this.options.registry();
    counter.follow(registry);
    const drained = counter.drain();
    try {
      await counts.add(drained);
    } catch (error) {
      counter.restore(drained);
      throw error;
    }
    const withdrawnNow: string[] = [];
    for (const canary of runningCanariesOf(registry)) {
      const sums = await counts.read(canary.section, canary.startedAt);
      const of = (release: string | undefined) => sums.find((count) => count.release === release) ?? NONE;
      const verdict = verdictOf(of(canary.version), of(canary.current), rule);
      if (!verdict.withdraw) continue;
      const reason = `withdrawn automatically: ${verdict.reason}`;
      if (await withdrawCanaryIn(store, canary.section, canary.version, reason)) {
        withdrawnNow.push(canary.section);
        log.warn({ section: canary.section, version: canary.version, reason }, 'canary withdrawn');
      } else {
        log.info({ section: canary.section, version: canary.version }, 'canary withdrawn by another server');
      }
    }
    return withdrawnNow;
  }
}
