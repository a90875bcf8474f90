/**
 * Route manifests (DESIGN.md §3): each section build emits `routes.json` describing its routes,
 * and both the shell server and the browser shell route by them. Also the route-name helpers:
 * route names are the SEO keys.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { endpointQueries, isEndpointPath } from './endpoint-queries';

export const LAYOUTS = [
  'default',
  'detail',
  'detail-join',
  'scroll',
  'home',
  'empty',
  '404',
  'automobile',
  'm-default',
  'm-detail',
  'm-home',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * A query parameter value: a literal, a path parameter (":id"; ":id?" when the query may go
 * without it) or a URL query parameter ("?page").
 */
const ParamSource = Type.Union([Type.String(), Type.Integer()]);

export const RouteDataNeed = Type.Object(
  {
    key: Type.String({ description: 'Name of the data in the route state' }),
    endpoint: Type.String({ pattern: '^/api/' }),
    params: Type.Record(Type.String(), ParamSource),
  },
  { additionalProperties: false },
);
export type RouteDataNeed = Static<typeof RouteDataNeed>;

export const ParamRule = Type.Object(
  {
    pattern: Type.Optional(Type.String()),
    oneOf: Type.Optional(Type.Array(Type.String(), { minItems: 1 })),
  },
  { additionalProperties: false },
);
export type ParamRule = Static<typeof ParamRule>;

/** A text in the three languages (Traditional generated at build time from Simplified, scripts/hant.js). */
export const LocalizedText = Type.Object(
  { s: Type.String({ minLength: 1 }), t: Type.String({ minLength: 1 }), e: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export type LocalizedText = Static<typeof LocalizedText>;

/**
 * SPEC.md §4: what switching language does on a route: stay on it, reload the document, go back
 * in history, or go to another path (without the /en prefix).
 */
export const LanguageSwitch = Type.Union([
  Type.Object({ kind: Type.Literal('stay') }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('reload') }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('back') }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('go'), path: Type.String({ pattern: '^/' }) }, { additionalProperties: false }),
]);
export type LanguageSwitch = Static<typeof LanguageSwitch>;

/** A file of the section's client build: relative, no "..", an image extension. */
export const BUILD_IMAGE_PATTERN = '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\\.(svg|png|jpg|jpeg|webp|avif)$';

/**
 * A content list that enumerates a route's ids for the sitemap: an endpoint asked with literal
 * parameters in each backend, and where its answer holds the items (`items`: a field of the
 * answer, e.g. "views"; absent: the answer itself, or the `list` of a paged answer, every page
 * of which is read). Each item gives its `id`, and its `publishedAt` or `date` as the lastmod.
 */
export const SitemapIdSource = Type.Object(
  {
    endpoint: Type.String({ pattern: '^/api/' }),
    params: Type.Record(Type.String(), ParamSource),
    items: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]*$' })),
  },
  { additionalProperties: false },
);
export type SitemapIdSource = Static<typeof SitemapIdSource>;

/**
 * What a route gives the sitemap. Absent: a desktop route without parameters is listed, and one
 * whose parameters are all `validate.oneOf` lists is listed once per value (and without the
 * parameter when it is optional). `ids`: one URL per id the lists name, in each backend. false:
 * not listed (an alias of another route, or ids no list enumerates). A mobile route is never
 * listed itself: it is the media alternate of its desktop counterpart.
 */
export const RouteSitemap = Type.Union([
  Type.Literal(false),
  Type.Object({ ids: Type.Array(SitemapIdSource, { minItems: 1 }) }, { additionalProperties: false }),
]);
export type RouteSitemap = Static<typeof RouteSitemap>;

/** The JSON-LD types a route can ask for; their builders are shared-contracts/src/structured-data.ts. */
export const STRUCTURED_DATA_TYPES = ['Organization', 'NewsArticle', 'JobPosting', 'BreadcrumbList'] as const;
export type StructuredDataType = (typeof STRUCTURED_DATA_TYPES)[number];

