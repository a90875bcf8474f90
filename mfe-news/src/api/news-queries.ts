/**
 * The queries of the list pages, built exactly as routes.json declares them, so the first render
 * finds what the server embedded: `{ type }` without ?page, `{ type, page }` with it; never a
 * pageSize, and no page=1 the URL does not carry.
 */
import type { ApiQuery, NewsType } from '@site/shared-contracts';

/** The page of the URL's ?page, or undefined when the URL has none (or one the API would refuse). */
export function pageOf(search: URLSearchParams): number | undefined {
  const raw = search.get('page');
  if (raw === null || !/^[1-9][0-9]{0,3}$/.test(raw)) return undefined;
  return Number(raw);
}

export function newsListQuery(type: NewsType, page: number | undefined): ApiQuery<'/api/web/news/list'> {
  return page === undefined ? { type } : { type, page };
}

export function topStoryQuery(type: NewsType): ApiQuery<'/api/web/news/detail/top'> {
  return { type };
}
