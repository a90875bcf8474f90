/**
 * The shell's client state (SPEC.md §3): language, isNavBlack and the current view, with
 * subscribe/getSnapshot for useSyncExternalStore.
 */
import type { InitialState } from '@site/shared-contracts';
import { chromeModelOf, type ChromeModel } from '../chrome-model';
import { pageModelOf } from '../routing/page-model';

export type ShellState = ChromeModel;

export interface ShellStore {
  get(): ShellState;
  set(change: Partial<ShellState>): void;
  subscribe(listener: () => void): () => void;
}

export function createShellStore(initial: ShellState): ShellStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change) {
      const next = { ...state, ...change };
      if (
        Object.keys(change).every((key) => Object.is(state[key as keyof ShellState], next[key as keyof ShellState]))
      ) {
        return;
      }
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The model the server rendered the page from, rebuilt in the browser: the same page model, from
 * the same route tables and registry, with the status the server's content reads ended with.
 */
export function initialModelOf(state: InitialState, location: Pick<Location, 'pathname' | 'search'>): ShellState {
  const page = pageModelOf({
    pathname: location.pathname,
    routes: state.routes,
    registry: state.registry,
    contentStatus: state.errorStatus,
  });
  return chromeModelOf(page, state, `${location.pathname}${location.search}`, window.scrollY > 0);
}
