/**
 * The same item in the other content backend (issue 25 §6, §7). A route that declares its item
 * (RouteEntry.item) reads it through one of its data needs, and the answer's `counterpart` is
 * the item's id in the other backend: the page of the same item in the other language. The
 * browser's language switch and the server's shared links both go there.
 */
import {
  buildPath,
  isEndpointPath,
  itemNeedOf,
  resolveDataParams,
  type EndpointPath,
  type RouteEntry,
  type RouteParams,
} from '@site/shared-contracts';

export interface ItemRoute {
  entry: RouteEntry;
  params: RouteParams;
}

/** The read that answers a route's item, or null when the route shows none. */
export function itemReadOf(
  route: ItemRoute,
  search: URLSearchParams,
): { endpoint: EndpointPath; query: Record<string, string | number> } | null {
  const item = itemNeedOf(route.entry);
  if (!item || !isEndpointPath(item.need.endpoint)) return null;
  const query = resolveDataParams(item.need, route.params, search);
  return query && { endpoint: item.need.endpoint, query };
}

/** The path (without /en) of the item's page in the other backend, or null when it names no counterpart. */
export function counterpartPathOf(route: ItemRoute, answer: unknown): string | null {
  const item = itemNeedOf(route.entry);
  const counterpart = (answer as { counterpart?: unknown } | null | undefined)?.counterpart;
  if (!item || typeof counterpart !== 'number') return null;
  return buildPath(route.entry.path, { ...route.params, [item.param]: String(counterpart) });
}
