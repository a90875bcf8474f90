/**
 * What the shell's chrome (header, banner, footer, widgets, error pages) renders from. The boot
 * code owns the state and passes a model; the chrome never reads window, document, time or
 * randomness during render, so the server can render it too.
 */
import type { CategoryListItem, Device, Language, Layout, MenuEntry, NavigationEntry } from '@site/shared-contracts';

export type ChromeView =
  /** A section's application is shown in the slot. */
  | {
      kind: 'section';
      layout: Layout;
      /** URL of the route's background image (its release's file, or the shell's fallback). */
      background: string;
      routeName: string;
      littleBall: boolean;
    }
  | { kind: 'not-found' }
  | { kind: 'bad-request' }
  | { kind: 'error'; status: number; message: string }
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
}

export interface ChromeActions {
  changeLanguage(language: Language): void;
  /** Client-side navigation to a site path (with the language prefix already applied). */
  navigate(href: string): void;
  /** Retry loading a section that failed. */
  retrySection(): void;
}
