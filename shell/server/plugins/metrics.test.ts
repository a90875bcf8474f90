/** Prometheus metrics on their own port, read after a few requests over real connections. */
import { SERVER_ENTRY_CONTRACT } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { version as reactVersion } from 'react';
import { portOf } from '../test-support/raw-http';
import { ABOUT_CLIENT_BUILD, createTestSite, SHELL_BUILD, type TestSite } from '../test-support/site';
import { metricsPortOf, requestKindOf } from './metrics';

/** The value of one sample line (`name{labels} value`) of a Prometheus text answer, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let base = '';

  beforeAll(async () => {
    site = createTestSite('shell-metrics', SHELL_BUILD);
    site.release('mfe-about', 'v1', {
      ...ABOUT_CLIENT_BUILD,
      'server/server.js': `module.exports = { contract: ${JSON.stringify(SERVER_ENTRY_CONTRACT)}, reactVersion: ${JSON.stringify(reactVersion)}, render: () => '<p>rendered</p>' };`,
    });
    app = await site.server({ METRICS_PORT: '0', RATE_LIMIT_MAX: '3' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${portOf(app)}`;
  });

  afterAll(() => site.remove());

  const metricsText = async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPortOf(app)}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('counts requests by kind, renders by section, cache hits and misses, refusals and the registry', async () => {
    const statuses: number[] = [];
    const get = async (url: string) => {
      const response = await fetch(`${base}${url}`);
      await response.arrayBuffer();
      statuses.push(response.status);
    };
    await get('/about/introduce');
    await get('/about/introduce');
    for (let i = 0; i < 4; i += 1) await get('/api/web/navigation');
    await get('/static/main.abc.js');
    await get('/healthz');
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 200, 200]);

    const text = await metricsText();
    expect(sample(text, 'shell_http_requests_total', '{kind="document",status="200"}')).toBe(2);
    expect(sample(text, 'shell_http_requests_total', '{kind="api",status="200"}')).toBe(3);
    expect(sample(text, 'shell_http_requests_total', '{kind="api",status="429"}')).toBe(1);
    expect(sample(text, 'shell_http_requests_total', '{kind="static",status="200"}')).toBe(1);
    expect(sample(text, 'shell_http_requests_total', '{kind="health",status="200"}')).toBe(1);
    expect(sample(text, 'shell_http_request_duration_seconds_count', '{kind="document"}')).toBe(2);
    expect(sample(text, 'shell_rate_limit_refusals_total')).toBe(1);
    // The first document was rendered on the server and kept; the second came from the cache.
    expect(sample(text, 'shell_section_renders_total', '{section="mfe-about",release="v1",outcome="server"}')).toBe(1);
    expect(sample(text, 'shell_document_cache_misses_total')).toBe(1);
    expect(sample(text, 'shell_document_cache_hits_total')).toBe(1);
    expect(sample(text, 'shell_document_cache_bytes')).toBeGreaterThan(0);
    // The API: the visitors' three reads (one made, two kept) and the documents' own reads.
    expect(sample(text, 'shell_api_cache_hits_total')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'shell_api_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shell_api_cache_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'shell_registry_generation')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it("counts browsers' page views, errors by kind and Web Vitals by the registry's section and release only", async () => {
    const post = async (reports: unknown[]) => {
      const response = await fetch(`${base}/rum`, { method: 'POST', body: JSON.stringify({ reports }) });
      expect(response.status).toBe(204);
    };
    await post([
      { kind: 'pageview', section: 'mfe-about', release: 'v1' },
      { kind: 'pageview', section: 'mfe-about', release: 'v1' },
      { kind: 'hydration', section: 'mfe-about', release: 'v1', message: 'Minified React error #418 at /about?id=7' },
      { kind: 'mount', section: 'mfe-about', release: 'v0-gone' },
      { kind: 'error', section: 'mfe-elsewhere', release: 'v1', message: 'secret-text' },
      { kind: 'vitals', section: 'mfe-about', release: 'v1', vitals: { lcp: 1800, inp: 120, cls: 0.05, ttfb: 150 } },
    ]);
    const text = await metricsText();
    expect(sample(text, 'shell_rum_page_views_total', '{section="mfe-about",release="v1"}')).toBe(2);
    expect(sample(text, 'shell_rum_errors_total', '{section="mfe-about",release="v1",kind="hydration"}')).toBe(1);
    expect(sample(text, 'shell_rum_errors_total', '{section="mfe-about",release="unknown",kind="mount"}')).toBe(1);
    expect(sample(text, 'shell_rum_errors_total', '{section="unknown",release="unknown",kind="error"}')).toBe(1);
    expect(sample(text, 'shell_rum_lcp_seconds_bucket', '{le="2",section="mfe-about",release="v1"}')).toBe(1);
    expect(sample(text, 'shell_rum_lcp_seconds_bucket', '{le="1.5",section="mfe-about",release="v1"}')).toBe(0);
    expect(sample(text, 'shell_rum_inp_seconds_sum', '{section="mfe-about",release="v1"}')).toBeCloseTo(0.12);
    expect(sample(text, 'shell_rum_cls_count', '{section="mfe-about",release="v1"}')).toBe(1);
    expect(sample(text, 'shell_rum_ttfb_seconds_count', '{section="mfe-about",release="v1"}')).toBe(1);
    // No message, address or unknown name becomes a label.
    expect(text).not.toMatch(/secret-text|#418|v0-gone|mfe-elsewhere/);
  });

  it('is not served on the public port', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('# HELP');
  });

  it('tells documents, API, static files and health apart', () => {
    expect(
      [
        '/',
        '/en/about/introduce?x=1',
        '/api/web/navigation',
        '/static/a.js',
        '/releases/x/y/client/a.js',
        '/registry.json',
        '/favicon.svg',
        '/readyz',
        '/backgrounds/a.svg',
      ].map(requestKindOf),
    ).toEqual(['document', 'document', 'api', 'static', 'static', 'static', 'static', 'health', 'static']);
  });
});
