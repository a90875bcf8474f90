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

export function resolveRoute(path: string, table: RouteTable): RouteResolution {
  for (const [section, routes] of Object.entries(table)) {
    for (const entry of routes) {
      const params = matchRoute(entry.path, path);
      if (!params) continue;
      if (!passesValidation(entry.validate, params)) return { kind: 'invalid' };
      return { kind: 'route', route: { section, entry, params } };
    }
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
