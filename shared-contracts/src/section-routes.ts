/**
 * A section's routes, declared once (STYLE.md "Declare a route once"). A section's
 * `src/routes.ts` calls `defineSectionRoutes`; its build emits `routes.json` from the result, its
 * router renders from it (`SectionRoutes` of the section kit), and its pages read their data
 * through the same data needs (`useRouteData`), so the query a page asks is the one the server
 * embedded. This module holds no React: the build loads it in Node.
 */
import { Value } from '@sinclair/typebox/value';
import { endpointQueries, isEndpointPath, type EndpointPath } from './endpoint-queries';
import {
  RouteManifest,
  isMobilePath,
  matchRoute,
  resolveDataParams,
  routeNameOf,
  menuKeyOfPath,
  type LanguageSwitch,
  type Layout,
  type LocalizedText,
  type MenuEntry,
  type MenuImage,
  type ParamRule,
  type RouteEntry,
  type RouteParams,
  type SitemapIdSource,
  type StructuredDataDeclaration,
} from './routes';
import type { Language } from './language';
import type { ApiQuery } from './section';

/** One piece of content a route needs, typed by its endpoint. */
export interface DataNeed<P extends EndpointPath = EndpointPath> {
  key: string;
  endpoint: P;
  /**
   * Per query parameter: a literal, a path parameter (":id"; ":id?" when the query may go
   * without it) or a URL query parameter ("?page").
   */
  params: Record<string, string | number>;
}

export function dataNeed<P extends EndpointPath>(
  key: string,
  endpoint: P,
  params: { [K in keyof ApiQuery<P>]?: string | number } = {},
): DataNeed<P> {
  return { key, endpoint, params: params as Record<string, string | number> };
}

/** A route as a section declares it: the manifest entry without its derived name, plus its page. */
export interface SectionRouteDefinition<Page extends string = string> {
  path: string;
  layout: Layout;
  /** Background image, a file the section's build ships (@site/build/webpack/section copies src/<file>). */
  background?: string;
  counterpart?: string;
  data: readonly DataNeed[];
  validate?: Record<string, ParamRule>;
  /** False hides the layout's little-ball decoration on this route (SPEC.md §2). */
  littleBall?: boolean;
  /** What switching language does here (SPEC.md §4); stays on the route when absent. */
  languageSwitch?: LanguageSwitch;
  /** False: never redirected to the other device's page (the home pages). */
  deviceGuard?: boolean;
  /** Key of the data need whose answer is the page's item (asked by :id): its counterpart links the other language. */
  item?: string;
  /** The page that lists the item: a switch to the other backend goes there when it has no counterpart. */
  itemList?: string;
  /** What the route gives the sitemap (RouteSitemap): by default its URL when it has no id to enumerate. */
  sitemap?: false | { ids: readonly SitemapIdSource[] };
  /** The JSON-LD blocks of its documents, each built from one of its data needs. */
  structuredData?: readonly StructuredDataDeclaration[];
  /** The page component of the section's page table that renders this route. */
  page: Page;
}

export interface SectionRoutes<Page extends string = string> {
  section: string;
  routes: readonly SectionRouteDefinition<Page>[];
  /** What the build emits as routes.json. */
  manifest: RouteManifest;
}

/** The validate rule of a numeric content-API id. */
export const NUMERIC_ID_RULE: Record<string, ParamRule> = { id: { pattern: '[1-9][0-9]{0,8}' } };

/** What a section declares beside its routes: its header entries, its first-load budget when it is not the default. */
export interface SectionRoutesOptions {
  /** The section's top entries of the header (their labels must match the navigation endpoint's names). */
  menu?: readonly MenuEntry[];
  /** The section's own first-load JS + CSS, compressed, in KB (DESIGN.md §7; the release gate checks it). */
  budgetKb?: number;
}

export function defineSectionRoutes<const Page extends string>(
  section: string,
  routes: readonly SectionRouteDefinition<Page>[],
  options: SectionRoutesOptions = {},
): SectionRoutes<Page> {
  const manifest: RouteManifest = {
    section,
    ...(options.budgetKb !== undefined ? { budgetKb: options.budgetKb } : {}),
    ...(options.menu !== undefined ? { menu: [...options.menu] } : {}),
    routes: routes.map(({ page: _page, data, structuredData, sitemap, ...route }): RouteEntry => ({
      ...route,
      name: routeNameOf(route.path),
      data: data.map((need) => ({ ...need, params: { ...need.params } })),
      ...(sitemap !== undefined
        ? { sitemap: sitemap && { ids: sitemap.ids.map((source) => ({ ...source, params: { ...source.params } })) } }
        : {}),
      ...(structuredData ? { structuredData: structuredData.map((declaration) => ({ ...declaration })) } : {}),
    })),
  };
  return { section, routes, manifest };
}