/** schema.org employment types of a job posting (Google's JobPosting employmentType values). */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;

/**
 * A JSON-LD block of a route's document, built by the shell from the route's data (`from`: the
 * key of one of its data needs): Organization from the offices list, NewsArticle from an article,
 * JobPosting from a position, BreadcrumbList from the page's item under `parent`, a site path.
 */
export const StructuredDataDeclaration = Type.Union([
  Type.Object(
    { type: Type.Literal('Organization'), from: Type.String({ minLength: 1 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('NewsArticle'), from: Type.String({ minLength: 1 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('JobPosting'),
      from: Type.String({ minLength: 1 }),
      employmentType: Type.Union(EMPLOYMENT_TYPES.map((kind) => Type.Literal(kind))),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('BreadcrumbList'),
      from: Type.String({ minLength: 1 }),
      parent: Type.String({ pattern: '^/' }),
    },
    { additionalProperties: false },
  ),
]);
export type StructuredDataDeclaration = Static<typeof StructuredDataDeclaration>;

export const RouteEntry = Type.Object(
  {
    path: Type.String({ pattern: '^/', description: 'Pattern with :param and :param? segments' }),
    name: Type.String({ description: 'Route name, the SEO key' }),
    layout: Type.Union(LAYOUTS.map((layout) => Type.Literal(layout))),
    background: Type.Optional(
      Type.String({
        pattern: BUILD_IMAGE_PATTERN,
        description: "Background image, a file of the section's client build; the shell's fallback image when absent",
      }),
    ),
    counterpart: Type.Optional(Type.String({ description: 'Desktop pattern of a mobile route, or the reverse' })),
    data: Type.Array(RouteDataNeed),
    validate: Type.Optional(Type.Record(Type.String(), ParamRule)),
    littleBall: Type.Optional(
      Type.Boolean({ description: "SPEC.md §2: false hides the layout's little-ball decoration on this route" }),
    ),
    languageSwitch: Type.Optional(LanguageSwitch),
    deviceGuard: Type.Optional(
      Type.Boolean({ description: 'False: the route is never redirected to its device counterpart (the home pages)' }),
    ),
    item: Type.Optional(
      Type.String({
        description:
          "Key of the data need whose answer is the page's item, asked by the route's :id: its counterpart (the other backend's id) gives the other language's link",
      }),
    ),
    itemList: Type.Optional(
      Type.String({
        pattern: '^/',
        description:
          "The page that lists the route's item: a language switch to the other backend goes there when the item has no counterpart (decision 039)",
      }),
    ),
    sitemap: Type.Optional(RouteSitemap),
    structuredData: Type.Optional(Type.Array(StructuredDataDeclaration, { minItems: 1 })),
  },
  { additionalProperties: false },
);
export type RouteEntry = Static<typeof RouteEntry>;

/**
 * The data need of a route's item and the route parameter its `id` comes from (":id" → "id"), or
 * null when the route declares no item or its need takes no id from the path.
 */
export function itemNeedOf(route: Pick<RouteEntry, 'item' | 'data'>): { need: RouteDataNeed; param: string } | null {
  const need = route.item === undefined ? undefined : route.data.find((candidate) => candidate.key === route.item);
  const source = need?.params.id;
  if (!need || typeof source !== 'string' || !source.startsWith(':')) return null;
  return { need, param: source.slice(1).replace(/\?$/, '') };
}

/** What a language switch does on a route: stay unless it says otherwise. */
export function languageSwitchOf(route: Pick<RouteEntry, 'languageSwitch'> | null | undefined): LanguageSwitch {
  return route?.languageSwitch ?? { kind: 'stay' };
}

export const MenuImage = Type.Object(
  {
    src: Type.String({ pattern: '^/', description: 'Site path of the image (the content API media)' }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type MenuImage = Static<typeof MenuImage>;

/** A link of a header panel. */
export const MenuItem = Type.Object(
  {
    id: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
    path: Type.String({ pattern: '^/' }),
    title: LocalizedText,
    alt: LocalizedText,
    image: MenuImage,
  },
  { additionalProperties: false },
);
export type MenuItem = Static<typeof MenuItem>;

/** A link of the mobile drawer's group of a menu entry (SPEC.md §2: the shorter mobile menu). */
export const DrawerItem = Type.Object(
  {
    id: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]*$' }),
    path: Type.String({ pattern: '^/m(/|$)' }),
    title: LocalizedText,
  },
  { additionalProperties: false },
);
export type DrawerItem = Static<typeof DrawerItem>;

/**
 * A top entry of the header a section declares. It shows only when the navigation endpoint
 * names an entry exactly as its label in the page's language (SPEC.md §2), in `order` among all
 * sections' entries. Its key is the first segment of the paths it covers ("about" covers /about/…
 * and /m/about/…; "home" covers /, /home, /m): the entry is marked active there and their banner
 * shows its title.
 */
export const MenuEntry = Type.Object(
  {
    key: Type.String({ pattern: '^[a-z][a-zA-Z0-9-]*$' }),
    order: Type.Integer({ minimum: 0 }),
    label: LocalizedText,
    title: Type.Optional(LocalizedText),
    /** Panel items: the static ones, or the content API's category list (Product Service, SPEC.md §2). */
    items: Type.Optional(Type.Union([Type.Array(MenuItem, { minItems: 1 }), Type.Literal('categories')])),
    /** The entry links out to the investor site (investorHrefOf) instead of a site path. */
    investor: Type.Optional(Type.Literal(true)),
    drawer: Type.Optional(Type.Array(DrawerItem, { minItems: 1 })),
  },
  { additionalProperties: false },
);
export type MenuEntry = Static<typeof MenuEntry>;

/**
 * The menu entry key a site path falls under: its first segment, after /m on mobile paths, and
 * "home" for the home pages ("/m/about/team" → "about", "/" and "/m" → "home").
 */
export function menuKeyOfPath(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  const first = parts[0] === 'm' ? parts[1] : parts[0];
  return first ?? 'home';
}

export const RouteManifest = Type.Object(
  {
    section: Type.String(),
    routes: Type.Array(RouteEntry),
    /** The section's top entries of the header, with their panels and drawer groups. */
    menu: Type.Optional(Type.Array(MenuEntry)),
    budgetKb: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: "The section's own first-load JS + CSS, compressed, in KB (DESIGN.md §7; default 40)",
      }),
    ),
  },
  { additionalProperties: false },
);
export type RouteManifest = Static<typeof RouteManifest>;

/** The header's entries: every section's, in their declared order (a tie keeps the sections' order). */
export function menuOfManifests(manifests: readonly Pick<RouteManifest, 'menu'>[]): MenuEntry[] {
  return manifests.flatMap((manifest) => manifest.menu ?? []).sort((a, b) => a.order - b.order);
}

export type RouteParams = Record<string, string | undefined>;

interface Segment {
  name: string | null;
  literal: string;
  optional: boolean;
}

/**
 * Each pattern's segments, parsed once: single-spa asks every section whether it owns the path on
 * every navigation. Patterns come from the route tables, a few hundred at most; the bound only
 * keeps a long-running server's copy from growing with release after release.
 */
const segmentsByPattern = new Map<string, Segment[]>();
const MAX_PATTERNS_KEPT = 2000;

function segmentsOf(pattern: string): Segment[] {
  let segments = segmentsByPattern.get(pattern);
  if (!segments) {
    if (segmentsByPattern.size >= MAX_PATTERNS_KEPT) segmentsByPattern.clear();
    segments = parseSegments(pattern);
    segmentsByPattern.set(pattern, segments);
  }
  return segments;
}

function parseSegments(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? { name: part.replace(/^:|\?$/g, ''), literal: '', optional: part.endsWith('?') }
        : { name: null, literal: part, optional: false },
    );
}

/** The parameters of a pathname that matches the pattern, or null. Only a trailing segment may be optional. */
export function matchRoute(pattern: string, pathname: string): RouteParams | null {
  const segments = segmentsOf(pattern);
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length > segments.length) return null;
  const params: RouteParams = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (part === undefined) {
      if (!segment.optional) return null;
      params[segment.name ?? ''] = undefined;
      continue;
    }
    if (segment.name === null) {
      if (segment.literal !== part) return null;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(part);
    } catch {
      return null;
    }
    params[segment.name] = value;
  }
  return params;
}

