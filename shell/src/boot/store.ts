/**
 * The shell's client state (SPEC.md §3): language, isNavBlack and the current view, with
 * subscribe/getSnapshot for useSyncExternalStore.
 */
import type { ChromeModel } from '../chrome/types';

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
