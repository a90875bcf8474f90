/**
 * The embedded state (DESIGN.md §2): what the shell server writes into
 * <script id="__INITIAL_STATE__" type="application/json"> so the first view paints without an
 * API request, and how data is keyed there.
 */
import type { EndpointPath } from './endpoint-queries';
import type { EndpointData } from './endpoints';
import { languageQueryOf, type Language } from './language';
import type { MenuEntry, RouteEntry, RouteParams } from './routes';
import type { BrowserRegistry, PreviewedRelease } from './registry';
import type { CategoryListItem, NavigationEntry, SeoEntry } from './schemas';

export const INITIAL_STATE_ELEMENT_ID = '__INITIAL_STATE__';

export type Device = 'desktop' | 'mobile';

export interface ActiveRoute {
  section: string;
  /** Route name (SEO key) of the manifest entry. */
  name: string;
  /** The manifest pattern that matched, without the /en prefix. */
  pattern: string;
  params: RouteParams;
  layout: string;
  /** The route's background file in its section's build; none for the shell's fallback image. */
  background?: string;
  /** False when the route hides the layout's little-ball decoration. */
  littleBall?: boolean;
}

export interface SiteConfig {
  /**
   * The site's origin the document was made for (PUBLIC_ORIGIN, else the request's): with a page's
   * path and query, the current address that the investor link's rule reads (investorHrefOf).
   */
  origin: string;
  /** External investor site; the pre-release address is used when the page's address contains "pre". */
  investorUrl: string;
  investorPreUrl: string;
}

export interface InitialState {
  language: Language;
  device: Device;
  navigation: NavigationEntry[];
  categories: CategoryListItem[];
  seo: SeoEntry | null;
  registry: BrowserRegistry;
  /** Every section's route manifest entries, from the releases the registry names. */
  routes: Record<string, RouteEntry[]>;
  /** The header entries the current sections declare, in their order (menuOfManifests). */
  menu: MenuEntry[];
  /** The route the document was rendered for; null on the 404 page. */
  route: ActiveRoute | null;
  /** Content API answers the server already has, by requestKey(). */
  data: Record<string, unknown>;
  config: SiteConfig;
  /** Set when the document is an error page: its HTTP status. */
  errorStatus?: number;
  /**
   * Set when a visitor who chose English opened a shared link to a Chinese item that has no
   * English counterpart: the page is shown in Chinese, with a one-line note in English.
   */
  onlyInChinese?: true;
  /** The candidates this browser previews (a signed cookie): the registry names them; the chrome shows a banner. */
  preview?: PreviewedRelease[];
}

/**
 * The key of an API answer in the embedded state and in the browser's request cache: the
 * endpoint path with its query parameters sorted, so the server and a section agree.
 */
export function requestKey(path: string, query: Record<string, string | number | undefined>): string {
  const pairs = Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(query[name]))}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** The key of a request a section makes in `language`: the client adds the language parameters. */
export function languageRequestKey(path: string, query: object | undefined, language: Language): string {
  return requestKey(path, { ...(query as Record<string, string | number | undefined>), ...languageQueryOf(language) });
}

/** Embedded JSON that cannot close its script element or open a comment, whatever the content holds. */
export function serializeState(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type StateData<P extends EndpointPath> = EndpointData<P>;
