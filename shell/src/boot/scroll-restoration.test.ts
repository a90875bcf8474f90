/** @jest-environment jsdom */
import { installScrollRestoration, isSamePage, POSITIONS_STORAGE_KEY, RESTORE_TIMEOUT_MS } from './scroll-restoration';

/** The page's scrolling as a browser does it: a position within the document's height. */
const page = { top: 0, height: 3000 };
const VIEWPORT = 800;
let resizeCallbacks: (() => void)[] = [];

const scrollTo = jest.fn((options: ScrollToOptions) => {
  page.top = Math.max(0, Math.min(options.top ?? 0, page.height - VIEWPORT));
});

/** The visitor (or the browser) scrolls: the position changes and a scroll event follows. */
function scrollBy(top: number) {
  page.top = top;
  window.dispatchEvent(new Event('scroll'));
}

/** The page changes its height, as a section rendering another page does. */
function resize(height: number) {
  page.height = height;
  for (const callback of resizeCallbacks) callback();
}

/** single-spa's routing event, which follows every change of address once the sections are mounted. */
const routed = () => window.dispatchEvent(new CustomEvent('single-spa:routing-event'));

function push(path: string) {
  window.history.pushState(null, '', path);
  routed();
}

/** The visitor leaves the list at `listTop` for an article, a page `articleHeight` tall. */
function openArticle(listTop: number, articleHeight = page.height) {
  scrollBy(listTop);
  push('/news/dynamic/529');
  resize(articleHeight);
}

/** A history step: the browser moves to the entry (and may scroll on its own), then the sections follow. */
async function traverse(step: () => void, beforeRouting = () => {}) {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  step();
  await popped;
  beforeRouting();
  routed();
}

let uninstall = () => {};

beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => page.top });
  Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => VIEWPORT });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => page.height });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  globalThis.ResizeObserver = class {
    private readonly callback: () => void;
    constructor(callback: () => void) {
      this.callback = () => callback();
    }
    observe() {
      resizeCallbacks.push(this.callback);
    }
    disconnect() {
      resizeCallbacks = resizeCallbacks.filter((callback) => callback !== this.callback);
    }
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  window.history.replaceState(null, '', '/news/dynamic');
  window.sessionStorage.clear();
  Object.assign(page, { top: 0, height: 3000 });
  resizeCallbacks = [];
  scrollTo.mockClear();
  uninstall = installScrollRestoration();
});

afterEach(() => {
  uninstall();
  jest.useRealTimers();
});

describe('scroll on client navigation', () => {
  it('opens a new page at its top', () => {
    scrollBy(1693);
    push('/news/dynamic/529');
    expect(window.scrollY).toBe(0);
  });

  it('keeps the place when only the language or the fragment changes', () => {
    scrollBy(900);
    push('/en/news/dynamic');
    push('/en/news/dynamic#latest');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(900);
  });

  it('takes Back to the list where the visitor left it, once the list has rendered again', async () => {
    openArticle(1693, 1500);
    scrollBy(300);
    // The browser's own restore on the way back, clamped to the article's height, is not the list's place.
    await traverse(
      () => window.history.back(),
      () => scrollBy(700),
    );
    expect(window.location.pathname).toBe('/news/dynamic');
    expect(window.scrollY).toBe(700);
    resize(3000);
    expect(window.scrollY).toBe(1693);
    scrollBy(1800);
    resize(3200);
    expect(window.scrollY).toBe(1800);
  });

  it('takes Forward back to where the visitor was on the article', async () => {
    openArticle(1693);
    scrollBy(300);
    await traverse(() => window.history.back());
    expect(window.scrollY).toBe(1693);
    await traverse(() => window.history.forward());
    expect(window.location.pathname).toBe('/news/dynamic/529');
    expect(window.scrollY).toBe(300);
  });

  it('gives up restoring once the visitor scrolls', async () => {
    openArticle(1693, 1000);
    await traverse(() => window.history.back());
    window.dispatchEvent(new Event('wheel'));
    scrollBy(50);
    resize(3000);
    expect(window.scrollY).toBe(50);
  });

  it('gives up restoring a page that never grows tall enough', async () => {
    openArticle(1693, 1000);
    // jsdom steps through history on a timer of its own: only the restore's time is faked.
    await traverse(
      () => window.history.back(),
      () => jest.useFakeTimers(),
    );
    jest.advanceTimersByTime(RESTORE_TIMEOUT_MS);
    scrollBy(100);
    resize(3000);
    expect(window.scrollY).toBe(100);
  });

  it('keeps the positions for the next document of the tab', async () => {
    openArticle(1693);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.sessionStorage.getItem(POSITIONS_STORAGE_KEY) ?? '[]')).toContainEqual([
      expect.any(String),
      1693,
    ]);
    // A new document of the same tab (a reload) restores from what the last one kept.
    uninstall();
    uninstall = installScrollRestoration();
    await traverse(() => window.history.back());
    expect(window.scrollY).toBe(1693);
  });
});

describe('isSamePage', () => {
  it('is the same page across a language prefix or a fragment, not across a path or a query', () => {
    const at = (path: string) => `http://site.test${path}`;
    expect(isSamePage(at('/about/introduce'), at('/en/about/introduce'))).toBe(true);
    expect(isSamePage(at('/en/m'), at('/m'))).toBe(true);
    expect(isSamePage(at('/about/culture'), at('/about/culture#values'))).toBe(true);
    expect(isSamePage(at('/news/dynamic'), at('/news/dynamic/529'))).toBe(false);
    expect(isSamePage(at('/contact/join/socialRecruit'), at('/contact/join/socialRecruit?city=1'))).toBe(false);
  });
});