/**
 * The copy of a section's menu entry in one language, as its `menu.<s|e|t>.json` holds it under
 * the entry's key: the label (the navigation endpoint's name), the banner title, and the titles
 * (and image descriptions) of its panel and drawer items by item id.
 */
export interface MenuEntryCopy {
  label: string;
  title?: string;
  items?: Record<string, { title: string; alt: string }>;
  drawer?: Record<string, string>;
}

/** What a menu entry declares besides its copy. */
export interface MenuEntryDefinition {
  key: string;
  order: number;
  items?: readonly { id: string; path: string; image: MenuImage }[] | 'categories';
  investor?: true;
  drawer?: readonly { id: string; path: string }[];
}

/** An image of the content API's media folder, as the header draws it. */
export function mediaImage(file: string, width: number, height: number): MenuImage {
  return { src: `/api/media/${file}`, width, height };
}

/**
 * A menu entry of the manifest from its definition and its copy in the three languages. Missing
 * copy leaves a text incomplete, which manifestProblems reports.
 */
export function menuEntry(
  copies: Record<Language, Record<string, MenuEntryCopy>>,
  definition: MenuEntryDefinition,
): MenuEntry {
  const { key, order, items, investor, drawer } = definition;
  const text = (pick: (copy: MenuEntryCopy) => string | undefined) =>
    Object.fromEntries(
      (['s', 't', 'e'] as const).map((language) => {
        const copy = copies[language][key];
        return [language, copy && pick(copy)];
      }),
    ) as LocalizedText;
  return {
    key,
    order,
    label: text((copy) => copy.label),
    ...(copies.s[key]?.title !== undefined ? { title: text((copy) => copy.title) } : {}),
    ...(items === 'categories' ? { items } : {}),
    ...(Array.isArray(items)
      ? {
          items: items.map(({ id, path, image }) => ({
            id,
            path,
            title: text((copy) => copy.items?.[id]?.title),
            alt: text((copy) => copy.items?.[id]?.alt),
            image,
          })),
        }
      : {}),
    ...(investor ? { investor } : {}),
    ...(drawer
      ? { drawer: drawer.map(({ id, path }) => ({ id, path, title: text((copy) => copy.drawer?.[id]) })) }
      : {}),
  };
}

/**
 * What is wrong with a section's route manifest, one line per problem (empty when none): the
 * schema, route names, first-match order, counterparts, validate rules and data needs. The build
 * refuses a manifest with problems; each section's test asserts there are none.
 */
export function manifestProblems(manifest: unknown, section?: string): string[] {
  const schemaProblems = [...Value.Errors(RouteManifest, manifest)].map((error) => `${error.path} ${error.message}`);
  if (schemaProblems.length > 0) return schemaProblems;
  const { routes, section: named } = manifest as RouteManifest;
  const problems: string[] = [];
  if (section !== undefined && named !== section) problems.push(`section is "${named}", expected "${section}"`);
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const sample = (pattern: string) => pattern.replace(/:(\w+)\??/g, (_match, name: string) => `sample-${name}`);
  for (const route of routes) {
    if (route.name !== routeNameOf(route.path)) problems.push(`${route.path} must be named ${routeNameOf(route.path)}`);
    const firstMatch = routes.find((candidate) => matchRoute(candidate.path, sample(route.path)));
    if (firstMatch !== route) problems.push(`${route.path} is shadowed by ${firstMatch?.path} listed before it`);
    if (route.counterpart !== undefined) {
      const other = byPath.get(route.counterpart);
      if (!other) problems.push(`${route.path} names counterpart ${route.counterpart}, which is not a route here`);
      else if (other.counterpart !== route.path)
        problems.push(`${route.path} and ${route.counterpart} must name each other as counterparts`);
      else if (isMobilePath(route.path) === isMobilePath(other.path))
        problems.push(`${route.path} and its counterpart must be one desktop and one mobile route`);
    }
    const target = route.languageSwitch?.kind === 'go' ? route.languageSwitch.path : undefined;
    if (target !== undefined && isMobilePath(target) !== isMobilePath(route.path))
      problems.push(`${route.path} sends a language switch to ${target}, a page of the other device`);
    if (route.itemList !== undefined && isMobilePath(route.itemList) !== isMobilePath(route.path))
      problems.push(`${route.path} lists its item at ${route.itemList}, a page of the other device`);
    if (route.itemList !== undefined && route.item === undefined)
      problems.push(`${route.path} names a list of its item but no item`);
    for (const name of Object.keys(route.validate ?? {}))
      if (!route.path.includes(`:${name}`)) problems.push(`${route.path} validates "${name}", not a parameter of it`);
    const keys = new Set<string>();
    for (const need of route.data) {
      if (keys.has(need.key)) problems.push(`${route.path} needs "${need.key}" twice`);
      keys.add(need.key);
      if (!isEndpointPath(need.endpoint)) {
        problems.push(`${route.path} needs ${need.endpoint}, which is no content API endpoint`);
        continue;
      }
      const schema = endpointQueries[need.endpoint];
      for (const params of sampleParamsOf(route)) {
        const query = resolveDataParams(need, params, new URLSearchParams());
        if (query !== null && !Value.Check(schema, Value.Convert(schema, query))) {
          problems.push(`${route.path} asks ${need.endpoint} with a query it refuses: ${JSON.stringify(query)}`);
          break;
        }
      }
    }
  }
  problems.push(...menuProblems(manifest as RouteManifest));
  for (const route of routes) problems.push(...searchDeclarationProblems(route));
  return problems;
}

