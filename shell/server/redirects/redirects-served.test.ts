/**
 * The shell team's redirects as a shell server answers them (decision 072): published while it
 * runs, answered before the guards with the query kept in all four forms, cached by status, left
 * out of the sitemaps, and gone on the next request after a rollback.
 */
import type { FastifyInstance } from 'fastify';
import { FileRegistryStore, publishRedirectsIn, rollbackRedirectsIn } from '../registry';
import { ABOUT_CLIENT_BUILD, createTestSite, SHELL_BUILD, type TestSite } from '../test-support/site';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('redirects served', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let store: FileRegistryStore;

  beforeAll(async () => {
    site = createTestSite('redirects-served', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_CLIENT_BUILD);
    app = await site.server({ PUBLIC_ORIGIN: 'https://www.example.com' });
    store = new FileRegistryStore(site.releasesDir);
    await publishRedirectsIn(store, {
      redirects: [
        { from: '/company/:id', to: '/about/team/:id', status: 301 },
        { from: '/profile', to: '/about/introduce', status: 302 },
        // A URL a route serves, redirected all the same: it is not a page for the sitemaps.
        { from: '/about/introduce', to: '/about/team/1', status: 301 },
      ],
      external: [],
    });
  });
  afterAll(() => site.remove());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers the source in both languages, on desktop and mobile, keeping the query, cached for an hour', async () => {
    const expected: Record<string, string> = {
      '/company/3?from=mail&x=%3Cb%3E': '/about/team/3?from=mail&x=%3Cb%3E',
      '/en/company/3?from=mail': '/en/about/team/3?from=mail',
      '/m/company/3': '/m/about/team/3',
      '/en/m/company/3?a=1': '/en/m/about/team/3?a=1',
    };
    for (const [url, location] of Object.entries(expected)) {
      const response = await get(url);
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers a 302 with no-cache', async () => {
    const response = await get('/profile');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/about/introduce');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('comes before the device and English guards, which then run on its target', async () => {
    const phone = await get('/company/3', { 'user-agent': IPHONE });
    expect([phone.statusCode, phone.headers.location]).toEqual([301, '/about/team/3']);
    const english = await get('/company/3?q=1', { cookie: 'zh_choose=e' });
    expect([english.statusCode, english.headers.location]).toEqual([301, '/about/team/3?q=1']);
    const then = await get('/about/team/3?q=1', { cookie: 'zh_choose=e' });
    expect([then.statusCode, then.headers.location, then.headers['cache-control']]).toEqual([
      302,
      '/en/about/team/3?q=1',
      'no-store',
    ]);
  });

  it('does not redirect to a page no route serves: the source is then the 404 page', async () => {
    const response = await get('/company/%3Cscript%3Ealert(1)');
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).not.toContain('alert(1)');
  });

  it('leaves a redirected URL out of the sitemaps', async () => {
    const zh = await get('/sitemap-zh-Hans.xml');
    expect(zh.statusCode).toBe(200);
    expect(zh.body).not.toContain('/about/introduce<');
    expect(zh.body).not.toContain('/about/introduce"');
  });

  it('is gone on the next request after a rollback, with no restart', async () => {
    await rollbackRedirectsIn(store);
    const response = await get('/company/3');
    expect(response.statusCode).toBe(404);
    expect((await get('/about/introduce')).statusCode).toBe(200);
    expect((await get('/sitemap-zh-Hans.xml')).body).toContain('<loc>https://www.example.com/about/introduce</loc>');
  });
});
