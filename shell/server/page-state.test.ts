import type { Registry, RouteEntry } from '@site/shared-contracts';
import { pageModelOf } from '../src/routing/page-model';
import { FALLBACK_SEO, initialStateOf, seoEntryOf } from './page-state';

const entry: RouteEntry = {
  path: '/news/dynamic/:id',
  name: 'news-dynamic-id',
  layout: 'detail',
  data: [],
  background: 'b.svg',
};
const routes = { 'mfe-news': [entry] };
const registry: Registry = {
  sections: {
    'mfe-news': {
      version: 'v1',
      manifest: '/releases/mfe-news/v1/client/mf-manifest.json',
      routes: '/releases/mfe-news/v1/client/routes.json',
      server: { entry: '/releases/mfe-news/v1/server/server.js', timeoutMs: 50, firstRenderTimeoutMs: 1000 },
    },
    'mfe-about': { version: 'v2', manifest: '/m.json', routes: '/r.json' },
  },
};
const chrome = { navigation: [{ name: 'Home', key: 'home', url: '/home' }], categories: [], seoMap: {} };
const config = {
  origin: 'https://www.example.cn',
  investorUrl: 'https://ir.example.cn',
  investorPreUrl: 'https://ir-pre.example.cn',
};

function stateOf(pathname: string, contentStatus?: number) {
  const page = pageModelOf({ pathname, routes, registry, ...(contentStatus ? { contentStatus } : {}) });
  return initialStateOf({
    page,
    language: 'e',
    chrome,
    data: {},
    seo: FALLBACK_SEO,
    registry,
    routes,
    menu: [],
    config,
  });
}

describe('the embedded state', () => {
  it("names the page's route, device and the site's tables, and no error status", () => {
    const state = stateOf('/en/news/dynamic/7');
    expect(state).toMatchObject({
      language: 'e',
      device: 'desktop',
      navigation: chrome.navigation,
      route: { section: 'mfe-news', name: 'news-dynamic-id', pattern: '/news/dynamic/:id', params: { id: '7' } },
      config,
    });
    expect(state).not.toHaveProperty('errorStatus');
  });

  it("gives the browser each section's release, its manifest and route manifest only where they are not the release's own, never its server bundle or limits", () => {
    expect(stateOf('/news/dynamic/7').registry).toEqual({
      sections: {
        'mfe-news': { version: 'v1' },
        'mfe-about': { version: 'v2', manifest: '/m.json', routes: '/r.json' },
      },
    });
  });

  it('carries the status of an error page, with no route', () => {
    expect(stateOf('/news/dynamic/7', 404)).toMatchObject({ route: null, errorStatus: 404 });
    expect(stateOf('/400')).toMatchObject({ route: null, errorStatus: 400 });
  });
});

describe('seoEntryOf', () => {
  const map = {
    'news-dynamic-7': { seoTitle: 'Seven', seoKeywords: '', seoDesc: '' },
    index: { seoTitle: 'Site', seoKeywords: '', seoDesc: '' },
  };

  it("takes the page's most specific entry, then the site's, then the shell's own", () => {
    expect(seoEntryOf(['news-dynamic-7', 'news-dynamic-id'], map).seoTitle).toBe('Seven');
    expect(seoEntryOf(['news-dynamic-8', 'news-dynamic-id'], map).seoTitle).toBe('Site');
    expect(seoEntryOf(['404'], {})).toBe(FALLBACK_SEO);
  });
});
