/**
 * What a page reports (issue 41 §1): its view, its uncaught errors and unhandled rejections (by
 * the section whose release threw, else the shell), hydration errors, failed chunk loads and
 * failed mounts, and its Web Vitals. The web-vitals library is loaded once the page is idle, in a
 * chunk of its own: the first load carries only this file (the bench checks the budget).
 */
import type { InitialState } from '@site/shared-contracts';
import { attributionOf, sectionOf, sectionOfApp, type Attribution } from './attribution';
import { createReporter, type Reporter, type RumKind, type RumVitals } from './reporter';
import { DEFAULT_RUM_SETTINGS, type RumState } from './settings';

/** React's hydration errors (production codes 418, 419, 421, 422, 423, 425) and their development text. */
const HYDRATION = /Minified React error #4(18|19|21|22|23|25)\b|hydrat/i;
const CHUNK = /ChunkLoadError|Loading (CSS )?chunk|RUNTIME-00[38]|dynamically imported module|ScriptExternalLoadError/i;

/** Errors already reported (the chrome's hydration errors are also rethrown to the window). */
const reported = new WeakSet<object>();

export interface PageReports {
  /** A failure of a single-spa application: its load (a chunk) or a lifecycle (its mount). */
  sectionFailed(appName: string, kind: 'chunk' | 'mount', error: unknown): void;
  /** A hydration error of the chrome (its root's onRecoverableError). */
  chromeHydrationFailed(error: unknown): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

function kindOf(error: unknown, fallback: RumKind): RumKind {
  const text = `${error instanceof Error ? error.name : ''} ${messageOf(error)}`;
  if (HYDRATION.test(text)) return 'hydration';
  if (CHUNK.test(text)) return 'chunk';
  return fallback;
}

function stackOf(error: unknown): string | undefined {
  return error instanceof Error ? error.stack : undefined;
}

/** Reads the Web Vitals once the page is idle, and reports them with the page view when it is hidden. */
function measureVitals(reporter: Reporter, page: Attribution) {
  const vitals: RumVitals = {};
  reporter.atFirstHide(() =>
    Object.keys(vitals).length === 0 ? null : { ...page, kind: 'vitals', vitals: { ...vitals } },
  );
  const load = () =>
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onLCP, onINP, onCLS, onTTFB }) => {
        const keep = (name: keyof RumVitals) => (metric: { value: number }) => {
          vitals[name] = Math.round(name === 'cls' ? metric.value * 1000 : metric.value) / (name === 'cls' ? 1000 : 1);
        };
        onLCP(keep('lcp'));
        onINP(keep('inp'));
        onCLS(keep('cls'));
        onTTFB(keep('ttfb'));
      })
      // A page left (or a network lost) before the library arrived has no Web Vitals to report:
      // its chunk's failed load is no failure of the page, and never an unhandled rejection.
      .catch(() => {});
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

export function installPageReports(state: InitialState & RumState): PageReports {
  const { sampleRate } = state.rum ?? DEFAULT_RUM_SETTINGS;
  const sampled = Math.random() < sampleRate;
  const reporter = createReporter(sampled);
  const page = sectionOf(state.registry, state.route?.section);
  const failed = (where: Attribution, kind: RumKind, error: unknown) => {
    if (error !== null && typeof error === 'object') {
      if (reported.has(error)) return;
      reported.add(error);
    }
    reporter.report({ ...where, kind, message: messageOf(error) });
  };

  addEventListener('error', (event) => {
    const error: unknown = event.error ?? event.message;
    const kind = kindOf(error, 'error');
    // A section's hydration error is thrown by React's code, not the section's: the page's section.
    failed(kind === 'hydration' ? page : attributionOf(state.registry, stackOf(error) ?? event.filename), kind, error);
  });
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    failed(attributionOf(state.registry, stackOf(reason)), kindOf(reason, 'rejection'), reason);
  });
  reporter.report({ ...page, kind: 'pageview' });
  if (sampled) measureVitals(reporter, page);

  return {
    sectionFailed: (appName, kind, error) => failed(sectionOfApp(state.registry, appName), kind, error),
    chromeHydrationFailed: (error) => {
      failed({ section: 'shell', release: 'shell' }, 'hydration', error);
    },
  };
}
