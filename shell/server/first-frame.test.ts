/**
 * A busy phone's parser yields mid-document and the browser may paint what it has: half a header,
 * then the rest of the header pushing its links aside (a layout shift of 0.07 on the home page in
 * one run of five at 6× CPU). The document holds every frame until the header and the section are
 * parsed whole, with a render-blocking `rel=expect` naming the first element after them.
 */
import type { FastifyInstance } from 'fastify';
import { ABOUT_BUILD, createTestSite, type TestSite } from './test-support/site';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('the first frame of a document', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = createTestSite('first-frame', {
      'assets.json': JSON.stringify({ js: ['main.abc.js'], css: ['main.abc.css'] }),
      'main.abc.js': '/* shell */',
    });
    site.release('mfe-about', 'v1', ABOUT_BUILD);
    app = await site.server();
  });

  afterAll(() => site.remove());

  it.each([
    ['/about/introduce', DESKTOP],
    ['/m/about/introduce', IPHONE],
    ['/en/about/introduce', DESKTOP],
    ['/no-such-page', DESKTOP],
  ])(
    'is held in %s until the page markup is parsed: the expected element comes right after it',
    async (url, userAgent) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;
      const head = html.slice(0, html.indexOf('</head>'));
      const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(head);
      expect(expected).not.toBeNull();
      const id = expected![1];
      // Exactly one element has the id, and every element of the page's markup is before it.
      expect(html.split(`id="${id}"`)).toHaveLength(2);
      const target = html.indexOf(`id="${id}"`);
      const root = html.indexOf('<div id="shell-root">');
      expect(root).toBeGreaterThan(-1);
      expect(html.lastIndexOf('</div>', target)).toBeGreaterThan(root);
      expect(html.slice(html.lastIndexOf('</div>', target) + '</div>'.length, target)).toMatch(/^<script $/);
    },
  );
});