/**
 * What a route declares for search engines: its item and each JSON-LD block read one of its data
 * needs, its item is asked by its :id, the sitemap's lists are endpoints of the table, and a
 * desktop route with an id the sitemap cannot enumerate says how (ids) or that it is not listed.
 */
function searchDeclarationProblems(route: RouteEntry): string[] {
  const problems: string[] = [];
  const keys = new Set(route.data.map((need) => need.key));
  const hasId = /:id\??(\/|$)/.test(route.path);
  if (route.item !== undefined) {
    if (!keys.has(route.item))
      problems.push(`${route.path} names item "${route.item}", which is none of its data needs`);
    if (!hasId) problems.push(`${route.path} names an item but has no :id parameter to ask it by`);
  }
  for (const declaration of route.structuredData ?? []) {
    if (!keys.has(declaration.from))
      problems.push(
        `${route.path} builds ${declaration.type} from "${declaration.from}", which is none of its data needs`,
      );
    if (declaration.type === 'BreadcrumbList' && declaration.parent.includes(':'))
      problems.push(
        `${route.path} names breadcrumb parent ${declaration.parent}, which must be a path without parameters`,
      );
  }
  if (route.sitemap) {
    if (!hasId) problems.push(`${route.path} lists sitemap ids but has no :id parameter to put them in`);
    for (const source of route.sitemap.ids)
      if (!isEndpointPath(source.endpoint))
        problems.push(`${route.path} lists sitemap ids from ${source.endpoint}, which is no content API endpoint`);
  } else if (route.sitemap === undefined && !isMobilePath(route.path)) {
    const unlisted = [...route.path.matchAll(/:(\w+)/g)].filter(([, name = '']) => !route.validate?.[name]?.oneOf);
    if (unlisted.length > 0)
      problems.push(
        `${route.path} has parameters no list enumerates: declare sitemap: { ids: [...] } (the content lists of its ids) or sitemap: false`,
      );
  }
  return problems;
}

/** The menu entries: unique keys, each covering a route of the section, unique item ids. */
function menuProblems({ menu = [], routes }: RouteManifest): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const entry of menu) {
    if (keys.has(entry.key)) problems.push(`menu entry "${entry.key}" is declared twice`);
    keys.add(entry.key);
    if (!routes.some((route) => menuKeyOfPath(route.path) === entry.key))
      problems.push(`menu entry "${entry.key}" covers no route of this section (/${entry.key}/…)`);
    for (const list of [Array.isArray(entry.items) ? entry.items : [], entry.drawer ?? []]) {
      const ids = list.map((item) => item.id);
      for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index)))
        problems.push(`menu entry "${entry.key}" has two items "${id}"`);
    }
  }
  return problems;
}

/** Parameters to try a route's data needs with: all of them, and without its optional one if it has one. */
function sampleParamsOf(route: RouteEntry): RouteParams[] {
  const parameters = [...route.path.matchAll(/:(\w+)(\??)/g)];
  const all = Object.fromEntries(parameters.map(([, name = '']) => [name, sampleValueOf(route.validate?.[name])]));
  const required: RouteParams = { ...all };
  for (const [, name = '', optional] of parameters) if (optional === '?') delete required[name];
  return Object.keys(required).length === parameters.length ? [all] : [all, required];
}

/** A value to try a route's data needs with: the first allowed one, or a numeric id. */
function sampleValueOf(rule: ParamRule | undefined): string {
  return rule?.oneOf?.[0] ?? '3';
}
