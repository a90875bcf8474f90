/**
 * A shared link to a Chinese item opened by a visitor whose cookie says English (issue 25 §7).
 * The English rule (SPEC.md §2) would send them to the same path under /en, where the id names
 * another item or none. The server reads the item in its own backend instead: the lang guard then
 * sends the visitor to its English counterpart, or, when it has none, the page is shown in
 * Chinese with a one-line note in English.
 */
import { languageQueryOf, requestKey, type Language } from '@site/shared-contracts';
import type { GuardContext } from '../src/guards/guard';
import { counterpartPathOf, itemReadOf } from '../src/routing/item-counterpart';
import type { PageModel } from '../src/routing/page-model';
import { PageProblem, type PageContent } from './page-content';

export type SharedItem = NonNullable<GuardContext['sharedItem']>;

/**
 * The item of `page` read in `chinese` when an English visitor opened its Chinese path;
 * undefined on every other page, and when the item is unknown (the English rule as ever).
 */
export async function sharedItemOf(
  content: PageContent,
  page: PageModel,
  visitor: { language: Language; chinese: Language },
  search: URLSearchParams,
): Promise<SharedItem | undefined> {
  if (visitor.language !== 'e' || page.languagePrefix !== '' || page.status !== 200 || !page.route) return undefined;
  const read = itemReadOf(page.route, search);
  if (!read) return undefined;
  try {
    const data = await content.loadRouteData(page.route, visitor.chinese, search);
    const answer = data[requestKey(read.endpoint, { ...read.query, ...languageQueryOf(visitor.chinese) })];
    return answer === undefined ? undefined : { counterpartPath: counterpartPathOf(page.route, answer) };
  } catch (error) {
    if (error instanceof PageProblem) return undefined;
    throw error;
  }
}
