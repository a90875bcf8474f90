/**
 * @jest-environment jsdom
 */
import type { BrowserRegistry } from '@site/shared-contracts';
import { IDLE_PREFETCH_TIMEOUT_MS, scheduleIdlePrefetch, type PrefetchedManifests } from './prefetch';
import { createShellStore, type ShellState } from './store';

const registry: BrowserRegistry = {
  sections: { 'mfe-about': { version: 'a1' }, 'mfe-news': { version: 'n2' }, 'mfe-join': { version: 'j3' } },
};
const manifestUrl = (section: string, version: string) =>
  `${window.location.origin}/releases/${section}/${version}/client/mf-manifest.json`;
const manifestOf = (section: string) =>
  JSON.stringify({
    metaData: { publicPath: 'auto', remoteEntry: { name: `remoteEntry.${section}.js`, path: '' } },
    exposes: [{ path: './app', assets: { js: { sync: [`app.${section}.js`] }, css: { sync: [] } } }],
  });

let fetched: string[];

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  fetched = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    const href = String(url);
    fetched.push(href);
    const section = /\/releases\/([^/]+)\//.exec(href)?.[1] ?? '';
    if (!href.endsWith('/mf-manifest.json'))
      return { ok: true, status: 200, blob: async () => new Blob([]) } as Response;
    if (section === 'mfe-join') return { ok: false, status: 503, text: async () => 'busy' } as Response;
    return { ok: true, status: 200, text: async () => manifestOf(section) } as Response;
  }) as typeof fetch;
  // About's remote entry has run: it is the section shown.
  (window as unknown as Record<string, unknown>).mfe_about = {};
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as unknown as Record<string, unknown>).mfe_about;
});

const storeShowing = (view: ShellState['view']) => createShellStore({ view } as ShellState);
const manifestsFetched = () => fetched.filter((url) => url.endsWith('/mf-manifest.json'));
const filesFetched = () =>
  fetched.filter((url) => !url.endsWith('/mf-manifest.json')).map((url) => new URL(url).pathname);

async function runIdlePrefetch(view: ShellState['view'] = { kind: 'not-found' }) {
  const manifests: PrefetchedManifests = new Map();
  scheduleIdlePrefetch(registry, storeShowing(view), manifests);
  expect(fetched).toEqual([]);
  jest.advanceTimersByTime(IDLE_PREFETCH_TIMEOUT_MS);
  await Promise.allSettled([...manifests.values()]);
  await jest.runAllTimersAsync();
  return manifests;
}

describe('the idle prefetch', () => {
  it("fetches the other sections' first files at the lowest priority, keeps their manifests, and runs nothing", async () => {
    const manifests = await runIdlePrefetch();
    expect(manifestsFetched()).toEqual([manifestUrl('mfe-news', 'n2'), manifestUrl('mfe-join', 'j3')]);
    expect(filesFetched()).toEqual([
      '/releases/mfe-news/n2/client/remoteEntry.mfe-news.js',
      '/releases/mfe-news/n2/client/app.mfe-news.js',
    ]);
    for (const [, init] of (globalThis.fetch as jest.Mock).mock.calls) expect(init).toEqual({ priority: 'low' });
    expect(document.querySelectorAll('script, link')).toHaveLength(0);
    // News's manifest waits for the visit; Join's, which did not answer, is not kept.
    expect([...manifests.keys()]).toEqual([manifestUrl('mfe-news', 'n2')]);
    expect(await manifests.get(manifestUrl('mfe-news', 'n2'))).toBe(manifestOf('mfe-news'));
  });

  it('leaves a section that failed to load alone', async () => {
    await runIdlePrefetch({ kind: 'section-failed', section: 'mfe-news' });
    expect(fetched).toEqual([manifestUrl('mfe-join', 'j3')]);
  });

  it('fetches nothing offline', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await runIdlePrefetch();
      expect(fetched).toEqual([]);
    } finally {
      onLine.mockRestore();
    }
  });
});
