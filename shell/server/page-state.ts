/**
 * What a document embeds (#__INITIAL_STATE__, DESIGN.md §2): the page model's route, the content
 * read for it and the site's tables, so the browser paints the first view without an API request
 * and rebuilds the same page model from it.
 */
import {
  browserEntryOf,
  type BrowserRegistry,
  type InitialState,
  type Language,
  type MenuEntry,
  type PreviewedRelease,
  type Registry,
  type RouteEntry,
  type SeoEntry,
  type SeoMap,
  type SiteConfig,
} from '@site/shared-contracts';
import type { PageModel } from '../src/routing/page-model';
import { DEFAULT_RUM_SETTINGS, type RumSettings, type RumState } from '../src/rum/settings';
import type { Chrome } from './page-content';

export const FALLBACK_SEO: SeoEntry = { seoTitle: '瀚数科技 Hanshu FinTech', seoKeywords: '', seoDesc: '' };

/** The head of a page: its most specific SEO entry, else the site's, else the shell's own. */
export function seoEntryOf(keys: readonly string[], seoMap: SeoMap): SeoEntry {
  return keys.map((key) => seoMap[key]).find(Boolean) ?? seoMap.index ?? FALLBACK_SEO;
}

export interface PageStateInput {
  /** The page as its content made it (pageModelOf with the content's status). */
  page: PageModel;
  language: Language;
  chrome: Chrome;
  /** The route's data, by request key. */
  data: Record<string, unknown>;
  seo: SeoEntry;
  registry: Registry;
  routes: Record<string, RouteEntry[]>;
  menu: MenuEntry[];
  /** A Chinese item shown to a visitor who chose English (issue 25 §7). */
  onlyInChinese?: boolean;
  /** The candidates the registry names in place of their sections' releases (a preview, decision 069). */
  preview?: PreviewedRelease[];
  /** The investor sites, and the site's origin the document is made for (PUBLIC_ORIGIN, else the request's). */
  config: SiteConfig;
}

/**
 * The registry as the browser needs it (`BrowserRegistry`): each section's release. Where a
 * release's server bundle lives and its render limits are the server's alone; left out, 30
 * sections' documents are about 4 KB (170 bytes compressed) lighter. Its manifest and route
 * manifest are named only where they are not the release's own (a section override's are
 * elsewhere): with 30 sections, 200 bytes less each document, compressed. The browser reads the
 * site's route tables from one file, and each release's route manifest only should that file fail.
 */
function browserRegistryOf(registry: Registry): BrowserRegistry {
  return {
    sections: Object.fromEntries(
      Object.entries(registry.sections).map(([section, entry]) => [section, browserEntryOf(section, entry)]),
    ),
  };
}

/**
 * The browser reports' settings every document of this process embeds (RUM_SAMPLE_RATE, decision
 * 077): one configuration per server process, set once as the server starts (the rum plugin).
 */
let rumSettings: RumSettings = DEFAULT_RUM_SETTINGS;

export function embedRumSettings(settings: RumSettings): void {
  rumSettings = settings;
}

export function initialStateOf(input: PageStateInput): InitialState & RumState {
  const { page, language, chrome, config } = input;
  return {
    language,
    device: page.device,
    navigation: chrome.navigation,
    categories: chrome.categories,
    seo: input.seo,
    registry: browserRegistryOf(input.registry),
    routes: input.routes,
    menu: input.menu,
    route: page.active,
    data: input.data,
    config: { origin: config.origin, investorUrl: config.investorUrl, investorPreUrl: config.investorPreUrl },
    ...(page.status !== 200 ? { errorStatus: page.status } : {}),
    ...(input.onlyInChinese ? { onlyInChinese: true as const } : {}),
    ...(input.preview?.length ? { preview: input.preview } : {}),
    ...(rumSettings.sampleRate !== DEFAULT_RUM_SETTINGS.sampleRate ? { rum: rumSettings } : {}),
  };
}
