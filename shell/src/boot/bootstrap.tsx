/**
 * Browser boot (DESIGN.md §2 step 4): read the embedded state, hydrate the chrome, register the
 * remotes of the registry and one single-spa application per section and URL prefix, install the
 * guards, start.
 */
import './base.css';
import '../layouts/chrome.css';
import '../loading-bar/loading-bar.css';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createEventBus, federationNameOf, manifestOfRelease, type Language } from '@site/shared-contracts';
import { StrictMode, startTransition, useEffect, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { addErrorHandler, getAppStatus, LOAD_ERROR, navigateToUrl, setMountMaxTime, start } from 'single-spa';
import { mountOverrideBanner } from '../layouts/override-banner';
import type { ChromeActions } from '../chrome-model';
import { createLoadingBar, connectLoadingBar } from '../loading-bar/loading-bar-controller';
import { joinLanguagePrefix } from '../routing/location';
import { navigateAfterPaint } from '../routing/navigate-after-paint';
import { BAD_REQUEST_PATH } from '../routing/page-model';
import { SECTION_SLOT_ID, ShellApp } from '../shell-app';
import { createApiClient } from './api-client';
import { reactListens, repeatEarlyClickOnceSettled, sectionsSettled } from '../early-click';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { watchDocumentLeave } from './document-leave';
import { createLanguageSwitch } from '../language/switch-language';
import { followNavColour } from './nav-colour';
import { installNavigation } from './navigation';
import { exposeInNextTask, nextTask } from './next-task';
import { completeState, readInitialState, type CompletedState } from './read-state';
import { SECTION_HOST_CLASS } from '../section-containers';
import { renderedUrlOf } from './rendered-url';
import { serverMarkupOf, showSectionNotice } from './section-notice';
import { registerSections } from './sections';
import { createShellStore, initialModelOf } from './store';
import { scheduleIdlePrefetch, servePrefetchedManifests, type PrefetchedManifests } from './prefetch';
import { installScrollRestoration } from './scroll-restoration';
import { markInlinedStylesheets, skipInlinedStylesheets } from './inlined-styles';
import { installPageReports } from '../rum/page-reports';

/** How long a section's mount may take before single-spa logs it (its default is 3 s). */
const MOUNT_WARNING_MS = 15_000;

/**
 * Everything after the state is whole, in three tasks (decision 066): the shell's model and the
 * federation's remotes; the section applications; navigation, hydration and start.
 */
async function startShell({ state, unreadable }: CompletedState) {
  // First: a failure of anything below is reported (POST /rum, decision 077).
  const reports = installPageReports(state);
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

  const switchLanguageNow = createLanguageSwitch({
    state,
    store,
    api,
    bus,
    navigateAndSettle: (navigate) => routing.navigateAndSettle(navigate),
  });

  // Never while a section hydrates: the switch waits for its mount (#418 at 6× CPU, decision 077).
  // From then on a section mounting meanwhile is told the language asked for (sectionStore), so
  // it renders that afresh instead of hydrating markup the switch is about to change under it.
  let requested: { language: Language; pending: number } | null = null;
  const switchLanguage = (language: Language) =>
    sectionsSettled().then(() => {
      requested = { language, pending: (requested?.pending ?? 0) + 1 };
      return switchLanguageNow(language).finally(() => {
        if (requested && (requested.pending -= 1) === 0) requested = null;
      });
    });
  const sectionStore: typeof store = {
    ...store,
    get: () => {
      const model = store.get();
      return requested && requested.language !== model.language ? { ...model, language: requested.language } : model;
    },
  };

  // A Chinese item shown to a visitor who chose English keeps its language: the cookie says English
  // on purpose, and the item has no English page to switch to.
  bus.on('language:request', ({ language }) => {
    if (!store.get().onlyInChinese) void switchLanguage(language);
  });

  const actions: ChromeActions = {
    changeLanguage: (language) => void switchLanguage(language),
    // A link of the chrome navigates after the frame answering its click (decision 081).
    navigate: navigateAfterPaint((href) => navigateToUrl(href)),
    // The runtime keeps a remote whose entry failed to load as failed; a fresh document is the one
    // retry that always starts clean.
    retrySection: () => window.location.reload(),
  };

  // The remotes are known before any application asks to load one.
  markInlinedStylesheets(document);
  const prefetchedManifests: PrefetchedManifests = new Map();
  registerPlugins([
    skipInlinedStylesheets(document),
    servePrefetchedManifests(prefetchedManifests),
    exposeInNextTask(),
  ]);
  registerRemotes(
    Object.entries(state.registry.sections).map(([section, entry]) => ({
      name: federationNameOf(section),
      entry: manifestOfRelease(section, entry),
    })),
  );

  await nextTask();

  // Read before the shell hydrates: the slot keeps this content, and the section hydrates it.
  const sectionSlot = document.getElementById(SECTION_SLOT_ID);
  const sectionMarkup = sectionSlot?.innerHTML ?? '';
  const sections = registerSections({
    state,
    store: sectionStore,
    bus,
    api,
    serverHost: sectionSlot?.querySelector(`.${SECTION_HOST_CLASS}`),
  });

  // In the task that registers the applications: single-spa loads the active one as soon as it ends.
  const documentLeave = watchDocumentLeave();
  addErrorHandler((error) => {
    const section = error.appOrParcelName.split('@')[0] ?? error.appOrParcelName;
    const loadFailed = getAppStatus(error.appOrParcelName) === LOAD_ERROR;
    reports.sectionFailed(error.appOrParcelName, loadFailed ? 'chunk' : 'mount', error);
    if (loadFailed) {
      // A load stopped because the visitor leaves is no failure of this page: a reload would cancel the leaving.
      documentLeave.unlessLeaving(() => {
        if (
          isChunkLoadError(error) &&
          reloadOnceForChunkError(window.sessionStorage, Date.now(), () => window.location.reload())
        ) {
          return;
        }
        // Readable content the server rendered stays; only a section with nothing to show gets the panel.
        const markup = serverMarkupOf(sections.host, error.appOrParcelName, window.location, (url) =>
          renderedUrlOf(url, state),
        );
        if (markup) showSectionNotice(markup, store.get().language, actions.retrySection);
        else store.set({ view: { kind: 'section-failed', section } });
      });
      return;
    }
    store.set({ view: { kind: 'error', status: 500, message: error.message } });
  });

  await nextTask();

  const serverModel = store.get();
  const SHELL_HYDRATED_ATTRIBUTE = 'data-shell-hydrated';
  let chromeHydrated = () => {};
  repeatEarlyClickOnceSettled(new Promise<void>((resolve) => (chromeHydrated = resolve)));

  function App() {
    // Hydration renders what the server rendered (the first model), whatever has changed since:
    // a navigation before hydration ends would otherwise hydrate another page's chrome (#418).
    const model = useSyncExternalStore(store.subscribe, store.get, () => serverModel);
    // Says the chrome answers the visitor now: it is hydrated (the end-to-end tests wait for it).
    useEffect(() => {
      document.documentElement.setAttribute(SHELL_HYDRATED_ATTRIBUTE, '');
      chromeHydrated();
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
  else
    startTransition(
      () =>
        void hydrateRoot(shellRoot, app, {
          // Reported as the chrome's, then to the window as React's own default does (the tests see it).
          onRecoverableError: (error) => {
            reports.chromeHydrationFailed(error);
            reportError(error);
          },
        }),
    );

  followNavColour(store, bus);

  const routing = installNavigation({ state, store, bus, api, sections });
  installScrollRestoration();
  // A section's mount includes its hydration, which yields to the page: on a slow phone under load
  // it can pass single-spa's default 3 s and be logged as an error, though a mount is never cut
  // short (dieOnTimeout stays false, as by default). Only a mount slower than this is logged.
  setMountMaxTime(MOUNT_WARNING_MS, false, MOUNT_WARNING_MS);
  start({ urlRerouteOnly: true });
  mountOverrideBanner(state.registry, store);
  scheduleIdlePrefetch(state.registry, store, prefetchedManifests);
}

void completeState(readInitialState()).then(startShell);
