/**
 * What a URL is (STYLE.md "One model of a page"): its section, route and parameters, layout and
 * background, the same page on the other device, its SEO keys and its status. One pure function,
 * which the shell server's documents, the browser's first view, client navigation and the
 * monolith bench all call, so the server and the browser cannot disagree about a page.
 */
import {
  buildPath,
  isMobilePath,
  manifestOfRelease,
  seoKeysOf,
  type ActiveRoute,
  type Device,
  type Layout,
  type BrowserRegistry,
} from '@site/shared-contracts';
import { basenameOf, splitLanguagePrefix, type SplitPath } from './location';
import { resolveRoute, type ResolvedRoute, type RouteTable } from './resolve-route';

/** What the page shows: a section's route in its layout, or one of the shell's error pages. */
export type PageView =
  | {
      kind: 'section';
      layout: Layout;
      /** URL of the route's background image (its release's file, or the shell's fallback). */
      background: string;
      routeName: string;
      littleBall: boolean;
    }
  | { kind: 'not-found' }
  | { kind: 'bad-request' }
  | { kind: 'error'; status: number; message: string };

/** The shell's page that a 400 from the content API sends the visitor to (SPEC.md §8). */
export const BAD_REQUEST_PATH = '/400';

/** SPEC.md §2: the image of a page whose route names no background of its own. */
export const FALLBACK_BACKGROUND = '/backgrounds/default.svg';

/**
 * A route's background: the file its section's current build ships, beside the build's federation
 * manifest (a release folder, or the origin of a section override), or the fallback image.
 */
function backgroundUrlOf(section: string, file: string | undefined, registry: BrowserRegistry): string {
  const entry = registry.sections[section];
  const manifest = entry && manifestOfRelease(section, entry);
  return file && manifest ? `${manifest.slice(0, manifest.lastIndexOf('/') + 1)}${file}` : FALLBACK_BACKGROUND;
}

/** The view of a section's route, from its manifest entry. */
function sectionViewOf({ section, entry }: ResolvedRoute, registry: BrowserRegistry): PageView {
  return {
    kind: 'section',
    // The manifests were validated against LAYOUTS when they were built and loaded.
    layout: entry.layout as Layout,
    background: backgroundUrlOf(section, entry.background, registry),
    routeName: entry.name,
    littleBall: entry.littleBall !== false,
  };
}

/** The same page on the other device, as the route's manifest names it, or null. */
export function counterpartOf(route: Pick<ResolvedRoute, 'entry' | 'params'> | null): string | null {
  return route?.entry.counterpart ? buildPath(route.entry.counterpart, route.params) : null;
}

export interface PageInput {
  /** The URL's path, /en prefix included. */
  pathname: string;
  /** Every section's route manifest entries. */
  routes: RouteTable;
  /** The releases the site runs: where a route's background file is. */
  registry: BrowserRegistry;
  /**
   * The status the page's content ended with when it did not give the route's page: 404 (the
   * item is unknown) or 500 (the content could not be read). The server learns it by reading
   * the content; the browser from the embedded state's errorStatus.
   */
  contentStatus?: number;
}

export interface PageModel extends SplitPath {
  /** /m pages are the mobile site's. */
  device: Device;
  /** The router basename of the page's section application: "", "/en", "/m" or "/en/m". */
  basename: string;
  /** The route the path matches, also when its content then failed: the guards decide from it. */
  route: ResolvedRoute | null;
  /** 200 for a route's page, 400 for the bad-request page, 404 for none, or the content's status. */
  status: number;
  view: PageView;
  /** The route as the embedded state names it: set only when the route's page is shown. */
  active: ActiveRoute | null;
  /** The same page on the other device (the device guard's target), or null. */
  counterpart: string | null;
  /** The SEO map keys of the page, most specific first. */
  seoKeys: string[];
}

function errorViewOf(status: number): PageView {
  if (status === 400) return { kind: 'bad-request' };
  if (status === 404) return { kind: 'not-found' };
  // No message: the browser rebuilds this view from the status alone, and the markup must hydrate.
  return { kind: 'error', status, message: '' };
}

function activeRouteOf({ section, entry, params }: ResolvedRoute): ActiveRoute {
  return {
    section,
    name: entry.name,
    pattern: entry.path,
    params,
    layout: entry.layout,
    ...(entry.background !== undefined ? { background: entry.background } : {}),
    ...(entry.littleBall === false ? { littleBall: false } : {}),
  };
}

export function pageModelOf({ pathname, routes, registry, contentStatus }: PageInput): PageModel {
  const { languagePrefix, path } = splitLanguagePrefix(pathname);
  const resolution = path === BAD_REQUEST_PATH ? null : resolveRoute(path, routes);
  const route = resolution?.kind === 'route' ? resolution.route : null;
  const status = contentStatus ?? (path === BAD_REQUEST_PATH ? 400 : route ? 200 : 404);
  const shown = status === 200 ? route : null;
  return {
    languagePrefix,
    path,
    device: isMobilePath(path) ? 'mobile' : 'desktop',
    basename: basenameOf(languagePrefix, path),
    route,
    status,
    view: shown ? sectionViewOf(shown, registry) : errorViewOf(status),
    active: shown && activeRouteOf(shown),
    counterpart: counterpartOf(route),
    seoKeys: shown ? seoKeysOf(shown.entry.name, shown.params) : [String(status)],
  };
}
