/**
 * What the shell's chrome (header, banner, footer, widgets, error pages) renders from. The boot
 * code owns the state and passes a model; the chrome never reads window, document, time or
 * randomness during render, so the server can render it too.
 */
import {
  investorHrefOf,
  type CategoryListItem,
  type Device,
  type InitialState,
  type Language,
  type MenuEntry,
  type NavigationEntry,
  type PreviewedRelease,
} from '@site/shared-contracts';
import type { PageModel, PageView } from './routing/page-model';

export type ChromeView =
  | PageView
  /** The section's code or manifest could not be loaded; `retry` tries again. */
  | { kind: 'section-failed'; section: string };

export interface ChromeModel {
  language: Language;
  device: Device;
  navigation: NavigationEntry[];
  /** The header entries the current sections declare, in their order. */
  menu: MenuEntry[];
  categories: CategoryListItem[];
  /** The path without the /en prefix: "/about/introduce", "/m/about/team". */
  pathname: string;
  /** Prefix of every internal link: "" or "/en". */
  languagePrefix: '' | '/en';
  /** The page is scrolled at all: the header turns dark. */
  isNavBlack: boolean;
  /** Investor relations site with the language as `id` (pre-release address when on a "pre" host). */
  investorHref: string;
  view: ChromeView;
  /** The page is a Chinese item shown to a visitor who chose English (issue 25 §7): a note says so. */
  onlyInChinese?: boolean;
  /** The candidates this browser previews (decision 069): a banner names them on every page of the visit. */
  preview?: PreviewedRelease[];
}

export interface ChromeActions {
  changeLanguage(language: Language): void;
  /** Client-side navigation to a site path (with the language prefix already applied). */
  navigate(href: string): void;
  /** Retry loading a section that failed. */
  retrySection(): void;
}

/**
 * The chrome's model of a page: the page model's path and view with the state's language, menus
 * and site configuration. The server renders from it and the browser rebuilds it from the same
 * state, so the chrome hydrates what was rendered.
 */
export function chromeModelOf(
  page: PageModel,
  state: Pick<InitialState, 'language' | 'navigation' | 'menu' | 'categories' | 'config' | 'onlyInChinese' | 'preview'>,
  /** The page's path (its /en prefix included) and query: the investor link's rule reads the address. */
  pathAndQuery: string,
  isNavBlack: boolean,
): ChromeModel {
  return {
    language: state.language,
    device: page.device,
    navigation: state.navigation,
    menu: state.menu,
    categories: state.categories,
    pathname: page.path,
    languagePrefix: page.languagePrefix,
    isNavBlack,
    investorHref: investorHrefOf(pathAndQuery, state.language, state.config),
    view: page.view,
    ...(state.onlyInChinese ? { onlyInChinese: true } : {}),
    ...(state.preview?.length ? { preview: state.preview } : {}),
  };
}
