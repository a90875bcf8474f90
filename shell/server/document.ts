/**
 * The HTML document of every page (DESIGN.md §2): head from the SEO map, the search and preview
 * tags of seo-head.ts (canonical, hreflang, Open Graph, JSON-LD), preloads for the shell and the active section, the server-rendered chrome, and the
 * embedded state.
 */
import {
  INITIAL_STATE_ELEMENT_ID,
  htmlLangOf,
  serializeState,
  type InitialState,
  type Registry,
  type SeoEntry,
} from '@site/shared-contracts';
import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createLoadingBar } from '../src/loading-bar/loading-bar-controller';
import { ShellApp } from '../src/shell-app';
import { bannerImageOf } from '../src/layouts/layouts';
import type { ChromeModel } from '../src/chrome-model';
import type { PageModel } from '../src/routing/page-model';
import { BOOT_ELEMENT_ID, BOOT_LOADER, type BootFiles } from './boot-loader';
import type { SectionOverride } from './plugins/section-override';
import type { SectionAssets } from './release-catalog';
import { seoHeadOf } from './seo-head';
import type { SectionRender } from './section-renderer';

export interface ShellAssets {
  /** The entry's scripts, run by the document. */
  js: string[];
  /** The shell's stylesheets, in <head>. */
  css: string[];
  /** Their text by file, when it was read: the document inlines it instead of linking the file. */
  cssText?: Record<string, string>;
}

export interface DocumentInput {
  state: InitialState;
  model: ChromeModel;
  seo: SeoEntry;
  /** Absolute origin for canonical and alternate links. */
  origin: string;
  /** Path without the /en prefix, and the query string. */
  path: string;
  search: string;
  assets: ShellAssets;
  /** The active section's release: its stylesheets, and the files to preload (DESIGN.md §7). */
  section: SectionAssets;
  /** The section slot's server-rendered content, '' when the browser renders the section. */
  sectionMarkup: string;
  /**
   * The URL of the file holding the route tables and menu of the registry (site-tables.ts), which
   * the state then leaves out; null to keep them in the state (a section override).
   */
  siteTables: string | null;
}

export type { SectionAssets };

/** A page about to become a document: what a document composer makes one from. */
export interface PageDocument {
  page: PageModel;
  /** The path and query the document is for, as the section's router reads them. */
  url: string;
  override: SectionOverride | null;
  /** The releases the catalog names now (and its candidates), before any preview or override. */
  released: { generation: number; registry: Registry };
  /** The registry of this document: the released one with any preview and override applied. */
  registry: Registry;
  /** renderDocument's input but the section's files and markup, which the composer adds. */
  document: Omit<DocumentInput, 'section' | 'sectionMarkup'>;
}

export interface ComposedDocument {
  html: string;
  /** How the section was rendered (Server-Timing, and whether the document may be kept), or null for none. */
  render: SectionRender | null;
}

/**
 * Makes a page's document: the shell's own renders the active section on the server
 * (section-composer.ts); the monolith bench renders its one React tree instead.
 */
export type DocumentComposer = (page: PageDocument) => Promise<ComposedDocument>;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const noActions = { changeLanguage() {}, navigate() {}, retrySection() {} };

/**
 * A stylesheet of the first paint, inlined when its text is known (decision 015: on a slow link a
 * linked stylesheet costs a round trip before anything paints). data-href is the URL the
 * stylesheet has; the browser shell makes it absolute and keeps Module Federation's preloads from
 * linking it again (`shell/src/boot/inlined-styles.ts`), so no loader fetches it a second time.
 */
function stylesheetOf(href: string, text: string | undefined): string {
  if (text === undefined || /<\/style/i.test(text)) return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
  return `<style data-href="${escapeHtml(href)}">${text}</style>`;
}

/** Stylesheet tags made so far, by URL, with the text each was made of. */
const stylesheets = new Map<string, { text: string | undefined; tag: string }>();
/** More stylesheets than the releases kept could name: the map starts over past it. */
const MAX_STYLESHEETS = 256;

/**
 * The tag of a stylesheet, made once per URL and text (decision 079): searching some 30 KB of CSS
 * for `</style` and copying it into a new string cost every document again for the same bytes.
 */
function stylesheet(href: string, text: string | undefined): string {
  const made = stylesheets.get(href);
  if (made && made.text === text) return made.tag;
  if (stylesheets.size >= MAX_STYLESHEETS) stylesheets.clear();
  const tag = stylesheetOf(href, text);
  stylesheets.set(href, { text, tag });
  return tag;
}

