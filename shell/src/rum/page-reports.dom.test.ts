/**
 * @jest-environment jsdom
 */
/** What a page reports to POST /rum: its view, its failures by kind and section, sampled per page view, one request for a page view without failures. */
import type { InitialState } from '@site/shared-contracts';
import { installPageReports } from './page-reports';
import { createReporter } from './reporter';

// The library measures a real browser's entries; here each metric reports one value at once.
jest.mock('web-vitals', () => ({
  onLCP: (report: (metric: { value: number }) => void) => report({ value: 1234.56 }),
  onINP: (report: (metric: { value: number }) => void) => report({ value: 88 }),
  onCLS: (report: (metric: { value: number }) => void) => report({ value: 0.01234 }),
  onTTFB: (report: (metric: { value: number }) => void) => report({ value: 90.4 }),
}));

const state = {
  registry: { sections: { 'mfe-about': { version: 'a1' } } },
  route: { section: 'mfe-about' },
} as unknown as InitialState;

/** The reports sent with navigator.sendBeacon, parsed. */
function beacons(): () => Array<{ kind: string; section: string; release: string; message?: string }> {
  const sent: string[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      expect(url).toBe('/rum');
      sent.push(body);
      return true;
    },
  });
  return () => sent.flatMap((body) => (JSON.parse(body) as { reports: [] }).reports);
}

describe('page reports', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the page view with its first failures, failures by kind and section in one beacon per task', () => {
    const sent = beacons();
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const reports = installPageReports(state);
    jest.runOnlyPendingTimers();
    // A page view alone waits for the page to be hidden.
    expect(sent()).toEqual([]);

    const hydration = new Error('Minified React error #418; visit https://react.dev/errors/418');
    reports.chromeHydrationFailed(hydration);
    // Rethrown to the window as React's default does: not counted twice.
    window.dispatchEvent(new ErrorEvent('error', { error: hydration, message: hydration.message }));
    reports.sectionFailed('mfe-about@/en', 'mount', new Error('mount failed'));
    const thrown = new Error('boom');
    thrown.stack = 'Error: boom\n at f (http://localhost/releases/mfe-about/a1/client/x.js:1:1)';
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'boom' }));
    jest.runOnlyPendingTimers();
    expect(sent()).toEqual([
      { kind: 'pageview', section: 'mfe-about', release: 'a1' },
      { kind: 'hydration', section: 'shell', release: 'shell', message: hydration.message },
      { kind: 'mount', section: 'mfe-about', release: 'a1', message: 'mount failed' },
      { kind: 'error', section: 'mfe-about', release: 'a1', message: 'boom' },
    ]);
  });

  it('sends a page view without failures once, with its Web Vitals (loaded once it is idle), when it is hidden', async () => {
    const bodies: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: string) => bodies.push(body) > 0,
    });
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const own = { ...state, registry: { sections: { 'mfe-about': { version: 'a2' } } } } as unknown as InitialState;
    installPageReports(own);
    jest.runOnlyPendingTimers();
    // The library's chunk is imported after the idle timeout.
    await new Promise(jest.requireActual('timers').setImmediate);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    // (The pages of the tests before, installed in the same window, report their own too.)
    const ours = bodies
      .map((body) => (JSON.parse(body) as { reports: Array<{ release: string }> }).reports)
      .filter((reports) => reports.some((report) => report.release === 'a2'));
    expect(ours).toEqual([
      [
        { kind: 'pageview', section: 'mfe-about', release: 'a2' },
        { kind: 'vitals', section: 'mfe-about', release: 'a2', vitals: { lcp: 1235, inp: 88, cls: 0.012, ttfb: 90 } },
      ],
    ]);
  });

  it('waits for visibilitychange when the page is hidden by navigating away (pagehide first, as Chromium does)', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    const transport = jest.fn();
    const reporter = createReporter(true, transport);
    const vitals: { inp?: number } = {};
    reporter.report({ kind: 'pageview', section: 'shell', release: 'shell' });
    reporter.atFirstHide(() => ({ kind: 'vitals', section: 'shell', release: 'shell', vitals: { ...vitals } }));
    window.dispatchEvent(new Event('pagehide'));
    expect(transport).not.toHaveBeenCalled();
    // web-vitals reports INP at visibilitychange (its capture listener runs before the reporter's).
    vitals.inp = 120;
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('pagehide'));
    expect(transport.mock.calls.map(([body]) => JSON.parse(body as string))).toEqual([
      {
        reports: [
          { kind: 'pageview', section: 'shell', release: 'shell' },
          { kind: 'vitals', section: 'shell', release: 'shell', vitals: { inp: 120 } },
        ],
      },
    ]);
  });

  it('sends nothing from a page view the sample leaves out', () => {
    const transport = jest.fn();
    const reporter = createReporter(false, transport);
    reporter.report({ kind: 'pageview', section: 'shell', release: 'shell' });
    reporter.report({ kind: 'error', section: 'shell', release: 'shell', message: 'x' });
    reporter.flush();
    jest.runOnlyPendingTimers();
    expect(transport).not.toHaveBeenCalled();
  });

  it('sends at most 20 reports a request and cuts messages', () => {
    const transport = jest.fn();
    const reporter = createReporter(true, transport);
    for (let i = 0; i < 25; i += 1) reporter.report({ kind: 'pageview', section: 'shell', release: 'shell' });
    reporter.report({ kind: 'error', section: 'shell', release: 'shell', message: 'x'.repeat(1000) });
    reporter.flush();
    const bodies = transport.mock.calls.map(
      ([body]) => JSON.parse(body as string) as { reports: Array<{ message?: string }> },
    );
    expect(bodies.map((body) => body.reports.length)).toEqual([20, 6]);
    expect(bodies[1]?.reports[5]?.message).toHaveLength(200);
  });
});
