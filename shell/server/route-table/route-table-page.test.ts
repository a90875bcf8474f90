/**
 * The route table as operators see it on the metrics port: an accessible page (its language, a
 * caption per table, header cells with their scope), every text escaped, each route linked to its
 * live page on the public site; and the page served there, never on the public port.
 */
import type { FastifyInstance } from 'fastify';
import { metricsPortOf } from '../plugins/metrics';
import { publicSiteOriginOf } from '../site-origin';
import { ABOUT_CLIENT_BUILD, ABOUT_MANIFEST, createTestSite, SHELL_BUILD, type TestSite } from '../test-support/site';
import { routeTablePage } from './route-table-page';
import type { SiteRouteTable } from './route-table';

const HOSTILE = '<img src=x onerror=alert(1)>"\'&';

const TABLE: SiteRouteTable = {
  sections: [{ section: 'mfe-about', current: 'v1', candidate: null }],
  routes: [
    {
      path: '/about/introduce',
      section: 'mfe-about',
      current: 'v1',
      candidate: null,
      layout: 'default',
      seoKey: HOSTILE,
      counterpart: '/m/about/introduce',
      data: ['page: /api/web/page/detail?key=introduce', HOSTILE],
      sitemap: { listed: true, note: 'yes' },
      page: '/about/introduce',
    },
    {
      path: '/about/team/:id',
      section: 'mfe-about',
      current: 'v1',
      candidate: null,
      layout: 'detail',
      seoKey: 'about-team-id',
      counterpart: null,
      data: [],
      sitemap: { listed: false, note: 'no: its parameters are not enumerated' },
      page: null,
    },
  ],
  redirects: [{ from: '/company', to: HOSTILE, status: 301, forms: ['/company'], servedBy: null }],
  redirectsVersion: 2,
};

describe('routeTablePage', () => {
  const html = routeTablePage(TABLE, 'https://www.example.com');

  it('is a page with its language, a caption for each table and header cells with their scope', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html.match(/<caption>/g)).toHaveLength(2);
    expect(html).toContain('<th scope="col">Path</th>');
    expect(html).toContain(
      '<th scope="row"><a href="https://www.example.com/about/introduce">/about/introduce</a></th>',
    );
    expect(html).toContain('<th scope="row">/about/team/:id</th>');
  });

  it('escapes every text it shows', () => {
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
  });

  it('links a route to the public site: PUBLIC_ORIGIN, or the public server, never the metrics port', () => {
    expect(publicSiteOriginOf({ publicOrigin: 'https://www.example.com', host: '0.0.0.0', port: 8080 })).toBe(
      'https://www.example.com',
    );
    expect(publicSiteOriginOf({ publicOrigin: null, host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(publicSiteOriginOf({ publicOrigin: null, host: '::1', port: 8081 })).toBe('http://[::1]:8081');
  });
});

describe('/routes on the metrics port', () => {
  let site: TestSite;
  let app: FastifyInstance;
  beforeAll(async () => {
    site = createTestSite('route-table-page', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_CLIENT_BUILD);
    app = await site.server({ METRICS_PORT: '0', PUBLIC_ORIGIN: 'https://www.example.com' });
  });
  afterAll(() => site.remove());

  it('shows the live table there, with headers for a page that is never kept or framed', async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPortOf(app)}/routes`, {
      headers: { host: 'evil.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    for (const { path } of ABOUT_MANIFEST.routes) expect(page).toContain(`>${path}<`);
    expect(page).toContain('href="https://www.example.com/about/introduce"');
    expect(page).not.toContain('evil.example');
  });

  it('is not on the public port', async () => {
    const response = await app.inject({ method: 'GET', url: '/routes' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<caption>');
  });
});
