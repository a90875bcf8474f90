/**
 * A page's content made into what a document composer takes: the embedded state, the chrome's
 * model and the head's SEO entry, for the target the document is kept under.
 */
import type { Language, MenuEntry, PreviewedRelease, Registry, RouteEntry } from '@site/shared-contracts';
import { chromeModelOf } from '../src/chrome-model';
import type { ShellConfig } from './config';
import type { PageDocument, ShellAssets } from './document';
import type { PageRead } from './page-content';
import { initialStateOf, seoEntryOf } from './page-state';

export interface PageDocumentInput {
  content: Extract<PageRead, { kind: 'page' }>;
  language: Language;
  onlyInChinese: boolean;
  /** The request's path (its /en prefix included) and query: the investor link's rule reads them. */
  address: string;
  /** The path and query the document is made for: its key's target. */
  target: string;
  released: PageDocument['released'];
  override: PageDocument['override'];
  /** The candidates this document shows in place of their sections' releases (decision 069). */
  preview: PreviewedRelease[];
  /** The registry and routes of this document: the released ones, with any preview and override applied. */
  registry: Registry;
  routes: Record<string, RouteEntry[]>;
  menu: MenuEntry[];
  origin: string;
  config: Pick<ShellConfig, 'investorUrl' | 'investorPreUrl'>;
  assets: ShellAssets;
  /** The URL of the site tables' file, or null to embed the tables in the state. */
  siteTables: string | null;
}

export function pageDocumentOf(input: PageDocumentInput): PageDocument {
  const { content, language, target, origin, config } = input;
  const page = content.page;
  const seo = seoEntryOf(page.seoKeys, content.chrome.seoMap);
  const state = initialStateOf({
    page,
    language,
    chrome: content.chrome,
    data: content.data,
    seo,
    registry: input.registry,
    routes: input.routes,
    menu: input.menu,
    config: { origin, investorUrl: config.investorUrl, investorPreUrl: config.investorPreUrl },
    onlyInChinese: input.onlyInChinese,
    preview: input.preview,
  });
  return {
    page,
    // Rendered for the query its route reads, so the document is what its key says.
    url: target,
    override: input.override,
    released: input.released,
    registry: input.registry,
    document: {
      state,
      model: chromeModelOf(page, state, input.address, false),
      seo,
      origin,
      path: page.path,
      search: new URL(target, 'http://site.invalid').search,
      assets: input.assets,
      siteTables: input.siteTables,
    },
  };
}
