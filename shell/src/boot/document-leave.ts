/**
 * Whether the visitor is leaving this document. When a navigation to another document starts,
 * Firefox stops the loads of the document being left: a section's code still loading, or the idle
 * prefetch of the other sections, then fails as a chunk that could not be fetched. Handled as a
 * failed load of the page shown, it made the shell reload that page (chunk-reload.ts), and the
 * reload cancelled the visitor's navigation (issue 25, found by the engine suite).
 *
 * The document is being left from its `beforeunload`. If it is still here LEAVE_GRACE_MS later (a
 * link to a download, an answer with no content), or it comes back from the back-forward cache,
 * it stays after all, and what was held is handled then.
 */
export const LEAVE_GRACE_MS = 5000;

export interface DocumentLeave {
  /** Runs `handle` now, or once the document turns out to stay; never when it is left. */
  unlessLeaving(handle: () => void): void;
}

export function watchDocumentLeave(target: Window = window): DocumentLeave {
  let leaving: ReturnType<typeof setTimeout> | null = null;
  let held: (() => void)[] = [];
  const stay = () => {
    if (leaving !== null) clearTimeout(leaving);
    leaving = null;
    const handles = held;
    held = [];
    for (const handle of handles) handle();
  };
  target.addEventListener('beforeunload', () => {
    if (leaving !== null) clearTimeout(leaving);
    leaving = setTimeout(stay, LEAVE_GRACE_MS);
  });
  target.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) stay();
  });
  return {
    unlessLeaving(handle) {
      if (leaving === null) handle();
      else held.push(handle);
    },
  };
}
