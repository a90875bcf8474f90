/**
 * Route manifests (DESIGN.md §3): each section build emits `routes.json` describing its routes,
 * and both the shell server and the browser shell route by them. Also the route-name helpers:
 * route names are the SEO keys.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { endpoints, isEndpointPath } from './endpoints';

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

export const RouteEntry = Type.Object(
  {
    path: Type.String({ pattern: '^/', description: 'Pattern with :param and :param? segments' }),
    name: Type.String({ description: 'Route name, the SEO key' }),
    layout: Type.Union(LAYOUTS.map((layout) => Type.Literal(layout))),
    background: Type.String({ description: 'Background image key; the shell falls back when unknown' }),
    counterpart: Type.Optional(Type.String({ description: 'Desktop pattern of a mobile route, or the reverse' })),
    data: Type.Array(RouteDataNeed),
    validate: Type.Optional(Type.Record(Type.String(), ParamRule)),
    littleBall: Type.Optional(
      Type.Boolean({ description: "SPEC.md §2: false hides the layout's little-ball decoration on this route" }),
    ),
  },
  { additionalProperties: false },
);
export type RouteEntry = Static<typeof RouteEntry>;

export const RouteManifest = Type.Object(
  {
    section: Type.String(),
    routes: Type.Array(RouteEntry),
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

export type RouteParams = Record<string, string | undefined>;

interface Segment {
  name: string | null;
  literal: string;
  optional: boolean;
}

function segmentsOf(pattern: string): Segment[] {
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
 * Whether the endpoint of a data need takes a URL query value for one of its parameters. A
 * parameter the endpoint does not declare is left to the API to refuse, so a wrong manifest shows.
 */
function acceptsQueryValue(endpoint: string, name: string, value: string): boolean {
  if (!isEndpointPath(endpoint)) return true;
  const properties: Record<string, TSchema | undefined> = endpoints[endpoint].query.properties;
  const schema = properties[name];
  if (schema === undefined) return true;
  const converted = Value.Convert(schema, value);
  // Only a value written as the API reads it: TypeBox would make "1.5" the integer 1.
  return Value.Check(schema, converted) && String(converted) === value;
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
