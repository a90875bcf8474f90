/**
 * SPEC.md §4: switching language on some pages goes back one step. Within the document the shell
 * goes back and its guards show the earlier page in the new language. When the step before is
 * another document (a link followed before the shell had started), going back would load that
 * document's address as it was, and the server would show a /en address in English whatever the
 * visitor just chose; the earlier page is opened at its address in the new language instead.
 */

/** What the shell reads of the Navigation API (window.navigation), where the browser has it. */
export interface NavigationHistory {
  currentEntry: { index: number } | null;
  entries(): ReadonlyArray<{ url: string | null; sameDocument: boolean }>;
}

export type BackStep =
  /** history.back() stays in this document, or the browser cannot tell where it goes: it goes back. */
  | { kind: 'in-document' }
  /** The step before is another document of this site. */
  | { kind: 'other-document'; url: URL }
  /** Nothing of this site before: going back would leave it. */
  | { kind: 'none' };

export function backStepOf(history: NavigationHistory | undefined, origin: string): BackStep {
  const current = history?.currentEntry;
  if (!history || !current) return { kind: 'in-document' };
  const previous = history.entries()[current.index - 1];
  if (!previous) return { kind: 'none' };
  // The entries are the site's own; one whose address is hidden (a no-referrer page) is gone back to.
  if (previous.sameDocument || !previous.url) return { kind: 'in-document' };
  const url = new URL(previous.url);
  return url.origin === origin ? { kind: 'other-document', url } : { kind: 'none' };
}
