/**
 * The parts of a document's head that are for search engines and link previews (issue 26): the
 * canonical and hreflang links (an item's link in the other language goes to its counterpart),
 * `noindex` on error pages, Open Graph and Twitter card tags, and the JSON-LD blocks the route
 * declares. All of it comes from the page's route entry and data: the shell knows no section.
 */
import {
  buildPath,
  languageQueryOf,
  requestKey,
  resolveDataParams,
  serializeState,
  structuredDataOf,
  type InitialState,
  type Language,
  type RouteEntry,
  type SeoEntry,
} from '@site/shared-contracts';
import { chromeCopy } from '../src/copy/chrome-copy';
import { joinLanguagePrefix } from '../src/routing/location';

/** The preview image of every page: the site's card (1200 × 630, the size link previews ask for). */
export const SHARE_CARD = { path: '/share-card.png', width: 1200, height: 630 } as const;
/** The company's logo for search engines: a raster image, as Google asks of an Organization logo. */
export const LOGO_PATH = '/logo.png';

const OPEN_GRAPH_LOCALES: Record<Language, string> = { s: 'zh_CN', t: 'zh_TW', e: 'en_US' };

export interface SeoHeadInput {
  state: InitialState;
  seo: SeoEntry;
  /** Absolute origin of the site's links. */
  origin: string;
  /** The page's path without the /en prefix, and its query string. */
  path: string;
  search: string;
}

/** The page's URL in Chinese and in English, or null where the page has no such language. */
interface LanguageUrls {
  chinese: string | null;
  english: string | null;
}

function routeEntryOf(state: InitialState): RouteEntry | null {
  const active = state.route;
  if (!active) return null;
  return state.routes[active.section]?.find((entry) => entry.name === active.name) ?? null;
}

/** The route's data by the key of its data need, as the document's state holds it. */
export function routeDataByNeed(entry: RouteEntry, state: InitialState, search: string): Record<string, unknown> {
  const params = state.route?.params ?? {};
  const query = new URLSearchParams(search);
  const data: Record<string, unknown> = {};
  for (const need of entry.data) {
    const resolved = resolveDataParams(need, params, query);
    if (resolved)
      data[need.key] = state.data[requestKey(need.endpoint, { ...resolved, ...languageQueryOf(state.language) })];
  }
  return data;
}

/**
 * Where the page is in each language: the same path under /en, except for an item's page, whose
 * other language is its counterpart's page (none when the item has no counterpart).
 */
function languagePathsOf(input: SeoHeadInput, entry: RouteEntry | null, data: Record<string, unknown>) {
  const english = input.state.language === 'e';
  const own = input.path;
  let other: string | null = own;
  if (entry?.item !== undefined) {
    const counterpart = (data[entry.item] as { counterpart?: unknown } | undefined)?.counterpart;
    other =
      typeof counterpart === 'number'
        ? buildPath(entry.path, { ...input.state.route?.params, id: String(counterpart) })
        : null;
  }
  return english ? { chinese: other, english: own } : { chinese: own, english: other };
}

function absoluteUrls(origin: string, paths: { chinese: string | null; english: string | null }): LanguageUrls {
  return {
    chinese: paths.chinese === null ? null : `${origin}${joinLanguagePrefix('', paths.chinese)}`,
    english: paths.english === null ? null : `${origin}${joinLanguagePrefix('/en', paths.english)}`,
  };
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const link = (rel: string, href: string, extra = '') => `<link rel="${rel}"${extra} href="${escapeAttribute(href)}">`;
const property = (name: string, content: string | number) =>
  `<meta property="${name}" content="${escapeAttribute(String(content))}">`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}">`;

/** The head elements for search engines and link previews. */
export function seoHeadOf(input: SeoHeadInput): string[] {
  const { state, seo, origin } = input;
  const { language } = state;
  const entry = routeEntryOf(state);
  const data = entry ? routeDataByNeed(entry, state, input.search) : {};
  const brand = { s: chromeCopy('s').brand, t: chromeCopy('t').brand, e: chromeCopy('e').brand };
  const error = state.errorStatus !== undefined || entry === null;
  const urls = absoluteUrls(origin, languagePathsOf(input, entry, data));
  const canonical = language === 'e' ? urls.english : urls.chinese;

  const head: string[] = [];
  if (error) {
    // An error page is no page of the site: not indexed, and linked to no URL as its own.
    head.push(named('robots', 'noindex'));
  } else if (canonical) {
    head.push(link('canonical', canonical));
    if (urls.chinese && urls.english) {
      head.push(
        link('alternate', urls.chinese, ' hreflang="zh-Hans"'),
        link('alternate', urls.english, ' hreflang="en"'),
        link('alternate', urls.chinese, ' hreflang="x-default"'),
      );
    }
  }

  const isArticle = entry?.structuredData?.some((declaration) => declaration.type === 'NewsArticle') ?? false;
  const otherLocales = (['s', 't', 'e'] as const).filter(
    (other) => other !== language && (other === 'e' ? urls.english : urls.chinese) !== null,
  );
  const image = `${origin}${SHARE_CARD.path}`;
  head.push(
    property('og:type', isArticle ? 'article' : 'website'),
    property('og:site_name', brand[language]),
    property('og:title', seo.seoTitle),
    property('og:description', seo.seoDesc),
    ...(canonical && !error ? [property('og:url', canonical)] : []),
    property('og:image', image),
    property('og:image:width', SHARE_CARD.width),
    property('og:image:height', SHARE_CARD.height),
    property('og:image:alt', brand[language]),
    property('og:locale', OPEN_GRAPH_LOCALES[language]),
    ...otherLocales.map((other) => property('og:locale:alternate', OPEN_GRAPH_LOCALES[other])),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', seo.seoTitle),
    named('twitter:description', seo.seoDesc),
    named('twitter:image', image),
  );

  if (entry?.structuredData && !error && canonical) {
    const blocks = structuredDataOf(entry.structuredData, {
      language,
      url: canonical,
      urlOf: (path) => `${origin}${joinLanguagePrefix(language === 'e' ? '/en' : '', path)}`,
      fileUrlOf: (path) => `${origin}${path}`,
      data,
      menu: state.menu,
      brand,
      logo: `${origin}${LOGO_PATH}`,
    });
    // Escaped as the embedded state is: no text of the content can close the script element.
    for (const block of blocks) head.push(`<script type="application/ld+json">${serializeState(block)}</script>`);
  }
  return head;
}
