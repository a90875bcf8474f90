/**
 * SPEC.md §8: a script chunk that fails to load reloads the page once. The time of the last
 * reload is remembered for the tab, so a chunk that keeps failing shows the section fallback
 * instead of reloading in a loop.
 */
const KEY = 'shell:chunk-reload-at';
const WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk|RUNTIME-00[38]|Failed to fetch dynamically imported module|ScriptExternalLoadError/i.test(
      error.message,
    )
  );
}

/** Reloads once per minute at most; returns false when it will not (the caller shows a fallback). */
export function reloadOnceForChunkError(storage: Storage, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < WINDOW_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
