/**
 * The query of a list page, built from its route's data need exactly as the server resolves it,
 * so the first render finds what the server embedded: the need's literals, and `page` only when
 * the URL has a valid ?page (never a pageSize, and no page=1 the URL does not carry).
 */
import { resolveDataParams, type ApiQuery, type DataNeed } from '@site/shared-contracts';

/** The page of the URL's ?page, or undefined when the URL has none (or one the API would refuse). */
export function pageOf(search: URLSearchParams): number | undefined {
  const raw = search.get('page');
  if (raw === null || !/^[1-9][0-9]{0,3}$/.test(raw)) return undefined;
  return Number(raw);
}

export type ListNeed = DataNeed<'/api/web/news/list'>;

export function listQueryOf(need: ListNeed, search: URLSearchParams): ApiQuery<'/api/web/news/list'> {
  const page = pageOf(search);
  const validSearch = new URLSearchParams(page === undefined ? {} : { page: String(page) });
  return resolveDataParams(need, {}, validSearch) as ApiQuery<'/api/web/news/list'>;
}
