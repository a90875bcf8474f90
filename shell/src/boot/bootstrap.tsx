/**
 * Browser boot (DESIGN.md §2 step 4): read the embedded state, hydrate the chrome, register the
 * remotes of the registry and one single-spa application per section and URL prefix, install the
 * guards, start.
 */
import './base.css';
import '../layouts/chrome.css';
import '../loading-bar/loading-bar.css';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  createEventBus,
  federationNameOf,
  htmlLangOf,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_ATTRIBUTES,
  investorHrefOf,
  type Language,
} from '@site/shared-contracts';
import Cookies from 'js-cookie';
import { StrictMode, startTransition, useEffect, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { addErrorHandler, getAppStatus, LOAD_ERROR, navigateToUrl, start } from 'single-spa';
import { mountOverrideBanner } from '../layouts/override-banner';
import type { ChromeActions } from '../chrome-model';
import { createLoadingBar, connectLoadingBar } from '../loading-bar/loading-bar-controller';
import { joinLanguagePrefix, splitLanguagePrefix } from '../routing/location';
import { BAD_REQUEST_PATH } from '../routing/page-model';
import { SECTION_SLOT_ID, ShellApp } from '../shell-app';
import { createApiClient } from './api-client';
import { reactListens, repeatEarlyClick } from '../early-click';
import { backStepOf, type NavigationHistory } from '../language/back-step';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { languageResetOf } from '../language/language-resets';
import { followNavColour } from './nav-colour';
import { installNavigation } from './navigation';
import { completeState, readInitialState, type CompletedState } from './read-state';
import { SECTION_HOST_CLASS } from '../section-containers';
import { registerSections } from './sections';
import { createShellStore, initialModelOf } from './store';
import { scheduleIdlePrefetch } from './prefetch';

/** Everything after the state is whole: the releases' route tables and menu are read first. */
function startShell({ state, unreadable }: CompletedState) {
  const bus = createEventBus();
  const initial = initialModelOf(state, window.location);
  const failed = state.route && unreadable.includes(state.route.section) ? state.route.section : null;
  const store = createShellStore(failed ? { ...initial, view: { kind: 'section-failed', section: failed } } : initial);

  const api = createApiClient({
    bus,
    getLanguage: () => store.get().language,
    embedded: state.data,
    onBadRequest: () => navigateToUrl(joinLanguagePrefix(store.get().languagePrefix, BAD_REQUEST_PATH)),
  });

  const loadingBar = createLoadingBar();
  connectLoadingBar(bus, loadingBar);

  async function changeLanguage(language: Language) {
    const current = store.get();
    if (language === current.language) return;
    Cookies.set(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_ATTRIBUTES);
    document.documentElement.lang = htmlLangOf(language);
    const prefix = language === 'e' ? '/en' : '';
    const reset = languageResetOf(current.pathname, state.routes);
    if (reset.kind === 'reload') {
      window.location.assign(joinLanguagePrefix(prefix, current.pathname));
      return;
    }
    store.set({ language, investorHref: investorHrefOf(window.location.host, language, state.config) });
    try {
      const [navigation, categories] = await Promise.all([
        api.get('/api/web/navigation'),
        api.get('/api/web/category/list', { id: 2 }),
      ]);
      store.set({ navigation, categories });
    } catch (error) {
      // SPEC.md §8: a failed request is only logged; the header keeps the menu it has.
      console.error('The menu of the new language could not be loaded', error);
    }
    // The page is reset first and told of the language after: a view about to be left would
    // otherwise re-fetch its item in the new language and move on its own, racing the reset.
    const announce = () => bus.emit('language:changed', { language, previous: current.language });
    if (reset.kind === 'back') {
      const step = backStepOf((window as { navigation?: NavigationHistory }).navigation, window.location.origin);
      if (step.kind === 'other-document') {
        const { path } = splitLanguagePrefix(step.url.pathname);
        window.location.replace(`${joinLanguagePrefix(prefix, path)}${step.url.search}`);
        return;
      }
      // With nothing of the site before, the page stays: it follows the language (an item unknown
      // in the new backend goes to its list).
      if (step.kind === 'in-document') await routing.navigateAndSettle(() => window.history.back());
      announce();
      return;
    }
    const target = reset.kind === 'go' ? reset.path : current.pathname;
    const url = `${joinLanguagePrefix(prefix, target)}${reset.kind === 'go' ? '' : window.location.search}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      await routing.navigateAndSettle(() => navigateToUrl(url));
    announce();
  }

  // Read before the shell hydrates: the slot keeps this content, and the section hydrates it.
  const sectionSlot = document.getElementById(SECTION_SLOT_ID);
  const sectionMarkup = sectionSlot?.innerHTML ?? '';
  const sections = registerSections({
    state,
    store,
    bus,
    api,
    serverHost: sectionSlot?.querySelector(`.${SECTION_HOST_CLASS}`),
  });

  const actions: ChromeActions = {
    changeLanguage: (language) => void changeLanguage(language),
    navigate: (href) => navigateToUrl(href),
    // The runtime keeps a remote whose entry failed to load as failed; a fresh document is the one
    // retry that always starts clean.
    retrySection: () => window.location.reload(),
  };

  const serverModel = store.get();
  const SHELL_HYDRATED_ATTRIBUTE = 'data-shell-hydrated';

  function App() {
    // Hydration renders what the server rendered (the first model), whatever has changed since:
    // a navigation before hydration ends would otherwise hydrate another page's chrome (#418).
    const model = useSyncExternalStore(store.subscribe, store.get, () => serverModel);
    // Says the chrome answers the visitor now: it is hydrated (the end-to-end tests wait for it).
    useEffect(() => {
      document.documentElement.setAttribute(SHELL_HYDRATED_ATTRIBUTE, '');
      repeatEarlyClick();
    }, []);
    return (
      <ShellApp
        model={model}
        actions={actions}
        loadingBar={loadingBar}
        sectionHost={sections.host}
        sectionMarkup={sectionMarkup}
      />
    );
  }

  const shellRoot = document.getElementById('shell-root');
  if (!shellRoot) throw new Error('The document has no #shell-root');
  // A transition: hydration yields to the browser every few milliseconds instead of one long task,
  // and a click or key press on the chrome meanwhile makes React finish it first (decision 018).
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Without a section's routes.json the menu lacks its entries: the chrome is rendered afresh.
  reactListens();
  if (unreadable.length > 0) createRoot(shellRoot).render(app);
  else startTransition(() => void hydrateRoot(shellRoot, app));

  followNavColour(store, bus);

  addErrorHandler((error) => {
    const section = error.appOrParcelName.split('@')[0] ?? error.appOrParcelName;
    if (getAppStatus(error.appOrParcelName) === LOAD_ERROR) {
      if (
        isChunkLoadError(error) &&
        reloadOnceForChunkError(window.sessionStorage, Date.now(), () => window.location.reload())
      ) {
        return;
      }
      store.set({ view: { kind: 'section-failed', section } });
      return;
    }
    store.set({ view: { kind: 'error', status: 500, message: error.message } });
  });

  const routing = installNavigation({ state, store, bus, api, sections });
  registerRemotes(
    Object.entries(state.registry.sections).map(([section, entry]) => ({
      name: federationNameOf(section),
      entry: entry.manifest,
    })),
  );
  start({ urlRerouteOnly: true });
  mountOverrideBanner(state.registry, store);
  scheduleIdlePrefetch(state.registry, store);
}

void completeState(readInitialState()).then(startShell);
