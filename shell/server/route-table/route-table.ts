/**
 * The live route table (decision 072): every route of every current release and candidate, with
 * what the shell does with it, and the published redirects. `npm run routes` prints it and the
 * metrics port shows it (`/routes`); both read it from a release catalog's snapshot, as documents do.
 */
import { buildPath, isMobilePath, type RouteDataNeed, type RouteEntry } from '@site/shared-contracts';
import type { RouteTable } from '../../src/routing/resolve-route';
import { redirectFormsOf, redirectOf, targetRouteOf, type RedirectTable } from '../redirects';
import type { CatalogSnapshot } from '../release-catalog';
import { enumeratedParams } from '../sitemap/site-pages';

export interface RouteRow {
  /** The path pattern, as the manifest declares it. */
  path: string;
  section: string;
  /** The current release's version when it declares the route, else null. */
  current: string | null;
  /** The candidate's version when it declares the route, else null. */
  candidate: string | null;
  layout: string;
  /** The route name: the key of its SEO entries. */
  seoKey: string;
  /** The same page on the other device, or null. */
  counterpart: string | null;
  /** Each data need: `key: /api/endpoint?param=source`. */
  data: string[];
  sitemap: { listed: boolean; note: string };
  /** A page of the route to open on the live site (its pattern filled with listed values), or null. */
  page: string | null;
}

export interface RedirectRow {
  from: string;
  to: string;
  status: number;
  /** The URL forms it answers (decision 072). */
  forms: string[];
  /** The section whose live route serves its target, or null: external, or no longer served (it is then not followed). */
  servedBy: string | null;
}

export interface SiteRouteTable {
  /** Sections and their releases: current and candidate. */
  sections: { section: string; current: string | null; candidate: string | null }[];
  routes: RouteRow[];
  redirects: RedirectRow[];
  /** The published set's version; 0 before the first publish. */
  redirectsVersion: number;
}

export type RouteTableInput = Pick<CatalogSnapshot, 'registry' | 'routes' | 'candidateRoutes' | 'redirects'>;

const dataOf = (need: RouteDataNeed) => {
  const query = new URLSearchParams(Object.entries(need.params).map(([name, value]) => [name, String(value)]));
  return `${need.key}: ${need.endpoint}${query.size > 0 ? `?${decodeURIComponent(query.toString())}` : ''}`;
};

/** Whether a published redirect answers every URL of a route (one with parameters: every listed value). */
function redirectedAway(entry: RouteEntry, redirects: RedirectTable, routes: RouteTable): string | null {
  if (redirects.compiled.length === 0) return null;
  const paths = (enumeratedParams(entry) ?? []).map((params) => buildPath(entry.path, params));
  if (paths.length === 0) return null;
  const answers = paths.map((path) => redirectOf(path, redirects, routes));
  return answers.every((answer) => answer !== null) ? answers[0]!.redirect.to : null;
}

/** Whether the sitemaps list the route, and why (shell/server/sitemap/site-pages.ts decides the same way). */
function sitemapOf(entry: RouteEntry, redirects: RedirectTable, routes: RouteTable): RouteRow['sitemap'] {
  if (isMobilePath(entry.path)) {
    const note = entry.counterpart ? `no: the mobile alternate of ${entry.counterpart}` : 'no: a mobile page';
    return { listed: false, note };
  }
  if (entry.sitemap === false) return { listed: false, note: 'no: the route says sitemap false' };
  const away = redirectedAway(entry, redirects, routes);
  if (away !== null) return { listed: false, note: `no: redirected to ${away}` };
  if (entry.sitemap) {
    return { listed: true, note: `per id of ${entry.sitemap.ids.map((source) => source.endpoint).join(', ')}` };
  }
  const combinations = enumeratedParams(entry);
  if (combinations === null) return { listed: false, note: 'no: its parameters are not enumerated' };
  return { listed: true, note: combinations.length > 1 ? `${combinations.length} URLs, one per value` : 'yes' };
}

/** A page of the route without an open parameter: the first listed value of each, an optional one left out. */
function livePageOf(entry: RouteEntry): string | null {
  const first = enumeratedParams(entry)?.[0];
  return first === undefined ? null : buildPath(entry.path, first);
}

function rowOf(
  section: string,
  entry: RouteEntry,
  versions: { current: string | null; candidate: string | null },
  live: boolean,
  redirects: RedirectTable,
  routes: RouteTable,
): RouteRow {
  return {
    path: entry.path,
    section,
    ...versions,
    layout: entry.layout,
    seoKey: entry.name,
    counterpart: entry.counterpart ?? null,
    data: entry.data.map(dataOf),
    sitemap: live ? sitemapOf(entry, redirects, routes) : { listed: false, note: 'no: only its candidate declares it' },
    page: live ? livePageOf(entry) : null,
  };
}

export function routeTableOf({ registry, routes, candidateRoutes, redirects }: RouteTableInput): SiteRouteTable {
  const names = [...new Set([...Object.keys(registry.sections), ...Object.keys(registry.candidates ?? {})])].sort();
  const sections = names.map((section) => ({
    section,
    current: routes[section] ? (registry.sections[section]?.version ?? null) : null,
    candidate: candidateRoutes[section] ? (registry.candidates?.[section]?.entry.version ?? null) : null,
  }));
  const rows: RouteRow[] = [];
  for (const { section, current, candidate } of sections) {
    const live = routes[section] ?? [];
    const staged = candidateRoutes[section] ?? [];
    const stagedPaths = new Set(staged.map((entry) => entry.path));
    for (const entry of live) {
      const versions = { current, candidate: stagedPaths.has(entry.path) ? candidate : null };
      rows.push(rowOf(section, entry, versions, true, redirects, routes));
    }
    const livePaths = new Set(live.map((entry) => entry.path));
    for (const entry of staged.filter((candidateEntry) => !livePaths.has(candidateEntry.path))) {
      rows.push(rowOf(section, entry, { current: null, candidate }, false, redirects, routes));
    }
  }
  rows.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.section.localeCompare(b.section)));
  const published = redirects.published?.redirects ?? [];
  return {
    sections,
    routes: rows,
    redirects: published.map(({ from, to, status }) => ({
      from,
      to,
      status,
      forms: redirectFormsOf(from, to, routes),
      servedBy: targetRouteOf(to, routes)?.section ?? null,
    })),
    redirectsVersion: redirects.published?.version ?? 0,
  };
}