/**
 * Whether a site path (without the /en prefix) or a route pattern is the mobile site's: /m and
 * below, whose section routers work under the /m basename.
 */
export function isMobilePath(pathOrPattern: string): boolean {
  return pathOrPattern === '/m' || pathOrPattern.startsWith('/m/');
}

/**
 * @deprecated The same function under its former name: sections released before it was renamed
 * call it through the contracts' shared singleton at runtime, so the name stays while they run.
 * New code uses isMobilePath.
 */
export const isMobilePattern = isMobilePath;

/** Fills a pattern with parameters; an absent optional trailing parameter is dropped. */
export function buildPath(pattern: string, params: RouteParams = {}): string {
  const parts = segmentsOf(pattern).flatMap((segment) => {
    if (segment.name === null) return [segment.literal];
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) return [];
      throw new Error(`Missing route parameter "${segment.name}" for ${pattern}`);
    }
    return [encodeURIComponent(value)];
  });
  return `/${parts.join('/')}`;
}

/** Route name of a pattern, as Nuxt names its pages: "/news/dynamic/:id" → "news-dynamic-id", "/" → "index". */
export function routeNameOf(pattern: string): string {
  const names = segmentsOf(pattern).map((segment) => segment.name ?? segment.literal);
  return names.length === 0 ? 'index' : names.join('-');
}

