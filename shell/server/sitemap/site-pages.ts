/**
 * Every public page of the site, from the route manifests and the content (issue 26): what the
 * sitemaps list. A desktop route gives its own URL, one per `validate.oneOf` value, or one per id
 * of the content lists its `sitemap.ids` names, in each backend; its mobile counterpart is the
 * page's media alternate. An item's page in one language is paired with its counterpart's page
 * in the other (both must name each other, as the documents' hreflang links do). An item whose
 * page would not answer (its detail is unreadable) is left out.
 */
import {
  buildPath,
  isEndpointPath,
  isMobilePath,
  languageQueryOf,
  resolveDataParams,
  type Language,
  type RouteEntry,
  type RouteParams,
  type SitemapIdSource,
} from '@site/shared-contracts';
import { joinLanguagePrefix } from '../../src/routing/location';
import type { RouteTable } from '../../src/routing/resolve-route';
import type { ContentSource } from '../content-source';

/** One language's page: its path (without the /en prefix), its mobile page, its last change. */
export interface SitePage {
  path: string;
  mobilePath: string | null;
  lastmod: string | null;
}

/** A page in its two languages; null where it has no page in that language. */
export interface PagePair {
  chinese: SitePage | null;
  english: SitePage | null;
}

interface ListedItem {
  id: string;
  lastmod: string | null;
  counterpart: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A content list the sitemap needs could not be read: no sitemap is made (nor kept) from part of the site. */
export class SitemapReadError extends Error {}

function recordOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function lastmodOf(item: Record<string, unknown>): string | null {
  const day = item.publishedAt ?? item.date;
  return typeof day === 'string' && DAY.test(day) ? day : null;
}

async function read(content: ContentSource, endpoint: string, query: Record<string, string | number>) {
  if (!isEndpointPath(endpoint)) throw new SitemapReadError(`${endpoint} is not in the endpoint table`);
  const answer = await content.get(endpoint, query);
  if (!answer.ok) throw new SitemapReadError(answer.reason);
  return answer.data as unknown;
}

/** The items one id source names in one language: every page of a paged list. */
async function itemsOf(content: ContentSource, source: SitemapIdSource, language: Language) {
  const query = { ...source.params, ...languageQueryOf(language) };
  const data = await read(content, source.endpoint, query);
  if (Array.isArray(data)) return data as unknown[];
  const first = recordOf(data);
  if (source.items !== undefined) return Array.isArray(first[source.items]) ? (first[source.items] as unknown[]) : [];
  const items = Array.isArray(first.list) ? [...(first.list as unknown[])] : [];
  const { total, pageSize } = first;
  if (typeof total === 'number' && typeof pageSize === 'number' && pageSize > 0) {
    for (let page = 2; (page - 1) * pageSize < total; page += 1) {
      const next = recordOf(await read(content, source.endpoint, { ...query, page }));
      if (Array.isArray(next.list)) items.push(...(next.list as unknown[]));
    }
  }
  return items;
}

/**
 * The ids a route's lists name in one language, each with its date and, when the route declares
 * its item, the counterpart its detail names; an item whose detail cannot be read is left out.
 */
async function listedItems(
  content: ContentSource,
  route: RouteEntry,
  ids: readonly SitemapIdSource[],
  language: Language,
): Promise<ListedItem[]> {
  const found = new Map<string, ListedItem>();
  for (const source of ids) {
    for (const raw of await itemsOf(content, source, language)) {
      const item = recordOf(raw);
      if (typeof item.id !== 'number' && typeof item.id !== 'string') continue;
      const id = String(item.id);
      if (!found.has(id)) found.set(id, { id, lastmod: lastmodOf(item), counterpart: null });
    }
  }
  const need = route.data.find((candidate) => candidate.key === route.item);
  if (!need) return [...found.values()];
  const detailed = await Promise.all(
    [...found.values()].map(async (item) => {
      const params = resolveDataParams(need, { id: item.id }, new URLSearchParams());
      if (!params || !isEndpointPath(need.endpoint)) return null;
      const answer = await content.get(need.endpoint, { ...params, ...languageQueryOf(language) });
      if (!answer.ok) return null;
      const counterpart = recordOf(answer.data).counterpart;
      return { ...item, counterpart: typeof counterpart === 'number' ? String(counterpart) : null };
    }),
  );
  return detailed.filter((item): item is ListedItem => item !== null);
}

function pageOf(route: RouteEntry, params: RouteParams, lastmod: string | null): SitePage {
  return {
    path: buildPath(route.path, params),
    mobilePath: route.counterpart ? buildPath(route.counterpart, params) : null,
    lastmod,
  };
}

/** Every value combination of a route's parameters that its validate rules list, or null when one is open. */
export function enumeratedParams(route: RouteEntry): RouteParams[] | null {
  let combinations: RouteParams[] = [{}];
  for (const [, name = '', optional] of route.path.matchAll(/:(\w+)(\??)/g)) {
    const values = route.validate?.[name]?.oneOf;
    if (!values) return null;
    const options: (string | undefined)[] = [...(optional ? [undefined] : []), ...values];
    combinations = combinations.flatMap((params) => options.map((value) => ({ ...params, [name]: value })));
  }
  return combinations;
}

async function pairsOfIds(
  content: ContentSource,
  route: RouteEntry,
  ids: readonly SitemapIdSource[],
): Promise<PagePair[]> {
  const [chinese, english] = await Promise.all([
    listedItems(content, route, ids, 's'),
    listedItems(content, route, ids, 'e'),
  ]);
  const englishById = new Map(english.map((item) => [item.id, item]));
  const paired = new Set<string>();
  const pairs: PagePair[] = chinese.map((item) => {
    const other = item.counterpart === null ? undefined : englishById.get(item.counterpart);
    const mutual = other !== undefined && other.counterpart === item.id;
    if (mutual) paired.add(other.id);
    return {
      chinese: pageOf(route, { id: item.id }, item.lastmod),
      english: mutual ? pageOf(route, { id: other.id }, other.lastmod) : null,
    };
  });
  for (const item of english)
    if (!paired.has(item.id)) pairs.push({ chinese: null, english: pageOf(route, { id: item.id }, item.lastmod) });
  return pairs;
}

/** The pages of the site in both languages, in the order of the route manifests. */
export async function sitePagesOf(routes: RouteTable, content: ContentSource): Promise<PagePair[]> {
  const perRoute = await Promise.all(
    Object.values(routes)
      .flat()
      .filter((route) => !isMobilePath(route.path) && route.sitemap !== false)
      .map(async (route): Promise<PagePair[]> => {
        if (route.sitemap) return pairsOfIds(content, route, route.sitemap.ids);
        return (enumeratedParams(route) ?? []).map((params) => {
          const page = pageOf(route, params, null);
          return { chinese: page, english: page };
        });
      }),
  );
  return perRoute.flat();
}

/**
 * The pages without the URLs a published redirect sends elsewhere (decision 072): such a URL is no
 * page, in either language or as a mobile alternate.
 */
export function withoutRedirected(pages: PagePair[], isRedirected: (pathname: string) => boolean): PagePair[] {
  const kept = (page: SitePage | null, prefix: '' | '/en'): SitePage | null => {
    if (page === null || isRedirected(joinLanguagePrefix(prefix, page.path))) return null;
    const mobile = page.mobilePath !== null && isRedirected(joinLanguagePrefix(prefix, page.mobilePath));
    return mobile ? { ...page, mobilePath: null } : page;
  };
  return pages
    .map((pair) => ({ chinese: kept(pair.chinese, ''), english: kept(pair.english, '/en') }))
    .filter((pair) => pair.chinese !== null || pair.english !== null);
}
