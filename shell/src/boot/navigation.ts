/**
 * Client-side navigation: the guards on every single-spa:before-routing-event (the same
 * functions the server runs), the view of the new path, the loading bar and the page's title.
 */
import {
  investorHrefOf,
  type ApiClient,
  type InitialState,
  type SeoMap,
  type SiteEventBus,
} from '@site/shared-contracts';
import { runGuards } from '../guards/run-guards';
import { joinLanguagePrefix } from '../routing/location';
import { pageModelOf } from '../routing/page-model';
import type { SectionRegistry } from './sections';
import type { ShellStore } from './store';

interface RoutingEventDetail {
  newUrl: string;
  cancelNavigation?: () => void;
}

/** A navigation call that has not started routing by then started none (history.back() at the first entry). */
const NO_NAVIGATION_MS = 1000;

export interface NavigationControl {
  /**
   * Runs `navigate` (history.back(), navigateToUrl …) and resolves once the navigation it started
   * has settled: the routing event of the URL that stays, after any guard redirect.
   */
  navigateAndSettle(navigate: () => void): Promise<void>;
}

function setMeta(name: string, content: string) {
  document.querySelector(`meta[name="${name}"]`)?.setAttribute('content', content);
}

export function installNavigation(options: {
  state: InitialState;
  store: ShellStore;
  bus: SiteEventBus;
  api: ApiClient;
  sections: SectionRegistry;
}): NavigationControl {
  const { state, store, bus, api } = options;
  let navigation = 0;
  // Settling: routing events seen, whether a guard redirect is on its way, who waits for the end.
  let routingEvents = 0;
  let redirectPending = false;
  let settleWaiters: { after: number; resolve: () => void }[] = [];
  const settle = () => {
    const ready = settleWaiters.filter((waiter) => routingEvents > waiter.after);
    settleWaiters = settleWaiters.filter((waiter) => routingEvents <= waiter.after);
    for (const waiter of ready) waiter.resolve();
  };
  let routeId: string | null = null;
  // The first routing event is the page the server just rendered (and guarded): its view, head
  // and data are in the document already, and changing the store now would break hydration.
  let initialHref: string | null = window.location.href;

  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<RoutingEventDetail>).detail;
    routingEvents += 1;
    if (initialHref !== null) {
      const initial = newUrl === initialHref;
      initialHref = null;
      if (initial) return;
    }
    const url = new URL(newUrl);
    const page = pageModelOf({ pathname: url.pathname, routes: state.routes, registry: state.registry });
    const language = store.get().language;
    const decision = runGuards({ ...page, search: url.search, language, userAgent: navigator.userAgent });
    // In the browser the chosen language decides; a /en URL left in history after switching
    // to Chinese is shown in Chinese.
    const redirect =
      decision?.redirect ??
      (page.languagePrefix === '/en' && language !== 'e' ? `${joinLanguagePrefix('', page.path)}${url.search}` : null);
    if (redirect) {
      cancelNavigation?.();
      // single-spa puts the old URL back after the listeners have answered (in promise callbacks,
      // and reroutes to it silently); a redirect made before that was undone: the back button went
      // nowhere and a language switch on a product view looped. A task runs after those callbacks.
      redirectPending = true;
      setTimeout(() => {
        const before = window.location.href;
        window.history.replaceState(window.history.state, '', redirect);
        // The same URL again starts no routing: nothing more will come to settle on.
        if (window.location.href === before) {
          redirectPending = false;
          settle();
        }
      }, 0);
      return;
    }
    redirectPending = false;

    store.set({
      pathname: page.path,
      languagePrefix: page.languagePrefix,
      view: page.view,
      device: page.device,
      investorHref: investorHrefOf(`${url.pathname}${url.search}`, language, state.config),
      onlyInChinese: false,
    });
    if (routeId) bus.emit('loading:finish', { id: routeId });
    routeId = `route-${(navigation += 1)}`;
    bus.emit('loading:start', { id: routeId, kind: 'route' });
    if (page.route) void updateHead(page.seoKeys);
  });

  window.addEventListener('single-spa:routing-event', () => {
    if (routeId) bus.emit('loading:finish', { id: routeId });
    routeId = null;
    if (!redirectPending) settle();
  });

  // A section that finds its item unknown shows the 404 page after its route's head was set:
  // the head follows, so a 404 page never keeps the item page's title.
  let shownView = store.get().view.kind;
  store.subscribe(() => {
    const { kind } = store.get().view;
    if (kind === 'not-found' && shownView !== 'not-found') void updateHead(['404']);
    shownView = kind;
  });

  let seoMap: { language: string; map: SeoMap } | null = null;
  let headRequests = 0;
  async function updateHead(keys: string[]) {
    // Only the latest request writes the head, whichever answer arrives last.
    const request = (headRequests += 1);
    const language = store.get().language;
    if (seoMap?.language !== language) {
      try {
        seoMap = { language, map: await api.get('/api/web/seo/map') };
      } catch (error) {
        // SPEC.md §8: only logged; the head keeps the title it has.
        console.error('The SEO map could not be loaded', error);
        return;
      }
    }
    const entry = keys.map((key) => seoMap?.map[key]).find(Boolean);
    if (!entry || request !== headRequests) return;
    document.title = entry.seoTitle;
    setMeta('description', entry.seoDesc);
    setMeta('keywords', entry.seoKeywords);
  }

  return {
    navigateAndSettle(navigate) {
      return new Promise((resolve) => {
        const waiter = { after: routingEvents, resolve };
        settleWaiters.push(waiter);
        navigate();
        setTimeout(() => {
          if (routingEvents > waiter.after) return;
          settleWaiters = settleWaiters.filter((other) => other !== waiter);
          resolve();
        }, NO_NAVIGATION_MS);
      });
    },
  };
}
