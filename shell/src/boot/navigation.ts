/**
 * Client-side navigation: the guards on every single-spa:before-routing-event (the same
 * functions the server runs), the view of the new path, the loading bar and the page's title.
 */
import { seoKeysOf, type ApiClient, type InitialState, type SeoMap, type SiteEventBus } from '@site/shared-contracts';
import type { ChromeView } from '../chrome/types';
import { runGuards } from '../guards/run-guards';
import { isMobilePath, joinLanguagePrefix, splitLanguagePrefix } from '../routing/location';
import { resolveRoute } from '../routing/resolve-route';
import type { SectionRegistry } from './sections';
import type { ShellStore } from './store';

interface RoutingEventDetail {
  newUrl: string;
  cancelNavigation?: () => void;
}

const BAD_REQUEST_PATH = '/400';

function setMeta(name: string, content: string) {
  document.querySelector(`meta[name="${name}"]`)?.setAttribute('content', content);
}

export function installNavigation(options: {
  state: InitialState;
  store: ShellStore;
  bus: SiteEventBus;
  api: ApiClient;
  sections: SectionRegistry;
}) {
  const { state, store, bus, api } = options;
  let navigation = 0;
  let routeId: string | null = null;

  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<RoutingEventDetail>).detail;
    const url = new URL(newUrl);
    const { languagePrefix, path } = splitLanguagePrefix(url.pathname);
    const language = store.get().language;
    const resolution = path === BAD_REQUEST_PATH ? ({ kind: 'none' } as const) : resolveRoute(path, state.routes);
    const route = resolution.kind === 'route' ? resolution.route : null;
    const decision = runGuards({
      languagePrefix,
      path,
      search: url.search,
      language,
      userAgent: navigator.userAgent,
      route: route && { entry: route.entry, params: route.params },
    });
    // In the browser the chosen language decides; a /en URL left in history after switching
    // to Chinese is shown in Chinese.
    const redirect =
      decision?.redirect ??
      (languagePrefix === '/en' && language !== 'e' ? `${joinLanguagePrefix('', path)}${url.search}` : null);
    if (redirect) {
      cancelNavigation?.();
      queueMicrotask(() => window.history.replaceState(window.history.state, '', redirect));
      return;
    }

    let view: ChromeView;
    if (path === BAD_REQUEST_PATH) view = { kind: 'bad-request' };
    else if (!route) view = { kind: 'not-found' };
    else {
      view = {
        kind: 'section',
        layout: route.entry.layout,
        background: route.entry.background,
        routeName: route.entry.name,
      };
    }
    store.set({ pathname: path, languagePrefix, view, device: isMobilePath(path) ? 'mobile' : 'desktop' });
    if (routeId) bus.emit('loading:finish', { id: routeId });
    routeId = `route-${(navigation += 1)}`;
    bus.emit('loading:start', { id: routeId, kind: 'route' });
    void updateHead(route ? seoKeysOf(route.entry.name, route.params) : ['404']);
  });

  window.addEventListener('single-spa:routing-event', () => {
    if (routeId) bus.emit('loading:finish', { id: routeId });
    routeId = null;
  });

  let seoMap: { language: string; map: SeoMap } | null = null;
  async function updateHead(keys: string[]) {
    const language = store.get().language;
    if (seoMap?.language !== language) {
      try {
        seoMap = { language, map: await api.get('/api/web/seo/map') };
      } catch {
        return;
      }
    }
    const entry = keys.map((key) => seoMap?.map[key]).find(Boolean);
    if (!entry) return;
    document.title = entry.seoTitle;
    setMeta('description', entry.seoDesc);
    setMeta('keywords', entry.seoKeywords);
  }
}
