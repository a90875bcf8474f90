/**
 * The live route a redirect's target lands on, for every value its parameters can take: what the
 * route table shows of a redirect, and what publishing one checks (decision 072).
 */
import { isMobilePath, passesValidation, type RouteEntry } from '@site/shared-contracts';
import { resolveRoute, type ResolvedRoute, type RouteTable } from '../../src/routing/resolve-route';
import { isExternalTarget, parametersOf } from './redirect-set';

/** One segment of a route pattern: a literal, or a parameter (`:id`, optional `:id?`). */
export interface PatternSegment {
  literal?: string;
  param?: string;
  optional: boolean;
}

/** The segments of a route pattern (`/news/:id?`); also what publishing redirects compares patterns by. */
export function segmentsOf(pattern: string): PatternSegment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? { param: part.replace(/^:|\?$/g, ''), optional: part.endsWith('?') }
        : { literal: part, optional: false },
    );
}

/** Whether `entry` serves every path `pattern` stands for (its parameters aligned with the route's). */
function servesEvery(pattern: string, entry: RouteEntry): boolean {
  const target = segmentsOf(pattern);
  const route = segmentsOf(entry.path);
  if (target.length > route.length) return false;
  if (route.slice(target.length).some((segment) => !segment.optional)) return false;
  return target.every((segment, index) => {
    const theirs = route[index]!;
    if (theirs.literal !== undefined) return segment.literal === theirs.literal;
    if (segment.optional && !theirs.optional) return false;
    // A literal where the route has a parameter: that value must pass the route's rule.
    return segment.literal === undefined || passesValidation(entry.validate, { [theirs.param!]: segment.literal });
  });
}

/** The route that serves every path of a site target (a path or a pattern), or null. */
export function targetRouteOf(to: string, routes: RouteTable): ResolvedRoute | null {
  if (isExternalTarget(to)) return null;
  if (parametersOf(to).size === 0) {
    const resolution = resolveRoute(to, routes);
    return resolution.kind === 'route' ? resolution.route : null;
  }
  for (const [section, entries] of Object.entries(routes)) {
    const entry = entries.find((candidate) => servesEvery(to, candidate));
    if (entry) return { section, entry, params: {} };
  }
  return null;
}

/**
 * The URL forms one entry answers (decision 072): its source in both languages and, when its
 * target has a mobile page, on the mobile site; an external target takes all four.
 */
export function redirectFormsOf(from: string, to: string, routes: RouteTable): string[] {
  const languages = (path: string) => [path, path === '/' ? '/en' : `/en${path}`];
  if (isMobilePath(from)) return languages(from);
  const mobile = from === '/' ? '/m' : `/m${from}`;
  if (isExternalTarget(to)) return [...languages(from), ...languages(mobile)];
  const route = targetRouteOf(to, routes);
  const hasMobile = route !== null && route.entry.counterpart !== undefined && isMobilePath(route.entry.counterpart);
  return hasMobile ? [...languages(from), ...languages(mobile)] : languages(from);
}
