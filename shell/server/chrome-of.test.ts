/**
 * The chrome rendered once per model with the section's markup put in its slot (decision 079): the
 * same bytes as rendering the chrome with the markup itself, whatever the markup and the model.
 */
import fc from 'fast-check';
import type { Registry, RouteEntry } from '@site/shared-contracts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { chromeModelOf, type ChromeModel } from '../src/chrome-model';
import { createLoadingBar } from '../src/loading-bar/loading-bar-controller';
import { pageModelOf } from '../src/routing/page-model';
import { ShellApp } from '../src/shell-app';
import { chromeOf, MAX_KEPT_CHROMES } from './document';
import { FALLBACK_SEO, initialStateOf } from './page-state';

const routes: Record<string, RouteEntry[]> = {
  'mfe-about': [
    { path: '/about/introduce', name: 'about-introduce', layout: 'default', data: [] },
    { path: '/about/team', name: 'about-team', layout: 'default', data: [] },
  ],
};
const registry: Registry = {
  sections: {
    'mfe-about': {
      version: 'v1',
      manifest: '/releases/mfe-about/v1/client/mf-manifest.json',
      routes: '/releases/mfe-about/v1/client/routes.json',
      server: { entry: '/releases/mfe-about/v1/server/server.js', timeoutMs: 50, firstRenderTimeoutMs: 1000 },
    },
  },
};

function modelOf(pathname: string, language: 's' | 't' | 'e'): ChromeModel {
  const page = pageModelOf({ pathname, routes, registry });
  const state = initialStateOf({
    page,
    language,
    chrome: { navigation: [], categories: [], seoMap: {} },
    data: {},
    seo: FALLBACK_SEO,
    registry,
    routes,
    menu: [],
    config: {
      origin: 'https://www.example.cn',
      investorUrl: 'https://ir.example.cn',
      investorPreUrl: 'https://ir-pre.example.cn',
    },
  });
  return chromeModelOf(page, state, pathname, false);
}

/** The chrome as the document rendered it before decision 079: with the markup itself. */
const rendered = (model: ChromeModel, sectionMarkup: string) =>
  renderToString(
    createElement(ShellApp, {
      model,
      actions: { changeLanguage() {}, navigate() {}, retrySection() {} },
      loadingBar: createLoadingBar(),
      sectionHost: null,
      sectionMarkup,
    }),
  );

describe('chromeOf', () => {
  it('is the chrome rendered with the markup itself, for every page, language and markup, kept or not', () => {
    const models = [
      modelOf('/about/introduce', 's'),
      modelOf('/about/team', 'e'),
      modelOf('/m/about/introduce', 't'),
      modelOf('/nowhere', 's'),
    ];
    for (const model of models) {
      for (const markup of ['', '<p>section</p>', '$& $1 $$ $`', '<div id="section-slot"></div>', '<!--']) {
        // Twice: rendered, then from the kept chrome.
        expect(chromeOf(model, markup)).toBe(rendered(model, markup));
        expect(chromeOf(model, markup)).toBe(rendered(model, markup));
      }
    }
  });

  it('never gives one model the chrome of another', () => {
    const model = modelOf('/about/introduce', 's');
    const first = { ...model, investorHref: 'https://ir-one.example.cn/?id=s' };
    const second = { ...model, investorHref: 'https://ir-two.example.cn/?id=s' };
    expect(chromeOf(first, '')).toContain('ir-one.example.cn');
    expect(chromeOf(second, '')).toContain('ir-two.example.cn');
    expect(chromeOf(second, '')).not.toContain('ir-one.example.cn');
    expect(chromeOf(first, '')).not.toContain('ir-two.example.cn');
  });

  it('puts any markup in the slot byte for byte, and stays right past its bound of kept chromes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.nat(MAX_KEPT_CHROMES * 2), (markup, page) => {
        const model = { ...modelOf('/about/introduce', 's'), pathname: `/about/introduce-${page}` };
        expect(chromeOf(model, markup)).toBe(rendered(model, markup));
      }),
      { seed: 79, numRuns: 40 },
    );
  });
});
