/**
 * The positions list's filters and page live in the URL (?city, ?category, ?keyword, ?page): the
 * list is shareable and the back button steps through searches. They are read through the data
 * need of the routes module, so the page shows the view the server embedded, and a value the API
 * would refuse (an empty field of the form, ?page=abc) counts as absent.
 */
import { resolveDataParams } from '@site/shared-contracts';
import { positions } from '../routes';

export const FILTER_NAMES = ['city', 'category', 'keyword'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export type PositionFilters = Partial<Record<FilterName, string>>;

export interface PositionsView {
  filters: PositionFilters;
  page: number;
}

export function positionsViewOf(search: URLSearchParams): PositionsView {
  const query = resolveDataParams(positions, {}, search) ?? {};
  const filters: PositionFilters = {};
  for (const name of FILTER_NAMES) {
    const value = query[name];
    if (value !== undefined) filters[name] = String(value);
  }
  return { filters, page: query.page === undefined ? 1 : Number(query.page) };
}

export function hasFilters(filters: PositionFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== undefined);
}

/** The URL query of a view: blank filters and the first page are left out ("" for the whole list). */
export function positionsSearch(filters: PositionFilters, page = 1): string {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) search.set(name, value);
  }
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}
