/**
 * The shell's document composer alone: which section files a document names and how its section is
 * rendered, for a page with no section, an overridden section and server rendering off. The
 * render itself is section-renderer.test.ts and server-render.test.ts.
 */
import type { Registry, RouteEntry } from '@site/shared-contracts';
import { chromeModelOf } from '../src/chrome-model';
import { pageModelOf } from '../src/routing/page-model';
import type { PageDocument } from './document';
import { initialStateOf, FALLBACK_SEO } from './page-state';
import { createSectionComposer } from './section-composer';

const routes: Record<string, RouteEntry[]> = {
  'mfe-about': [{ path: '/about/introduce', name: 'about-introduce', layout: 'default', data: [] }],
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
const SECTION_FILES = {
  css: ['/releases/mfe-about/v1/client/about.css'],
  preload: ['/releases/mfe-about/v1/client/a.js'],
};

function pageDocument(pathname: string, override: PageDocument['override'] = null): PageDocument {
  const page = pageModelOf({ pathname, routes, registry });
  const state = initialStateOf({
    page,
    language: 's',
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
  return {
    page,
    url: pathname,
    override,
    released: { generation: 1, registry },
    registry,
    document: {
      state,
      model: chromeModelOf(page, state, pathname, false),
      seo: FALLBACK_SEO,
      origin: 'http://localhost',
      path: page.path,
      search: '',
      assets: { js: ['main.js'], css: [] },
      siteTables: null,
    },
  };
}

describe('the section composer', () => {
  const composer = (serverRender: boolean) =>
    createSectionComposer({
      config: { serverRender },
      catalog: { assetsOf: () => SECTION_FILES },
      renderer: {
        render: () => Promise.reject(new Error('no section is rendered on the server in these tests')),
        retainOnly: () => {},
      },
    });

  it("names the section's files and leaves it to the browser when server rendering is off", async () => {
    const { html, render } = await composer(false)(pageDocument('/about/introduce'));
    expect(render).toEqual({ kind: 'client', reason: 'off', ms: 0 });
    expect(html).toContain('<link rel="stylesheet" href="/releases/mfe-about/v1/client/about.css">');
    expect(html).toContain('<div id="section-slot"></div>');
  });

  it("never runs an overridden section's code, nor names its released files", async () => {
    const override = { section: 'mfe-about', origin: 'http://localhost:3001' };
    const { html, render } = await composer(true)(pageDocument('/about/introduce', override));
    expect(render).toEqual({ kind: 'client', reason: 'overridden', ms: 0 });
    expect(html).not.toContain('about.css');
  });

  it("renders a previewed section with the document's registry, and keeps the candidates' bundles loaded", async () => {
    const candidate = {
      ...registry.sections['mfe-about']!,
      version: 'v2',
      server: { entry: '/releases/mfe-about/v2/server/server.js', timeoutMs: 50, firstRenderTimeoutMs: 1000 },
    };
    const released = {
      sections: registry.sections,
      candidates: { 'mfe-about': { entry: candidate, stagedAt: '2026-11-28T09:00:00.000Z' } },
    };
    const rendered: string[] = [];
    let retained: readonly string[] = [];
    const previewing = createSectionComposer({
      config: { serverRender: true },
      catalog: { assetsOf: () => SECTION_FILES },
      renderer: {
        render: async (entry) => {
          rendered.push(entry.server?.entry ?? '');
          return { kind: 'server', html: `<p>${entry.version}</p>`, ms: 1 };
        },
        retainOnly: (entries) => void (retained = entries),
      },
    });
    const { html } = await previewing({
      ...pageDocument('/about/introduce'),
      released: { generation: 2, registry: released },
      registry: { sections: { 'mfe-about': candidate } },
    });
    expect(rendered).toEqual(['/releases/mfe-about/v2/server/server.js']);
    expect(html).toContain('data-release="v2"');
    expect(html).toContain('<p>v2</p>');
    expect(retained).toEqual(['/releases/mfe-about/v1/server/server.js', '/releases/mfe-about/v2/server/server.js']);
  });

  it('renders no section on a page without one', async () => {
    const { html, render } = await composer(true)(pageDocument('/nowhere'));
    expect(render).toBeNull();
    expect(html).not.toContain('about.css');
    expect(html).toContain('shell-error--404');
  });
});