/** SPEC.md §9: product view ids of the English backend share the SEO entries of the Chinese ones. */
export const PRODUCT_VIEW_SEO_REMAP: Readonly<Record<string, string>> = {
  '44': '13',
  '45': '14',
  '46': '15',
  '102': '1001',
  '103': '1002',
};

export function productViewSeoId(id: string): string {
  return PRODUCT_VIEW_SEO_REMAP[id] ?? id;
}

/**
 * The SEO map keys to try for a route, most specific first: a route with an `id` parameter has
 * its own entry with the trailing "id" replaced by the value ("solution-id" + bank →
 * "solution-bank"; "product-view-id" + 44 → "product-view-13"), then the route's generic entry.
 */
export function seoKeysOf(routeName: string, params: RouteParams = {}): string[] {
  const id = params.id;
  if (id === undefined || !routeName.endsWith('-id')) return [routeName];
  const base = routeName.slice(0, -'id'.length);
  const seoId = routeName.endsWith('product-view-id') ? productViewSeoId(id) : id;
  return [`${base}${seoId}`, routeName];
}

/** Whether the parameters pass a route's validate rule (SPEC.md §5: a failure shows the 404 page). */
export function passesValidation(rules: RouteEntry['validate'], params: RouteParams): boolean {
  if (!rules) return true;
  return Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    if (value === undefined) return true;
    if (rule.oneOf && !rule.oneOf.includes(value)) return false;
    if (rule.pattern && !new RegExp(`^(?:${rule.pattern})$`).test(value)) return false;
    return true;
  });
}

/**
 * Whether a URL query value fits the schema of a query parameter, written as the API reads it: an
 * integer in its bounds with no sign, zero or exponent the API would drop ("1.5", "01" and "1e3"
 * are no integers here), a string of its lengths and pattern, a literal, or one of a union. These
 * are the kinds the endpoint queries use; another kind throws, so a new one is added here first.
 * Plain code rather than TypeBox's Value, which stays out of browser builds (decision 027); a
 * test holds it equal to TypeBox's convert-then-check on generated values.
 */
