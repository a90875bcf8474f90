/**
 * A language switch (SPEC.md §4, DESIGN.md §4), all of it: the cookie and the page's lang, the
 * header's menus in the new language, then what the route's manifest says the page does
 * (languageSwitch: stay, go to a page, go back one step, reload), and last the
 * 'language:changed' event that sections follow. A switch between the Chinese and English
 * backends on an item's page goes to the same item's page in the other backend (its
 * counterpart), else to the page that lists it (issue 25 §6). The buttons are language-switcher.tsx; the
 * navigation it waits for is boot/navigation.ts.
 *
 * The click is answered first (decision 076): the loading bar shows at once and the button is
 * pressed (language-switcher.tsx), and that frame paints before anything else runs; the cookie,
 * the re-labelling, the fetches, the navigation and the event follow it, in that order, and the
 * sections re-render in a transition, which yields to the browser.
 */
import {
  htmlLangOf,
  investorHrefOf,
  languageSwitchOf,
  languageTypeOf,
  matchRoute,
  PRODUCT_CATEGORY_GROUP_ID,
  type ApiClient,
  type InitialState,
  type Language,
  type LanguageSwitch,
  type SiteEventBus,
} from '@site/shared-contracts';
import { startTransition } from 'react';
import { navigateToUrl } from 'single-spa';
import { afterNextPaint } from '../after-next-paint';
import type { ChromeModel } from '../chrome-model';
import { joinLanguagePrefix, splitLanguagePrefix } from '../routing/location';
import { counterpartPathOf, itemReadOf, type ItemRoute } from '../routing/item-counterpart';
import { resolveRoute, type RouteTable } from '../routing/resolve-route';
import { IMMEDIATE_LOADING_ID_PREFIX } from '../loading-bar/loading-bar-controller';
import { writeLanguageCookie } from './language-cookie';

/**
 * What happens to the page at `path` (without the /en prefix) when the visitor switches language:
 * the rule of the route whose pattern matches, even when its parameters fail validation (an
 * article id that shows the 404 page still leaves for the list).
 */
export function languageResetOf(path: string, routes: RouteTable): LanguageSwitch {
  for (const entries of Object.values(routes)) {
    const entry = entries.find((candidate) => matchRoute(candidate.path, path) !== null);
    if (entry) return languageSwitchOf(entry);
  }
  return { kind: 'stay' };
}

/*
 * Going back one step: within the document the shell goes back and its guards show the earlier
 * page in the new language. When the step before is another document (a link followed before the
 * shell had started), going back would load that document's address as it was, and the server
 * would show a /en address in English whatever the visitor just chose; the earlier page is opened
 * at its address in the new language instead.
 */

/** What the shell reads of the Navigation API (window.navigation), where the browser has it. */
export interface NavigationHistory {
  currentEntry: { index: number } | null;
  entries(): ReadonlyArray<{ url: string | null; sameDocument: boolean }>;
}

export type BackStep =
  /** history.back() stays in this document, or the browser cannot tell where it goes: it goes back. */
  | { kind: 'in-document' }
  /** The step before is another document of this site. */
  | { kind: 'other-document'; url: URL }
  /** Nothing of this site before: going back would leave it. */
  | { kind: 'none' };

export function backStepOf(history: NavigationHistory | undefined, origin: string): BackStep {
  const current = history?.currentEntry;
  if (!history || !current) return { kind: 'in-document' };
  const previous = history.entries()[current.index - 1];
  if (!previous) return { kind: 'none' };
  // The entries are the site's own; one whose address is hidden (a no-referrer page) is gone back to.
  if (previous.sameDocument || !previous.url) return { kind: 'in-document' };
  const url = new URL(previous.url);
  return url.origin === origin ? { kind: 'other-document', url } : { kind: 'none' };
}

/**
 * Where the page of an item goes when the visitor switches to the other backend: the item's
 * counterpart, in place of the entry (the old address names another item or none in the new
 * language, so going back there would be a 404), else the list its route names, else nowhere in
 * particular (null: the route's rule applies). Read in the language shown, before the switch.
 */
export async function itemTargetOf(
  route: ItemRoute,
  search: URLSearchParams,
  api: ApiClient,
): Promise<{ path: string; replace: boolean } | null> {
  const read = itemReadOf(route, search);
  if (!read) return null;
  try {
    const path = counterpartPathOf(route, await api.get(read.endpoint, read.query as never));
    if (path) return { path, replace: true };
  } catch {
    // An item unknown or unreadable here has no counterpart to go to: its list is the way on.
  }
  const list = route.entry.itemList;
  return list ? { path: list, replace: false } : null;
}

