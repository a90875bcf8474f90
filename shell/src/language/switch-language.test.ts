/** @jest-environment jsdom */
import { createEventBus, type ApiClient, type LanguageSwitch, type RouteEntry } from '@site/shared-contracts';
import Cookies from 'js-cookie';
import { navigateToUrl } from 'single-spa';
import { createShellStore } from '../boot/store';
import { IMMEDIATE_LOADING_ID_PREFIX } from '../loading-bar/loading-bar-controller';
import { backStepOf, createLanguageSwitch, languageResetOf, type NavigationHistory } from './switch-language';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('language resets (SPEC.md §4)', () => {
  const route = (path: string, languageSwitch?: LanguageSwitch): RouteEntry => ({
    path,
    name: path,
    layout: 'default',
    data: [],
    validate: { id: { pattern: '[0-9]+' } },
    ...(languageSwitch ? { languageSwitch } : {}),
  });
  const routes = {
    'mfe-a': [route('/a'), route('/a/:id', { kind: 'go', path: '/a' })],
    'mfe-b': [route('/', { kind: 'reload' }), route('/b/view/:id?', { kind: 'back' })],
  };

  it.each([
    ['/', { kind: 'reload' }],
    ['/b/view', { kind: 'back' }],
    ['/b/view/7', { kind: 'back' }],
    ['/a/12', { kind: 'go', path: '/a' }],
    // The pattern matches, the id fails validation (the 404 page): the rule still applies.
    ['/a/abc', { kind: 'go', path: '/a' }],
    ['/a', { kind: 'stay' }],
    ['/unknown/page', { kind: 'stay' }],
  ])('%s → %j, as its route declares', (path, reset) => {
    expect(languageResetOf(path, routes)).toEqual(reset);
  });
});

const ORIGIN = 'https://www.example.cn';

function historyOf(entries: { url: string | null; sameDocument: boolean }[], index: number): NavigationHistory {
  return { currentEntry: { index }, entries: () => entries };
}

describe('backStepOf', () => {
  it('goes back in the document when the step before is of the same document', () => {
    const history = historyOf(
      [
        { url: `${ORIGIN}/en/product/DataAnalysis`, sameDocument: true },
        { url: `${ORIGIN}/en/product/view/44`, sameDocument: true },
      ],
      1,
    );
    expect(backStepOf(history, ORIGIN)).toEqual({ kind: 'in-document' });
  });

  it('names the earlier address when the step before is another document of the site', () => {
    const history = historyOf(
      [
        { url: `${ORIGIN}/en/product/DataAnalysis?from=menu`, sameDocument: false },
        { url: `${ORIGIN}/en/product/view/44`, sameDocument: true },
      ],
      1,
    );
    const step = backStepOf(history, ORIGIN);
    expect(step.kind === 'other-document' && `${step.url.pathname}${step.url.search}`).toBe(
      '/en/product/DataAnalysis?from=menu',
    );
  });

  it('has no step back when the page is the first of the site in this tab', () => {
    expect(backStepOf(historyOf([{ url: `${ORIGIN}/product/view/13`, sameDocument: true }], 0), ORIGIN)).toEqual({
      kind: 'none',
    });
  });

  it('never names an address of another site', () => {
    const history = historyOf(
      [
        { url: 'https://elsewhere.example/product', sameDocument: false },
        { url: `${ORIGIN}/product/view/13`, sameDocument: true },
      ],
      1,
    );
    expect(backStepOf(history, ORIGIN)).toEqual({ kind: 'none' });
  });

  it('goes back when the earlier entry hides its address', () => {
    const history = historyOf(
      [
        { url: null, sameDocument: false },
        { url: `${ORIGIN}/product/view/13`, sameDocument: true },
      ],
      1,
    );
    expect(backStepOf(history, ORIGIN)).toEqual({ kind: 'in-document' });
  });

  it('goes back as before where the browser has no Navigation API', () => {
    expect(backStepOf(undefined, ORIGIN)).toEqual({ kind: 'in-document' });
  });
});

