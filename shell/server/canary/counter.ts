/**
 * What one server counted of the releases that running canaries compare (decision 078), since it
 * last flushed: page views (documents it served) and failures (browser errors, hydration errors,
 * failed chunks and mounts reported to /rum, and its own failed server renders), by section,
 * canary window and release. Only a running canary's candidate and the section's current release
 * are counted, so what is kept stays as small as the registry.
 */
import type { Registry } from '@site/shared-contracts';
import type { CanaryCount } from '../registry/canary-counts';
import { runningCanariesOf } from './composition';

/** A report of the browser, as the RUM plugin hands it to its observers (shell/server/rum). */
export interface RumReport {
  section: string;
  release: string;
  kind: 'pageview' | 'error' | 'rejection' | 'hydration' | 'chunk' | 'mount';
}

/** Kinds of report that are failures of the section's release; a page view is counted by the server. */
const FAILURES: ReadonlySet<RumReport['kind']> = new Set(['error', 'rejection', 'hydration', 'chunk', 'mount']);

export function isFailure(kind: RumReport['kind']): boolean {
  return FAILURES.has(kind);
}

export class CanaryCounter {
  private counts = new Map<string, CanaryCount>();
  /** Per section with a running canary: its window and the two releases counted. */
  private watched = new Map<string, { window: string; releases: Set<string> }>();

  /** Follows the registry the server now serves: which sections run a canary, of which releases. */
  follow(registry: Registry): void {
    this.watched = new Map(
      runningCanariesOf(registry).map(({ section, startedAt, version, current }) => [
        section,
        { window: startedAt, releases: new Set(current === undefined ? [version] : [version, current]) },
      ]),
    );
  }

  /** Whether any canary is running: without one nothing is counted. */
  get active(): boolean {
    return this.watched.size > 0;
  }

  pageView(section: string, release: string | undefined): void {
    this.add(section, release, 1, 0);
  }

  failure(section: string, release: string | undefined): void {
    this.add(section, release, 0, 1);
  }

  /** Everything counted since the last call, and counting starts again from zero. */
  drain(): CanaryCount[] {
    const counts = [...this.counts.values()];
    this.counts = new Map();
    return counts;
  }

  /** Counts put back after a flush that failed, so they are flushed with the next. */
  restore(counts: readonly CanaryCount[]): void {
    for (const { section, window, release, pageviews, failures } of counts) {
      const key = JSON.stringify([section, window, release]);
      const sum = this.counts.get(key);
      if (sum)
        this.counts.set(key, { ...sum, pageviews: sum.pageviews + pageviews, failures: sum.failures + failures });
      else this.counts.set(key, { section, window, release, pageviews, failures });
    }
  }

  private add(section: string, release: string | undefined, pageviews: number, failures: number): void {
    if (release === undefined) return;
    const watched = this.watched.get(section);
    if (!watched || !watched.releases.has(release)) return;
    this.restore([{ section, window: watched.window, release, pageviews, failures }]);
  }
}
