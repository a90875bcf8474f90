/** The paths of the section's pages, under the router's basename ("" or "/en"; "/m" or "/en/m" on mobile). */
import type { NewsType } from '@site/shared-contracts';

export const NEWS_TYPES: readonly NewsType[] = ['dynamic', 'research'];

/** The list of a news type: /news/dynamic or /news/research. */
export function listPath(type: NewsType): string {
  return `/news/${type}`;
}

/** One article: /news/dynamic/12. */
export function articlePath(type: NewsType, id: number): string {
  return `/news/${type}/${id}`;
}

/** A page of a list; page 1 is the list itself, with no ?page. */
export function pagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}
