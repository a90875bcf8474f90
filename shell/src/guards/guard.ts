import type { Language, RouteEntry, RouteParams } from '@site/shared-contracts';
import type { SplitPath } from '../routing/location';

/** What every guard decides from: the same on the server and in the browser. */
export interface GuardContext extends SplitPath {
  /** The query string, with its leading "?" or empty. */
  search: string;
  language: Language;
  userAgent: string;
  /** The matched route, when the path is one. */
  route: { entry: RouteEntry; params: RouteParams } | null;
  /**
   * The item of a Chinese path an English visitor opened (a shared link), as the server read it
   * in its backend: the path of its English counterpart, or null when it has none (issue 25 §7).
   * Unset when no item was read: in the browser, and on every other page.
   */
  sharedItem?: { counterpartPath: string | null };
}

/** null: go on. Otherwise where to send the visitor instead, and the language to apply first. */
export type GuardDecision = { redirect: string; language?: Language } | null;

export type Guard = (context: GuardContext) => GuardDecision;
