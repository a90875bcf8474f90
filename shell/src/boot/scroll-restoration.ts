/**
 * Where the page is scrolled after a client navigation (issue 25 §10): a new page starts at its
 * top, and Back and Forward return to where the visitor was on that page, in every engine.
 *
 * Browsers leave the scroll position alone on pushState, so without this a card low in a list
 * opened its article partway down. On Back they restore an entry's position at once, before the
 * section has rendered the page again: Firefox then clamps it to the height of the page being
 * left. So the shell keeps each history entry's position itself (a key in the entry's state) and
 * restores it once the page has grown tall enough, unless the visitor scrolls first.
 */
import { splitLanguagePrefix } from '../routing/location';

/** The entry's key in `history.state`. */
export const SCROLL_KEY_FIELD = 'shellScrollKey';
/** The positions of this tab's entries, kept across the documents of the tab. */
export const POSITIONS_STORAGE_KEY = 'shell:scroll-positions';
/** How long a restore waits for the page to grow tall enough. */
export const RESTORE_TIMEOUT_MS = 5000;
/** The most entries whose position the tab keeps. */
export const MAX_POSITIONS = 100;

/** Input by which the visitor takes over the scrolling: a restore still waiting gives up. */
const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The same page: only the language prefix or the fragment differs (a language switch, an anchor). */
export function isSamePage(from: string, to: string): boolean {
  const a = new URL(from);
  const b = new URL(to);
  return a.search === b.search && splitLanguagePrefix(a.pathname).path === splitLanguagePrefix(b.pathname).path;
}

function keyOf(state: unknown): string | null {
  const key = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[SCROLL_KEY_FIELD] : null;
  return typeof key === 'string' ? key : null;
}

function readPositions(storage: Storage | null): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(POSITIONS_STORAGE_KEY) ?? '[]');
    return new Map(
      Array.isArray(saved)
        ? saved.filter(
            (entry): entry is [string, number] => typeof entry?.[0] === 'string' && Number.isFinite(entry[1]),
          )
        : [],
    );
  } catch {
    return new Map();
  }
}

function storageOf(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): positions live as long as the document.
    return null;
  }
}

/** Installs the rules for the tab's navigations; returns what removes them (tests). */
export function installScrollRestoration(): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  const storage = storageOf();
  const positions = readPositions(storage);
  let keysMade = 0;
  let stopRestoring: (() => void) | null = null;

  /** The current entry's key, given to it first if it has none: a new entry. */
  const currentKey = (): { key: string; isNew: boolean } => {
    const state: unknown = window.history.state;
    const key = keyOf(state);
    if (key) return { key, isNew: false };
    const made = `${Date.now().toString(36)}.${(keysMade += 1)}`;
    const base = state !== null && typeof state === 'object' ? state : {};
    window.history.replaceState({ ...base, [SCROLL_KEY_FIELD]: made }, '');
    return { key: made, isNew: true };
  };

  const remember = (key: string, top: number) => {
    positions.delete(key);
    positions.set(key, top);
    if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value as string);
  };

  const restore = (top: number) => {
    const root = document.documentElement;
    const attempt = () => {
      const reachable = Math.max(root.scrollHeight - window.innerHeight, 0);
      window.scrollTo({ top: Math.min(top, reachable), behavior: 'instant' });
      if (reachable >= top) stop();
    };
    const observer = new ResizeObserver(attempt);
    const timer = setTimeout(() => stop(), RESTORE_TIMEOUT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
      if (stopRestoring === stop) stopRestoring = null;
    };
    stopRestoring = stop;
    for (const type of VISITOR_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
    observer.observe(document.body);
    attempt();
  };

  // Every entry shown in this document has a position, even one never scrolled after the browser placed it.
  let shown = { key: currentKey().key, href: window.location.href };
  remember(shown.key, window.scrollY);

  window.addEventListener(
    'scroll',
    () => {
      // Between a history step and its routing event the page shown is still the old one, and while
      // restoring the positions passed on the way (a browser's own, clamped restore) are not the visitor's.
      if (keyOf(window.history.state) === shown.key && !stopRestoring) remember(shown.key, window.scrollY);
    },
    { passive: true, signal },
  );

  window.addEventListener(
    'pagehide',
    () => {
      try {
        storage?.setItem(POSITIONS_STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or refused: Back within this document still works.
      }
    },
    { signal },
  );

  window.addEventListener(
    'single-spa:routing-event',
    () => {
      stopRestoring?.();
      const { key, isNew } = currentKey();
      const href = window.location.href;
      const previous = shown;
      shown = { key, href };
      if (key === previous.key && href === previous.href) return;
      const saved = positions.get(key);
      if (!isNew && key !== previous.key) {
        // Back or Forward to another entry of this tab.
        if (saved !== undefined) restore(saved);
        return;
      }
      if (!isSamePage(previous.href, href)) window.scrollTo({ top: 0, behavior: 'instant' });
      remember(key, window.scrollY);
    },
    { signal },
  );

  return () => {
    stopRestoring?.();
    listening.abort();
  };
}