export interface LanguageSwitchOptions {
  state: Pick<InitialState, 'routes' | 'config'>;
  /** The shell's store (boot/store.ts). */
  store: { get(): ChromeModel; set(change: Partial<ChromeModel>): void };
  api: ApiClient;
  bus: SiteEventBus;
  /** Runs a navigation and resolves once it has settled, after any guard redirect (boot/navigation.ts). */
  navigateAndSettle(navigate: () => void): Promise<void>;
  /** Resolves once the frame answering the click has painted (after-next-paint.ts; tests pass their own). */
  afterPaint?: () => Promise<void>;
}

/**
 * What the chrome's language buttons call: switches to `language` and resolves once the page has
 * followed. Switches take turns: one asked for meanwhile starts from the page the last one left.
 */
export function createLanguageSwitch({
  state,
  store,
  api,
  bus,
  navigateAndSettle,
  afterPaint = afterNextPaint,
}: LanguageSwitchOptions) {
  let previousSwitch = Promise.resolve();
  let sequence = 0;
  return function switchLanguage(language: Language): Promise<void> {
    const next = previousSwitch.then(() => switchNow(language));
    previousSwitch = next.catch(() => undefined);
    return next;
  };

  async function switchNow(language: Language): Promise<void> {
    if (language === store.get().language) return;
    // The bar shows in the frame that answers the click, and runs until the page has followed.
    const loadingId = `${IMMEDIATE_LOADING_ID_PREFIX}language-${(sequence += 1)}`;
    bus.emit('loading:start', { id: loadingId, kind: 'route' });
    try {
      await afterPaint();
      await switchAfterPaint(language);
    } finally {
      bus.emit('loading:finish', { id: loadingId });
    }
  }

  async function switchAfterPaint(language: Language): Promise<void> {
    const current = store.get();
    if (language === current.language) return;
    writeLanguageCookie(language);
    document.documentElement.lang = htmlLangOf(language);
    const prefix = language === 'e' ? '/en' : '';
    const resolution = resolveRoute(current.pathname, state.routes);
    const otherBackend = languageTypeOf(language) !== languageTypeOf(current.language);
    const itemTarget =
      otherBackend && resolution.kind === 'route'
        ? await itemTargetOf(resolution.route, new URLSearchParams(window.location.search), api)
        : null;
    const reset: LanguageSwitch = itemTarget
      ? { kind: 'go', path: itemTarget.path }
      : languageResetOf(current.pathname, state.routes);
    if (reset.kind === 'reload') {
      window.location.assign(joinLanguagePrefix(prefix, current.pathname));
      return;
    }
    store.set({
      language,
      investorHref: investorHrefOf(`${window.location.pathname}${window.location.search}`, language, state.config),
    });
    try {
      const [navigation, categories] = await Promise.all([
        api.get('/api/web/navigation'),
        api.get('/api/web/category/list', { id: PRODUCT_CATEGORY_GROUP_ID }),
      ]);
      store.set({ navigation, categories });
    } catch (error) {
      // SPEC.md §8: a failed request is only logged; the header keeps the menu it has.
      console.error('The menu of the new language could not be loaded', error);
    }
    // The page is reset first and told of the language after: a view about to be left would
    // otherwise re-fetch its item in the new language and move on its own, racing the reset.
    // A transition: the sections' re-render in the new language yields to the browser as it goes.
    const announce = () =>
      startTransition(() => {
        bus.emit('language:changed', { language, previous: current.language });
      });
    if (reset.kind === 'back') {
      const step = backStepOf((window as { navigation?: NavigationHistory }).navigation, window.location.origin);
      if (step.kind === 'other-document') {
        const { path } = splitLanguagePrefix(step.url.pathname);
        window.location.replace(`${joinLanguagePrefix(prefix, path)}${step.url.search}`);
        return;
      }
      // With nothing of the site before, the page stays: it follows the language (an item unknown
      // in the new backend goes to its list).
      if (step.kind === 'in-document') await navigateAndSettle(() => window.history.back());
      announce();
      return;
    }
    const target = reset.kind === 'go' ? reset.path : current.pathname;
    const url = `${joinLanguagePrefix(prefix, target)}${reset.kind === 'go' ? '' : window.location.search}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      await navigateAndSettle(() =>
        itemTarget?.replace ? window.history.replaceState(window.history.state, '', url) : navigateToUrl(url),
      );
    announce();
  }
}