describe('createLanguageSwitch', () => {
  const routes = {
    'mfe-news': [
      { path: '/news/dynamic', name: 'news-dynamic', layout: 'default', data: [] },
      {
        path: '/news/dynamic/:id',
        name: 'news-dynamic-id',
        layout: 'detail',
        data: [],
        languageSwitch: { kind: 'go', path: '/news/dynamic' },
      },
    ] satisfies RouteEntry[],
    'mfe-about': [
      {
        path: '/about/team/:id',
        name: 'about-team-id',
        layout: 'detail',
        data: [{ key: 'member', endpoint: '/api/web/team/detail', params: { id: ':id' } }],
        item: 'member',
        itemList: '/about/team',
      },
    ] satisfies RouteEntry[],
  };
  const config = {
    origin: 'https://www.example.cn',
    investorUrl: 'https://ir.example.cn',
    investorPreUrl: 'https://ir-pre.example.cn',
  };

  function switchOn(pathname: string, items: Record<string, object> = {}, afterPaint?: () => Promise<void>) {
    const events: string[] = [];
    const store = createShellStore({
      language: 's',
      device: 'desktop',
      navigation: [],
      menu: [],
      categories: [],
      pathname,
      languagePrefix: '',
      isNavBlack: false,
      investorHref: 'https://ir.example.cn/?id=s',
      view: { kind: 'not-found' },
    });
    const bus = createEventBus();
    bus.on('language:changed', ({ language, previous }) => events.push(`changed ${previous}→${language}`));
    const api = {
      get: jest.fn(async (path: string, query?: { id?: string }) => {
        if (path !== '/api/web/team/detail') {
          events.push(`read ${path}`);
          return [];
        }
        events.push(`read ${path} ${query?.id} in ${store.get().language}`);
        const item = items[query?.id ?? ''];
        if (!item) throw new Error('404');
        return item;
      }),
    } as unknown as ApiClient;
    const navigateAndSettle = jest.fn(async (navigate: () => void) => {
      navigate();
      // navigateToUrl is a stand-in; an address replaced in place is the window's.
      events.push(`navigated to ${jest.mocked(navigateToUrl).mock.calls.at(-1)?.[0] ?? window.location.pathname}`);
    });
    bus.on('loading:start', ({ id }) => events.push(`loading ${id.startsWith(IMMEDIATE_LOADING_ID_PREFIX)}`));
    bus.on('loading:finish', () => events.push('loaded'));
    const switchLanguage = createLanguageSwitch({
      state: { routes, config },
      store,
      api,
      bus,
      navigateAndSettle,
      ...(afterPaint ? { afterPaint } : {}),
    });
    return { switchLanguage, store, events, navigateAndSettle };
  }

  afterEach(() => {
    Cookies.remove('zh_choose', { path: '/' });
    jest.mocked(navigateToUrl).mockClear();
    window.history.replaceState(null, '', '/');
  });

  it("goes where the route's rule says, in the new language, and tells the sections after", async () => {
    const { switchLanguage, store, events } = switchOn('/news/dynamic/12');
    await switchLanguage('e');
    expect(Cookies.get('zh_choose')).toBe('e');
    expect(document.documentElement.lang).toBe('en');
    expect(store.get()).toMatchObject({ language: 'e', investorHref: 'https://ir.example.cn/?id=e' });
    expect(events).toEqual([
      'loading true',
      'read /api/web/navigation',
      'read /api/web/category/list',
      'navigated to /en/news/dynamic',
      'changed s→e',
      'loaded',
    ]);
  });

  it('stays on a page whose address does not change, and only tells the sections', async () => {
    const { switchLanguage, events, navigateAndSettle } = switchOn('/');
    await switchLanguage('t');
    expect(navigateAndSettle).not.toHaveBeenCalled();
    expect(events.slice(-2)).toEqual(['changed s→t', 'loaded']);
  });

  it("goes to the item's counterpart when switching to the other backend, read in the language shown (issue 25 §6)", async () => {
    const { switchLanguage, events } = switchOn('/about/team/2', { 2: { id: 2, counterpart: 502 } });
    window.history.pushState(null, '', '/about/team/2');
    const entries = window.history.length;
    await switchLanguage('e');
    // In place of the entry: going back would show Chinese id 2 in English, a 404.
    expect(window.history.length).toBe(entries);
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(events).toEqual([
      'loading true',
      'read /api/web/team/detail 2 in s',
      'read /api/web/navigation',
      'read /api/web/category/list',
      'navigated to /en/about/team/502',
      'changed s→e',
      'loaded',
    ]);
  });

  it('goes to the list that holds an item with no counterpart, or one unknown', async () => {
    const alone = switchOn('/about/team/2', { 2: { id: 2 } });
    await alone.switchLanguage('e');
    expect(alone.events).toContain('navigated to /en/about/team');
    jest.mocked(navigateToUrl).mockClear();
    const unknown = switchOn('/about/team/9');
    await unknown.switchLanguage('e');
    expect(unknown.events).toContain('navigated to /en/about/team');
  });

  it('keeps the item between Simplified and Traditional, one backend, without reading it', async () => {
    const { switchLanguage, events } = switchOn('/about/team/2', { 2: { id: 2, counterpart: 502 } });
    await switchLanguage('t');
    expect(events).toEqual([
      'loading true',
      'read /api/web/navigation',
      'read /api/web/category/list',
      'navigated to /about/team/2',
      'changed s→t',
      'loaded',
    ]);
  });

  it('shows the loading bar at once and switches nothing before the click has painted (decision 076)', async () => {
    let painted = () => {};
    const afterPaint = () => new Promise<void>((resolve) => (painted = resolve));
    const { switchLanguage, store, events } = switchOn('/news/dynamic/12', {}, afterPaint);
    const done = switchLanguage('e');
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual(['loading true']);
    expect(Cookies.get('zh_choose')).toBeUndefined();
    expect(document.documentElement.lang).not.toBe('en');
    expect(store.get().language).toBe('s');
    painted();
    await done;
    expect(Cookies.get('zh_choose')).toBe('e');
    expect(store.get().language).toBe('e');
    expect(events.at(-1)).toBe('loaded');
  });

  it('ends the loading bar when the switch fails', async () => {
    const { switchLanguage, events, navigateAndSettle } = switchOn('/news/dynamic/12');
    navigateAndSettle.mockRejectedValueOnce(new Error('navigation failed'));
    await expect(switchLanguage('e')).rejects.toThrow('navigation failed');
    expect(events.at(-1)).toBe('loaded');
  });

  it('does nothing for the language already shown', async () => {
    const { switchLanguage, events } = switchOn('/news/dynamic/12');
    await switchLanguage('s');
    expect(events).toEqual([]);
    expect(Cookies.get('zh_choose')).toBeUndefined();
  });
});
