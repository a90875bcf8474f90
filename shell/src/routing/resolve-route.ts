/**
 * Finds the section and route manifest entry of a path. Sections never hard-code each other's
 * routes: the manifests (routes.json of each release) are the only source.
 */
import { matchRoute, passesValidation, type RouteEntry, type RouteParams } from '@site/shared-contracts';

export type RouteTable = Readonly<Record<string, readonly RouteEntry[]>>;

export interface ResolvedRoute {
  section: string;
  entry: RouteEntry;
  params: RouteParams;
}

export type RouteResolution =
  | { kind: 'route'; route: ResolvedRoute }
  /** A pattern matched but its validate rule failed: the 404 page (SPEC.md §5). */
  | { kind: 'invalid' }
  | { kind: 'none' };

interface TableRoute {
  section: string;
  entry: RouteEntry;
}

/**
 * A table's routes by the first segment of the paths they can match, each list in table order: a
 * route whose pattern starts with a literal is listed under it, one that starts with a parameter
 * (or has no segment) under every first segment and under none. A path is then matched against a
 * few routes, however many sections there are.
 */
interface RouteIndex {
  byFirstSegment: Map<string, readonly TableRoute[]>;
  /** The routes a path whose first segment no route starts with can match. */
  others: readonly TableRoute[];
}

const indexes = new WeakMap<RouteTable, RouteIndex>();

/** The first segment of a path or pattern, as matchRoute compares it (not decoded). */
const firstSegmentOf = (pathOrPattern: string): string | undefined => pathOrPattern.split('/').find(Boolean);

function indexOf(table: RouteTable): RouteIndex {
  const known = indexes.get(table);
  if (known) return known;
  const routes = Object.entries(table).flatMap(([section, entries]) => entries.map((entry) => ({ section, entry })));
  const literalOf = (route: TableRoute) => {
    const first = firstSegmentOf(route.entry.path);
    return first === undefined || first.startsWith(':') ? null : first;
  };
  const literals = new Set(routes.map(literalOf).filter((first): first is string => first !== null));
  const index: RouteIndex = {
    byFirstSegment: new Map(
      [...literals].map((first) => [first, routes.filter((route) => [first, null].includes(literalOf(route)))]),
    ),
    others: routes.filter((route) => literalOf(route) === null),
  };
  indexes.set(table, index);
  return index;
}

export function resolveRoute(path: string, table: RouteTable): RouteResolution {
  const { byFirstSegment, others } = indexOf(table);
  const first = firstSegmentOf(path);
  for (const { section, entry } of (first !== undefined && byFirstSegment.get(first)) || others) {
    const params = matchRoute(entry.path, path);
    if (!params) continue;
    if (!passesValidation(entry.validate, params)) return { kind: 'invalid' };
    return { kind: 'route', route: { section, entry, params } };
  }
  return { kind: 'none' };
}

/** Whether any route of a section matches the path: single-spa's activeWhen. */
export function sectionOwnsPath(routes: readonly RouteEntry[], path: string): boolean {
  return routes.some((entry) => {
    const params = matchRoute(entry.path, path);
    return params !== null && passesValidation(entry.validate, params);
  });
}