export function fitsQuerySchema(schema: TSchema, value: string): boolean {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as TSchema[]).some((member) => fitsQuerySchema(member, value));
  if ('const' in schema) return schema.const === value;
  if (schema.type === 'integer') {
    if (!/^(0|-?[1-9][0-9]*)$/.test(value)) return false;
    const number = Number(value);
    const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
    return (
      Number.isSafeInteger(number) &&
      (minimum === undefined || number >= minimum) &&
      (maximum === undefined || number <= maximum)
    );
  }
  if (schema.type === 'string') {
    const { minLength, maxLength, pattern } = schema as { minLength?: number; maxLength?: number; pattern?: string };
    return (
      (minLength === undefined || value.length >= minLength) &&
      (maxLength === undefined || value.length <= maxLength) &&
      (pattern === undefined || new RegExp(pattern).test(value))
    );
  }
  throw new Error(`A query parameter of kind ${String(schema.type)} has no check here: add it to fitsQuerySchema`);
}

/**
 * Whether the endpoint of a data need takes a URL query value for one of its parameters. A
 * parameter the endpoint does not declare is left to the API to refuse, so a wrong manifest shows.
 */
function acceptsQueryValue(endpoint: string, name: string, value: string): boolean {
  if (!isEndpointPath(endpoint)) return true;
  const properties: Record<string, TSchema | undefined> = endpointQueries[endpoint].properties;
  const schema = properties[name];
  return schema === undefined || fitsQuerySchema(schema, value);
}

/**
 * The content API query of a data need, resolved against the route's path and URL query. A URL
 * query value its endpoint would refuse (`?page=abc`, the empty `?city=` a form sends) counts as
 * absent, so such a URL still shows its page; the server and the section resolve alike.
 */
export function resolveDataParams(
  need: RouteDataNeed,
  params: RouteParams,
  search: URLSearchParams,
): Record<string, string | number> | null {
  const resolved: Record<string, string | number> = {};
  for (const [name, source] of Object.entries(need.params)) {
    if (typeof source === 'number') {
      resolved[name] = source;
    } else if (source.startsWith(':')) {
      // ":id?" is optional: a URL without it asks without it (the API answers its first item).
      const optional = source.endsWith('?');
      const value = params[source.slice(1, optional ? -1 : undefined)];
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      resolved[name] = value;
    } else if (source.startsWith('?')) {
      const value = search.get(source.slice(1));
      if (value !== null && acceptsQueryValue(need.endpoint, name, value)) resolved[name] = value;
    } else {
      resolved[name] = source;
    }
  }
  return resolved;
}

/**
 * The URL a page is rendered for, its target: the path and the query parameters its route's data
 * needs read, with the values they take, in the address's order. A route that reads none, and a
 * path that is no route's, drop the query: a campaign's `?utm_source` leaves the page as it is.
 * The server renders and keeps documents for it; the browser hydrates markup of the same target.
 */
export function pageTargetOf(
  pathname: string,
  route: { entry: Pick<RouteEntry, 'data'>; params: RouteParams } | null,
  search: URLSearchParams,
): string {
  const values = new Map<string, string>();
  for (const need of route?.entry.data ?? []) {
    const resolved = resolveDataParams(need, route?.params ?? {}, search);
    for (const [name, source] of Object.entries(need.params)) {
      const value = resolved?.[name];
      if (typeof source === 'string' && source.startsWith('?') && value !== undefined) {
        values.set(source.slice(1), String(value));
      }
    }
  }
  const used = new URLSearchParams();
  for (const name of search.keys()) {
    const value = values.get(name);
    if (value !== undefined && !used.has(name)) used.set(name, value);
  }
  const query = used.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}
