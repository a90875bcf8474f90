/**
 * SPEC.md §4: switching language resets some views. Each route says what it does (its manifest's
 * languageSwitch); pure, so the rule is unit-tested.
 */
import { languageSwitchOf, matchRoute, type LanguageSwitch } from '@site/shared-contracts';
import type { RouteTable } from '../routing/resolve-route';

export type LanguageReset = LanguageSwitch;

/**
 * What happens to the page at `path` (without the /en prefix) when the visitor switches language:
 * the rule of the route whose pattern matches, even when its parameters fail validation (an
 * article id that shows the 404 page still leaves for the list).
 */
export function languageResetOf(path: string, routes: RouteTable): LanguageReset {
  for (const entries of Object.values(routes)) {
    const entry = entries.find((candidate) => matchRoute(candidate.path, path) !== null);
    if (entry) return languageSwitchOf(entry);
  }
  return { kind: 'stay' };
}
