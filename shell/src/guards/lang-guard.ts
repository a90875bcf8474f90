import { isLanguage, isMobilePath } from '@site/shared-contracts';
import { joinLanguagePrefix } from '../routing/location';
import type { GuardContext, GuardDecision } from './guard';

/**
 * SPEC.md §2 English rule: English without the /en prefix goes to the same path with /en,
 * keeping the query. SPEC.md §4: on the mobile site, ?id=e|s|t applies that language and
 * replaces the route with the mobile home. A shared link to a Chinese item goes to its English
 * counterpart, or stays in Chinese when it has none (issue 25 §7): its id is no English item.
 */
export function resolveLanguageRedirect(context: GuardContext): GuardDecision {
  const { path, search, language, languagePrefix, sharedItem } = context;
  if (isMobilePath(path)) {
    const id = new URLSearchParams(search).get('id');
    if (isLanguage(id)) return { language: id, redirect: joinLanguagePrefix(id === 'e' ? '/en' : '', '/m') };
  }
  if (language !== 'e' || languagePrefix !== '') return null;
  if (sharedItem) return sharedItem.counterpartPath ? { redirect: `/en${sharedItem.counterpartPath}${search}` } : null;
  return { redirect: `${joinLanguagePrefix('/en', path)}${search}` };
}
