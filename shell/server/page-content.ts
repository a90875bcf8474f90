/**
 * What a document reads from the content source: the chrome (navigation, categories, SEO map, all
 * or nothing) and the data needs of its route. A failure becomes a PageProblem: the status of the
 * page to send instead, which readPageContent turns into that page.
 */
import {
  PRODUCT_CATEGORY_GROUP_ID,
  isEndpointPath,
  languageQueryOf,
  requestKey,
  resolveDataParams,
  type CategoryListItem,
  type EndpointData,
  type EndpointPath,
  type Language,
  type NavigationEntry,
  type SeoMap,
} from '@site/shared-contracts';
import { pageModelOf, type PageInput, type PageModel } from '../src/routing/page-model';
import type { ResolvedRoute } from '../src/routing/resolve-route';
import type { ContentAnswer, ContentSource } from './content-source';

export class PageProblem extends Error {
  constructor(
    readonly status: 400 | 404 | 500,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * The data of an answer, or the page made instead: a 404 or 400 of the route's data is the
 * visitor's; any other failure, and any failure of the chrome, is an error page.
 */
export function dataOf<P extends EndpointPath>(answer: ContentAnswer<P>, part: 'chrome' | 'route'): EndpointData<P> {
  if (answer.ok) return answer.data;
  const { status, reason } = answer;
  throw new PageProblem(part === 'route' && (status === 404 || status === 400) ? status : 500, reason);
}

export interface Chrome {
  navigation: NavigationEntry[];
  categories: CategoryListItem[];
  seoMap: SeoMap;
}

/** What an error page shows when even the chrome could not be read. */
export const NO_CHROME: Chrome = { navigation: [], categories: [], seoMap: {} };

export interface PageContent {
  loadChrome(language: Language): Promise<Chrome>;
  loadRouteData(route: ResolvedRoute, language: Language, search: URLSearchParams): Promise<Record<string, unknown>>;
}

export function createPageContent(content: ContentSource): PageContent {
  return {
    /** Navigation, categories and SEO map, all of them: a page never goes out with part of its chrome. */
    async loadChrome(language: Language): Promise<Chrome> {
      const query = languageQueryOf(language);
      const [navigation, categories, seo] = await Promise.all([
        content.get('/api/web/navigation', { ...query }),
        content.get('/api/web/category/list', { id: PRODUCT_CATEGORY_GROUP_ID, ...query }),
        content.get('/api/web/seo/map', { ...query }),
      ]);
      return {
        navigation: dataOf(navigation, 'chrome'),
        categories: dataOf(categories, 'chrome'),
        seoMap: dataOf(seo, 'chrome'),
      };
    },

    /** The data of a route's needs, keyed as the browser asks for them; a 404 or 400 of one is the page's. */
    async loadRouteData(
      route: ResolvedRoute,
      language: Language,
      search: URLSearchParams,
    ): Promise<Record<string, unknown>> {
      const query = languageQueryOf(language);
      const read = await Promise.all(
        route.entry.data.map(async (need): Promise<[string, unknown] | null> => {
          const params = resolveDataParams(need, route.params, search);
          if (!params) return null;
          if (!isEndpointPath(need.endpoint))
            throw new PageProblem(500, `${need.endpoint} is not in the endpoint table`);
          const full = { ...params, ...query };
          return [requestKey(need.endpoint, full), dataOf(await content.get(need.endpoint, full), 'route')];
        }),
      );
      // In the route's order of needs, whichever answer came first (a kept one comes at once,
      // decision 079): the embedded state's bytes do not depend on timing.
      const data: Record<string, unknown> = {};
      for (const entry of read) if (entry) data[entry[0]] = entry[1];
      return data;
    },
  };
}

export type PageRead =
  /** A 400 of the route's data: the visitor is sent to the /400 page (SPEC.md §8). */
  | { kind: 'bad-request' }
  | {
      kind: 'page';
      /** The page as its content made it: the requested one, or the 404 or 500 page instead. */
      page: PageModel;
      chrome: Chrome;
      /** The route's data, keyed as the browser asks for it. */
      data: Record<string, unknown>;
      /** Why the content failed, when it did. */
      reason?: string;
    };

/**
 * The content of the page `input` names: the chrome, then the route's data. A read that fails
 * makes the page the one it names instead (pageModelOf with the content's status).
 */
export async function readPageContent(
  content: PageContent,
  input: PageInput,
  language: Language,
  search: URLSearchParams,
): Promise<PageRead> {
  const page = pageModelOf(input);
  let chrome = NO_CHROME;
  try {
    chrome = await content.loadChrome(language);
    const data = page.status === 200 && page.route ? await content.loadRouteData(page.route, language, search) : {};
    return { kind: 'page', page, chrome, data };
  } catch (error) {
    if (!(error instanceof PageProblem)) throw error;
    if (error.status === 400) return { kind: 'bad-request' };
    const failed = pageModelOf({ ...input, contentStatus: error.status });
    return { kind: 'page', page: failed, chrome, data: {}, reason: error.message };
  }
}
