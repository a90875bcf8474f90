/**
 * The monolith's browser entry (decision 026): the shell's boot reduced to one application hydrating
 * the page with one root; a link within the active section moves its router, any other loads a document.
 */
import '@site/shell/boot/base.css';
import '@site/shell/layouts/chrome.css';
import '@site/shell/loading-bar/loading-bar.css';
import '@site/shared-contracts/section-kit/kit.css';
import {
  createEventBus,
  LANGUAGE_COOKIE,
  languageCookieAttributes,
  type InitialState,
  type Language,
} from '@site/shared-contracts';
import Cookies from 'js-cookie';
import { StrictMode, startTransition, useEffect, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  BAD_REQUEST_PATH,
  basenameOf,
  completeState,
  connectLoadingBar,
  createApiClient,
  createLoadingBar,
  createShellStore,
  followNavColour,
  initialModelOf,
  installScrollRestoration,
  joinLanguagePrefix,
  reactListens,
  readInitialState,
  repeatEarlyClick,
  sectionOwnsPath,
  sectionPropsOf,
  splitLanguagePrefix,
  type ChromeActions,
} from '@site/shell/monolith-kit';
import { MonolithApp, SECTION_APPS, type ActiveSection } from './app';
import { setNavigator } from './navigation';

/** The page's boot once the state is whole, the route tables and menu read as the shell reads them. */
function startMonolith(state: InitialState) {
  const bus = createEventBus();
  const { languagePrefix, path } = splitLanguagePrefix(window.location.pathname);
  const store = createShellStore(initialModelOf(state, window.location));

  const api = createApiClient({
    bus,
    getLanguage: () => store.get().language,
    embedded: state.data,
    onBadRequest: () => window.location.assign(joinLanguagePrefix(store.get().languagePrefix, BAD_REQUEST_PATH)),
  });
  const loadingBar = createLoadingBar();
  connectLoadingBar(bus, loadingBar);

  const basename = basenameOf(languagePrefix, path);
  const sectionRoutes = state.route ? (state.routes[state.route.section] ?? []) : [];

  /** A path of the active section under the same prefix moves its router; anything else is a new document. */
  function navigate(href: string) {
    const url = new URL(href, window.location.href);
    const target = splitLanguagePrefix(url.pathname);
    const inSection =
      url.origin === window.location.origin &&
      basenameOf(target.languagePrefix, target.path) === basename &&
      sectionOwnsPath(sectionRoutes, target.path);
    if (!inSection) {
      window.location.assign(href);
      return;
    }
    window.history.pushState(null, '', href);
    // React Router's BrowserRouter follows popstate, as it does after single-spa's navigations.
    window.dispatchEvent(new PopStateEvent('popstate'));
    store.set({ pathname: target.path });
  }
  setNavigator(navigate);

  function changeLanguage(language: Language) {
    const current = store.get();
    if (language === current.language) return;
    Cookies.set(LANGUAGE_COOKIE, language, languageCookieAttributes(window.location.protocol));
    const prefix = language === 'e' ? '/en' : '';
    window.location.assign(`${joinLanguagePrefix(prefix, current.pathname)}${window.location.search}`);
  }

  const actions: ChromeActions = {
    changeLanguage,
    navigate,
    retrySection: () => window.location.reload(),
  };

  async function activeSection(): Promise<ActiveSection | null> {
    const section = state.route?.section;
    const load = section ? SECTION_APPS[section] : undefined;
    if (!section || !load) return null;
    const props = sectionPropsOf({ state, store, bus, api }, section, basename);
    return { App: await load(), props };
  }

  const serverModel = store.get();

  function App({ section }: { section: ActiveSection | null }) {
    // Hydration renders what the server rendered (the first model), as the shell's boot does.
    const model = useSyncExternalStore(store.subscribe, store.get, () => serverModel);
    // The one root has hydrated chrome and section: a click the document kept before is repeated.
    useEffect(repeatEarlyClick, []);
    return <MonolithApp model={model} actions={actions} loadingBar={loadingBar} section={section} />;
  }

  followNavColour(store, bus);
  // The shell's scroll positions follow single-spa's routing event; here every history step is a
  // popstate (navigate() dispatches one after pushState).
  window.addEventListener('popstate', () => window.dispatchEvent(new CustomEvent('single-spa:routing-event')));
  installScrollRestoration();

  void activeSection().then((section) => {
    const root = document.getElementById('shell-root');
    if (!root) throw new Error('The document has no #shell-root');
    // As the shell does (decision 018): hydration as a transition, React hearing clicks from its start.
    reactListens();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App section={section} />
        </StrictMode>,
      );
    });
  });
}

void completeState(readInitialState()).then(({ state }) => startMonolith(state));
