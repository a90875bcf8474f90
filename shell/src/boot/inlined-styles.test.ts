/**
 * @jest-environment jsdom
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { inlinedStylesheetsOf, markInlinedStylesheets, skipInlinedStylesheets } from './inlined-styles';

const ABOUT_CSS = '/releases/mfe-about/v1/client/__federation_expose_app.4d.css';
type PreloadOps = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforePreloadRemote']>>[0]['preloadOps'];

const NEWS_CSS = '/releases/mfe-news/v1/client/__federation_expose_app.5e.css';

beforeEach(() => {
  document.head.innerHTML = `<style data-href="/static/main.1a.css">.shell{}</style><style data-href="${ABOUT_CSS}">.about{}</style>`;
});

describe('stylesheets the server inlined', () => {
  it("marks each with the absolute URL a section's CSS chunk loading compares it with", () => {
    markInlinedStylesheets(document);
    expect([...document.querySelectorAll('style')].map((style) => style.getAttribute('data-href'))).toEqual([
      `${window.location.origin}/static/main.1a.css`,
      `${window.location.origin}${ABOUT_CSS}`,
    ]);
    expect(inlinedStylesheetsOf(document)).toEqual(
      new Set([`${window.location.origin}/static/main.1a.css`, `${window.location.origin}${ABOUT_CSS}`]),
    );
  });

  it('are left out of every preload of a remote, relative or absolute, and the rest kept', async () => {
    const plugin = skipInlinedStylesheets(document);
    const preloadOps: PreloadOps = [{ nameOrAlias: 'mfe_about' }];
    await plugin.beforePreloadRemote?.({ preloadOps, options: {} as never, origin: {} as never });
    const filter = preloadOps[0]?.filter;
    expect(filter?.(ABOUT_CSS)).toBe(false);
    expect(filter?.(`${window.location.origin}${ABOUT_CSS}`)).toBe(false);
    expect(filter?.(NEWS_CSS)).toBe(true);
    expect(filter?.('/releases/mfe-about/v1/client/__federation_expose_app.4d.js')).toBe(true);
  });

  it('keeps a filter the preload already had', async () => {
    const plugin = skipInlinedStylesheets(document);
    const preloadOps: PreloadOps = [{ nameOrAlias: 'mfe_news', filter: (url) => !url.endsWith('.js') }];
    await plugin.beforePreloadRemote?.({ preloadOps, options: {} as never, origin: {} as never });
    const filter = preloadOps[0]?.filter;
    expect(filter?.(NEWS_CSS)).toBe(true);
    expect(filter?.('/releases/mfe-news/v1/client/remoteEntry.9f.js')).toBe(false);
    expect(filter?.(ABOUT_CSS)).toBe(false);
  });
});
