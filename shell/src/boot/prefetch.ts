/**
 * SPEC.md §9: when the browser is idle (at most 2000 ms after load), fetch the other sections'
 * code so the next navigation is instant — but not offline, on 2g, or in data-saver mode.
 */
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { federationNameOf, SECTION_EXPOSE, type BrowserRegistry } from '@site/shared-contracts';
import type { ShellStore } from './store';

export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function shouldPrefetch(navigatorLike: { onLine: boolean; connection?: NetworkInformationLike }): boolean {
  if (!navigatorLike.onLine) return false;
  const connection = navigatorLike.connection;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType ?? '').includes('2g');
}

export function scheduleIdlePrefetch(registry: BrowserRegistry, store: ShellStore) {
  const run = () => {
    if (!shouldPrefetch(navigator as Navigator & { connection?: NetworkInformationLike })) return;
    const view = store.get().view;
    const others = Object.keys(registry.sections).filter(
      (section) => !(view.kind === 'section-failed' && view.section === section),
    );
    void preloadRemote(
      others.map((section) => ({ nameOrAlias: federationNameOf(section), exposes: [SECTION_EXPOSE] })),
    ).catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
  } else {
    setTimeout(run, IDLE_PREFETCH_TIMEOUT_MS);
  }
}