const renderChrome = (model: ChromeModel, sectionMarkup: string) =>
  renderToString(
    createElement(ShellApp, {
      model,
      actions: noActions,
      loadingBar: createLoadingBar(),
      sectionHost: null,
      sectionMarkup,
    }),
  );

/** Stands for the section's markup in a kept chrome: a comment no content can hold (random per process). */
const SLOT_MARK = `<!--section-slot-${randomUUID()}-->`;
/** Chromes rendered so far, by their model's JSON, with the mark in the section's slot. */
const chromes = new Map<string, string>();
/** Pages' chromes kept at most (language × device × page × its menu state); the oldest goes first. */
export const MAX_KEPT_CHROMES = 256;

/**
 * The server-rendered chrome of a model with the section's markup in its slot (decision 079). The
 * shell's React renders the same chrome for every document of a page (ShellApp's output is a
 * function of its props), about a millisecond each time: it is rendered once per model with a mark
 * in the slot, which the section's markup then replaces. The slot's markup is raw HTML
 * (dangerouslySetInnerHTML), so the bytes are those of a render with the markup itself.
 */
export function chromeOf(model: ChromeModel, sectionMarkup: string): string {
  const key = JSON.stringify(model);
  let chrome = chromes.get(key);
  if (chrome === undefined) {
    chrome = renderChrome(model, SLOT_MARK);
    if (chromes.size >= MAX_KEPT_CHROMES) chromes.delete(chromes.keys().next().value as string);
    chromes.set(key, chrome);
  }
  const at = chrome.indexOf(SLOT_MARK);
  // A chrome without its one slot (an error boundary's) is rendered as it is.
  if (at < 0 || chrome.includes(SLOT_MARK, at + 1)) return renderChrome(model, sectionMarkup);
  return `${chrome.slice(0, at)}${sectionMarkup}${chrome.slice(at + SLOT_MARK.length)}`;
}

export function renderDocument(input: DocumentInput): string {
  const { state, model, seo, origin, path, assets } = input;
  const chrome = chromeOf(model, input.sectionMarkup);
  const link = (attributes: string) => `<link ${attributes}>`;
  const banner = bannerImageOf(model.view);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(seo.seoTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(seo.seoDesc)}">`,
    `<meta name="keywords" content="${escapeHtml(seo.seoKeywords)}">`,
    '<meta name="theme-color" content="#0b1f3a">',
    ...seoHeadOf({ state, seo, origin, path, search: input.search }),
    link('rel="icon" href="/favicon.svg" type="image/svg+xml"'),
    ...assets.css.map((file) => stylesheet(`/static/${file}`, assets.cssText?.[file])),
    ...input.section.css.map((url) => stylesheet(url, input.section.cssText?.[url])),
    // A banner's image is a CSS background, found only once styles apply; it is often the page's
    // largest paint, so it is asked for at once (decision 015).
    ...(banner ? [link(`rel="preload" as="image" fetchpriority="high" href="${escapeHtml(banner)}"`)] : []),
    // No frame before the header and the section are parsed whole: on a busy CPU the parser yields
    // mid-document, and a frame of half a header or half a hero shifts when the rest arrives. The
    // element named is the first after them (Chromium ends the block when that element is inserted).
    link(`rel="expect" href="#${INITIAL_STATE_ELEMENT_ID}" blocking="render"`),
  ];
  // The page paints from its markup and inlined CSS; the loader starts the scripts, which only
  // hydrate it, after that paint and the page's priority images (decision 018).
  const { routes: _routes, menu: _menu, ...lean } = state;
  const embedded = input.siteTables === null ? state : { ...lean, siteTables: input.siteTables };
  const boot: BootFiles = {
    scripts: assets.js.map((file) => `/static/${file}`),
    preload: input.siteTables === null ? input.section.preload : [...input.section.preload, input.siteTables],
  };
  return [
    '<!doctype html>',
    `<html lang="${htmlLangOf(state.language)}" class="device-${model.device}">`,
    `<head>${head.join('')}</head>`,
    '<body>',
    `<div id="shell-root">${chrome}</div>`,
    `<script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json">${serializeState(embedded)}</script>`,
    `<script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeState(boot)}</script>`,
    `<script>${BOOT_LOADER}</script>`,
    '</body>',
    '</html>',
  ].join('');
}
