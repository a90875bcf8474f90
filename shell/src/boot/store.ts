/**
 * The shell's client state (SPEC.md §3): language, isNavBlack and the current view, with
 * subscribe/getSnapshot for useSyncExternalStore.
 */
import { investorHrefOf, type InitialState } from '@site/shared-contracts';
import { sectionViewOf } from '../layouts/layouts';
import type { ChromeModel } from '../chrome-model';
import { splitLanguagePrefix } from '../routing/location';

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

/** The model the server rendered the page from, rebuilt in the browser from the embedded state. */
export function initialModelOf(state: InitialState, location: Pick<Location, 'pathname' | 'host'>): ShellState {
  const { languagePrefix, path } = splitLanguagePrefix(location.pathname);
  return {
    language: state.language,
    device: state.device,
    navigation: state.navigation,
    menu: state.menu,
    categories: state.categories,
    pathname: path,
    languagePrefix,
    isNavBlack: window.scrollY > 0,
    investorHref: investorHrefOf(location.host, state.language, state.config),
    view: state.route
      ? sectionViewOf(state.route.section, state.route, state.registry)
      : state.errorStatus === 400
        ? { kind: 'bad-request' }
        : state.errorStatus && state.errorStatus !== 404
          ? { kind: 'error', status: state.errorStatus, message: '' }
          : { kind: 'not-found' },
  };
}
