/**
 * The shell server rendering a section into the document (DESIGN.md §3), with a hand-written
 * server bundle in a real release folder and the real content API on a fresh SQLite file.
 */
import { SERVER_ENTRY_CONTRACT } from '@site/shared-contracts';
import { version as reactVersion } from 'react';
import { loadShellConfig } from './config';
import { ABOUT_CLIENT_BUILD, bootFilesOf, createTestSite, SHELL_BUILD, type TestSite } from './test-support/site';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.1a.js', path: '' } },
  exposes: [
    {
      path: './app',
      assets: { js: { sync: ['expose.2b.js'], async: ['lazy.3c.js'] }, css: { sync: ['expose.4d.css'], async: [] } },
    },
  ],
};

/** A section's server bundle: it echoes the URL and the embedded page title. */
const BUNDLE = `module.exports = {
  contract: ${JSON.stringify(SERVER_ENTRY_CONTRACT)},
  reactVersion: ${JSON.stringify(reactVersion)},
  render: (url, state) => '<h1>' + Object.values(state.data)[0].title + '</h1><p>' + url + '</p>',
};`;

describe('shell server rendering sections', () => {
  let site: TestSite;

  function release(version: string, bundle: string) {
    site.release('mfe-about', version, {
      ...ABOUT_CLIENT_BUILD,
      'client/mf-manifest.json': JSON.stringify(MANIFEST),
      'server/server.js': bundle,
    });
  }

  beforeAll(() => {
    site = createTestSite('server-render', SHELL_BUILD);
    release('v1', BUNDLE);
  });

  afterAll(() => site.remove());

  it('puts the section markup into its container, marked with the release, and says so in Server-Timing', async () => {
    const app = await site.server();
    const response = await app.inject({ url: '/en/about/introduce?tab=1', headers: { cookie: 'zh_choose=s' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toMatch(/^ssr;desc="server";dur=\d+\.\d$/);
    // Rendered for the page's target: the route reads no query parameter (decision 034).
    expect(response.body).toMatch(
      /<div class="shell-section" data-application="mfe-about@\/en" data-ssr="1" data-release="v1" data-ssr-url="\/en\/about\/introduce"><h1>[^<]+<\/h1><p>\/en\/about\/introduce<\/p><\/div>/,
    );
    const again = await app.inject({ url: '/en/about/introduce?tab=1' });
    expect(again.headers['server-timing']).toMatch(/ssr;desc="server".*document cache/);
  });

  it("links the section's stylesheet and has the boot preload of its code only its manifest, remote entry and exposed chunk", async () => {
    const app = await site.server();
    const { body } = await app.inject({ url: '/about/introduce' });
    expect(body).toContain('<link rel="stylesheet" href="/releases/mfe-about/v1/client/expose.4d.css">');
    expect(body).not.toMatch(/<link rel="preload" as="(?:script|fetch)"/);
    const preload = bootFilesOf(body).preload.filter((url) => !url.startsWith('/site-tables/'));
    expect(preload).toEqual([
      '/releases/mfe-about/v1/client/mf-manifest.json',
      '/releases/mfe-about/v1/client/remoteEntry.1a.js',
      '/releases/mfe-about/v1/client/expose.2b.js',
    ]);
  });

  it("inlines the shell's and the section's stylesheets it can read, named by their URLs", async () => {
    const styled = createTestSite('server-render-styles', {
      'assets.json': JSON.stringify({ js: ['main.js'], css: ['main.5e.css'] }),
      'main.5e.css': '.shell{color:red}',
    });
    try {
      styled.release('mfe-about', 'v1', {
        ...ABOUT_CLIENT_BUILD,
        'client/mf-manifest.json': JSON.stringify(MANIFEST),
        'client/expose.4d.css': '.about{color:blue}',
        'server/server.js': BUNDLE,
      });
      const app = await styled.server();
      const { body } = await app.inject({ url: '/about/introduce' });
      expect(body).toContain(
        '<style data-href="/static/main.5e.css">.shell{color:red}</style>' +
          '<style data-href="/releases/mfe-about/v1/client/expose.4d.css">.about{color:blue}</style>',
      );
      expect(body).not.toContain('rel="stylesheet"');
    } finally {
      styled.remove();
    }
  });

  it('leaves the section to the browser when server rendering is off', async () => {
    const app = await site.server({ SERVER_RENDER: 'off' });
    const response = await app.inject({ url: '/about/introduce' });
    expect(response.headers['server-timing']).toBe('ssr;desc="client: off";dur=0.0');
    expect(response.body).toContain('<div id="section-slot"></div>');
  });

  it('serves a working client-rendered page when the render throws, and renders again once it is fixed', async () => {
    const app = await site.server();
    release('v2', BUNDLE.replace(/render: .*/, 'render: () => { throw new Error("broken"); },'));
    const broken = await app.inject({ url: '/about/introduce' });
    expect(broken.statusCode).toBe(200);
    expect(broken.headers['server-timing']).toMatch(/^ssr;desc="client: error";dur=\d+\.\d$/);
    expect(broken.body).toContain('<div id="section-slot"></div>');
    expect(broken.body).toContain('id="__INITIAL_STATE__"');
    release('v3', BUNDLE);
    const fixed = await app.inject({ url: '/about/introduce' });
    expect(fixed.body).toContain('data-release="v3"');
  });

  it('rejects a SERVER_RENDER value that is neither on nor off', () => {
    expect(() => loadShellConfig({ SERVER_RENDER: 'yes' })).toThrow('SERVER_RENDER must be "on" or "off"');
  });
});
