/**
 * The registry's route tables and menu as one immutable file (decision 052): what the document
 * names, what the file holds, and a new file once a release changes the registry. Its own site:
 * the tests release sections.
 */
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ABOUT_BUILD, ABOUT_MANIFEST, SHELL_BUILD, createTestSite, stateOf, type TestSite } from './test-support/site';

const NEWS_MANIFEST = {
  section: 'mfe-news',
  routes: [{ path: '/news/dynamic', name: 'news-dynamic', layout: 'default', data: [] }],
  menu: [{ key: 'news', order: 50, label: { s: '新闻', t: '新聞', e: 'News' } }],
};
const NEWS_BUILD = {
  'client/mf-manifest.json': '{}',
  'client/remoteEntry.js': '/* remote */',
  'client/routes.json': JSON.stringify(NEWS_MANIFEST),
};

describe('the route tables and menu of the registry, one file', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = createTestSite('site-tables', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_BUILD);
    app = await site.server();
  });

  afterAll(() => site.remove());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const siteTablesOfPage = async (page: string) => {
    const url = stateOf((await get(page)).body).siteTables;
    if (!url) throw new Error(`${page} names no site tables`);
    return url;
  };

  it('is named by every document of a registry, immutable, holding its route tables and menu', async () => {
    const url = await siteTablesOfPage('/about/introduce');
    expect(await siteTablesOfPage('/about/team/1')).toBe(url);
    const file = await get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.json()).toEqual({ routes: { 'mfe-about': ABOUT_MANIFEST.routes }, menu: ABOUT_MANIFEST.menu });
  });

  it("is sent compressed once at Brotli's best quality, and plainly to a client that takes no encoding", async () => {
    const url = await siteTablesOfPage('/about/introduce');
    const plain = await get(url);
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    const best = zlib.brotliCompressSync(plain.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    });
    expect(brotli.rawPayload.length).toBeLessThanOrEqual(best.length + 16);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('gets a new name with a release, and the file of the registry before stays readable', async () => {
    const before = await siteTablesOfPage('/about/introduce');
    site.release('mfe-news', 'v1', NEWS_BUILD);
    const after = await siteTablesOfPage('/about/introduce');
    expect(after).not.toBe(before);
    expect((await get(after)).json()).toEqual({
      routes: { 'mfe-about': ABOUT_MANIFEST.routes, 'mfe-news': NEWS_MANIFEST.routes },
      menu: [...ABOUT_MANIFEST.menu, ...NEWS_MANIFEST.menu],
    });
    expect((await get(before)).statusCode).toBe(200);
  });

  it('answers a file it never made with a plain 404 that echoes nothing', async () => {
    const response = await get('/site-tables/%3Cscript%3Enot-made.json');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('script');
  });
});
