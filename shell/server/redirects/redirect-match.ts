/**
 * Which published redirect answers a URL (decision 072). One entry covers its source in both
 * languages (`/x`, `/en/x`) and, where its target has a mobile page, on the mobile site (`/m/x`,
 * `/en/m/x` to the target's counterpart). A site target must be a page a live route serves with
 * these parameters, or the URL is not redirected: a redirect never leads to a 404.
 */
import { buildPath, isMobilePath, matchRoute, type RouteParams } from '@site/shared-contracts';
import { joinLanguagePrefix, splitLanguagePrefix } from '../../src/routing/location';
import { counterpartOf } from '../../src/routing/page-model';
import { resolveRoute, type RouteTable } from '../../src/routing/resolve-route';
import { isExternalTarget, type PublishedRedirects, type Redirect, type RedirectStatus } from './redirect-set';

interface CompiledRedirect {
  redirect: Redirect;
  /** The target's origin for an external one (on the allow-list), else null. */
  origin: string | null;
  /** The target's path (an external one's too). */
  target: string;
}

export interface RedirectTable {
  /** The published set, or null before the first publish. */
  readonly published: PublishedRedirects | null;
  readonly compiled: readonly CompiledRedirect[];
}

export const NO_REDIRECTS: RedirectTable = Object.freeze({ published: null, compiled: Object.freeze([]) });

export interface RedirectAnswer {
  status: RedirectStatus;
  /** A site path (with the request's /en prefix) or an absolute URL; the request's query is added when sent. */
  location: string;
  redirect: Redirect;
}

export function redirectTableOf(published: PublishedRedirects | null | undefined): RedirectTable {
  if (!published || published.redirects.length === 0) return published ? { published, compiled: [] } : NO_REDIRECTS;
  const compiled = published.redirects.flatMap((redirect): CompiledRedirect[] => {
    if (!isExternalTarget(redirect.to)) return [{ redirect, origin: null, target: redirect.to }];
    try {
      const url = new URL(redirect.to);
      // Published sets were checked; one the allow-list does not cover is never followed.
      if (url.protocol !== 'https:' || !published.external.includes(url.origin)) return [];
      return [{ redirect, origin: url.origin, target: url.pathname }];
    } catch {
      return [];
    }
  });
  return { published, compiled };
}

const mobileFormOf = (pattern: string) => (pattern === '/' ? '/m' : `/m${pattern}`);

function filled(pattern: string, params: RouteParams): string | null {
  try {
    return buildPath(pattern, params);
  } catch {
    return null;
  }
}

/** The page `path` (no /en) is, if a live route serves it with passing parameters. */
function served(path: string | null, routes: RouteTable) {
  if (path === null) return null;
  const resolution = resolveRoute(path, routes);
  return resolution.kind === 'route' ? resolution.route : null;
}

function answerFor(compiled: CompiledRedirect, path: string, routes: RouteTable): string | null {
  const { redirect, origin, target } = compiled;
  const mobileForm = !isMobilePath(redirect.from) && isMobilePath(path);
  const params = matchRoute(mobileForm ? mobileFormOf(redirect.from) : redirect.from, path);
  if (!params) return null;
  const to = filled(target, params);
  if (to === null) return null;
  if (origin !== null) return `${origin}${to}`;
  const route = served(to, routes);
  if (!route) return null;
  if (!mobileForm) return to;
  const mobile = counterpartOf(route);
  return mobile !== null && isMobilePath(mobile) && served(mobile, routes) ? mobile : null;
}

/** The redirect that answers `pathname` (as requested, /en included), or null. */
export function redirectOf(pathname: string, table: RedirectTable, routes: RouteTable): RedirectAnswer | null {
  if (table.compiled.length === 0) return null;
  const { languagePrefix, path } = splitLanguagePrefix(pathname);
  for (const compiled of table.compiled) {
    const location = answerFor(compiled, path, routes);
    if (location === null) continue;
    return {
      status: compiled.redirect.status,
      location: compiled.origin === null ? joinLanguagePrefix(languagePrefix, location) : location,
      redirect: compiled.redirect,
    };
  }
  return null;
}

/**
 * How a redirect is cached: a 301 for an hour, so a rollback of the set reaches browsers and
 * caches within one; a 302 is asked again each time. Either depends on the URL alone.
 */
export function redirectCacheControl(status: RedirectStatus): string {
  return status === 301 ? 'public, max-age=3600' : 'no-cache';
}
