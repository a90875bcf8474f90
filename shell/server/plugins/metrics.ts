/**
 * Prometheus metrics for operators (issue 27, decision 049): prom-client, served by a small HTTP
 * server of its own on METRICS_PORT, never by the public server. Requests and latency by kind,
 * server-render outcomes by section, the document and API caches, rate-limit refusals, the
 * registry generation and Node's own (event-loop delay among them). The same server shows
 * operators the live route table (`/routes`, decision 072). Visitors' browsers' reports (POST /rum,
 * decision 077) add page views, browser errors by kind and the LCP, INP, CLS and TTFB histograms,
 * labelled by section and release with only the values the registry knows (or `unknown`), and the
 * render outcomes carry the release too: the labels stay bounded whatever browsers send.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { ResponseCacheStats } from '@site/content-api';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { DocumentCacheStats } from '../document-cache';
import type { RumMetrics, RumReport } from '../rum';
import type { RumVitals } from '../rum/rum-schema';
import type { SectionRender } from '../section-renderer';

export type RequestKind = 'document' | 'api' | 'static' | 'health';

const STATIC_PREFIXES = ['/static/', '/releases/', '/backgrounds/'];
const STATIC_FILES = ['/favicon.svg', '/registry.json'];

export function requestKindOf(url: string): RequestKind {
  const path = url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (STATIC_FILES.includes(path) || STATIC_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'static';
  if (path === '/healthz' || path === '/readyz') return 'health';
  return 'document';
}

/** A render's outcome as a label: few values, whatever the failure's text says. */
export function renderOutcomeOf(render: SectionRender): string {
  if (render.kind === 'server') return 'server';
  if (/overridden/.test(render.reason)) return 'client-override';
  if (/server rendering is off/.test(render.reason)) return 'client-off';
  if (/timed out|budget|time/i.test(render.reason)) return 'client-timeout';
  return 'client-error';
}

export interface MetricsSources {
  documentCache: () => DocumentCacheStats;
  apiCache: () => ResponseCacheStats;
  /** How many times this server has loaded the registry: it moves with every release and rollback. */
  registryGeneration: () => Promise<number>;
  /** The release the registry names now for a section ('unknown' when it names none): render outcomes' label. */
  releaseOf?: (section: string) => string;
}

/** Web Vitals' buckets, around their "good" and "poor" thresholds (web.dev): LCP 2.5 s and 4 s, INP 200 ms and 500 ms, CLS 0.1 and 0.25. */
const LCP_BUCKETS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20];
const INP_BUCKETS = [0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5];
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];
const TTFB_BUCKETS = [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 5];

type CacheStats = Pick<DocumentCacheStats, 'hits' | 'misses' | 'bytes'>;

type SectionRelease = 'section' | 'release';

export class ShellMetrics implements RumMetrics {
  readonly registry = new client.Registry();
  private readonly requests: client.Counter<'kind' | 'status'>;
  private readonly latency: client.Histogram<'kind'>;
  private readonly renders: client.Counter<SectionRelease | 'outcome'>;
  private readonly refusals: client.Counter;
  private readonly pageViews: client.Counter<SectionRelease>;
  private readonly browserErrors: client.Counter<SectionRelease | 'kind'>;
  private readonly vitals: Record<keyof RumVitals, client.Histogram<SectionRelease>>;
  private readonly releaseOf: (section: string) => string;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    this.releaseOf = sources.releaseOf ?? (() => 'unknown');
    this.pageViews = new client.Counter({
      name: 'shell_rum_page_views_total',
      help: "Page views browsers reported (POST /rum), by the page's section and release",
      labelNames: ['section', 'release'],
      registers,
    });
    this.browserErrors = new client.Counter({
      name: 'shell_rum_errors_total',
      help: 'Failures browsers reported, by section, release and kind (error, rejection, hydration, chunk, mount)',
      labelNames: ['section', 'release', 'kind'],
      registers,
    });
    const vital = (name: string, help: string, buckets: number[]) =>
      new client.Histogram({ name, help, buckets, labelNames: ['section', 'release'], registers });
    this.vitals = {
      lcp: vital('shell_rum_lcp_seconds', 'Largest Contentful Paint browsers reported, per page view', LCP_BUCKETS),
      inp: vital('shell_rum_inp_seconds', 'Interaction to Next Paint browsers reported, per page view', INP_BUCKETS),
      cls: vital('shell_rum_cls', 'Cumulative Layout Shift browsers reported, per page view', CLS_BUCKETS),
      ttfb: vital('shell_rum_ttfb_seconds', 'Time to First Byte browsers reported, per page view', TTFB_BUCKETS),
    };
    this.requests = new client.Counter({
      name: 'shell_http_requests_total',
      help: 'Requests answered, by kind (document, api, static, health) and status',
      labelNames: ['kind', 'status'],
      registers,
    });
    this.latency = new client.Histogram({
      name: 'shell_http_request_duration_seconds',
      help: 'Time from a request to its answer, by kind',
      labelNames: ['kind'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.renders = new client.Counter({
      name: 'shell_section_renders_total',
      help: "Documents composed, by section, its release and how it was rendered (server, or the browser's and why)",
      labelNames: ['section', 'release', 'outcome'],
      registers,
    });
    this.refusals = new client.Counter({
      name: 'shell_rate_limit_refusals_total',
      help: 'API requests refused by the rate limit (429)',
      registers,
    });
    this.cacheMetrics('document', sources.documentCache);
    this.cacheMetrics('api', sources.apiCache);
    new client.Gauge({
      name: 'shell_registry_generation',
      help: 'Registry loads by this server: it moves with every release and rollback',
      registers,
      async collect() {
        this.set(await sources.registryGeneration());
      },
    });
    client.collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
  }

  /** Hits, misses and bytes of a cache that counts them itself, read when scraped. */
  private cacheMetrics(cache: 'document' | 'api', stats: () => CacheStats) {
    const registers = [this.registry];
    // Counters set from the cache's own running totals at each scrape.
    const total = (name: 'hits' | 'misses', help: string) =>
      new client.Counter({
        name: `shell_${cache}_cache_${name}_total`,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(stats()[name]);
        },
      });
    total('hits', `${cache} answers sent from the cache`);
    total('misses', `${cache} answers that had to be made`);
    new client.Gauge({
      name: `shell_${cache}_cache_bytes`,
      help: `What the ${cache} cache holds, in bytes`,
      registers,
      collect() {
        this.set(stats().bytes);
      },
    });
  }

  observeRequest(kind: RequestKind, status: number, seconds: number): void {
    this.requests.inc({ kind, status: String(status) });
    this.latency.observe({ kind }, seconds);
    if (kind === 'api' && status === 429) this.refusals.inc();
  }

  observeRender(section: string, render: SectionRender): void {
    this.renders.inc({ section, release: this.releaseOf(section), outcome: renderOutcomeOf(render) });
  }

  /** A page view or failure a browser reported, its section and release already the registry's. */
  observeReport({ section, release, kind }: RumReport): void {
    if (kind === 'pageview') this.pageViews.inc({ section, release });
    else this.browserErrors.inc({ section, release, kind });
  }

  /** A page view's Web Vitals (milliseconds, CLS unitless), observed in seconds. */
  observeVitals(section: string, release: string, vitals: RumVitals): void {
    for (const name of ['lcp', 'inp', 'ttfb'] as const) {
      const value = vitals[name];
      if (value !== undefined) this.vitals[name].observe({ section, release }, value / 1000);
    }
    if (vitals.cls !== undefined) this.vitals.cls.observe({ section, release }, vitals.cls);
  }
}

/**
 * Counts every answer of `app` to a request that came over a connection: the shell's own reads of
 * its in-process API (light-my-request, no socket) are not visitors' requests.
 */
export function countRequests(app: FastifyInstance, metrics: ShellMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.raw.socket instanceof net.Socket) {
      metrics.observeRequest(requestKindOf(request.url), reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
}

/** Operators' pages beside the metrics (decision 072): their HTML, made per request. */
export interface OperatorPages {
  /** GET /routes: the live route table. */
  routes?: () => Promise<string>;
}

/** A page of HTML for operators: never kept, never framed, no script. */
const OPERATOR_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

/**
 * The metrics' own server, listening while `app` is: GET /metrics in the Prometheus text format,
 * GET /routes the route table when `pages` has it, 404 for anything else.
 */
export function serveMetrics(
  app: FastifyInstance,
  metrics: ShellMetrics,
  address: { host: string; port: number },
  pages: OperatorPages = {},
) {
  const server = http.createServer((request, response) => {
    const failed = (error: unknown, what: string) => {
      app.log.error({ err: error }, `${what} could not be made`);
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
    };
    if (request.method === 'GET' && request.url === '/routes' && pages.routes) {
      pages.routes().then(
        (html) => response.writeHead(200, OPERATOR_PAGE_HEADERS).end(html),
        (error: unknown) => failed(error, 'the route table'),
      );
      return;
    }
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => failed(error, 'the metrics'),
    );
  });
  app.decorate('metricsServer', server);
  app.addHook(
    'onReady',
    () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(address.port, address.host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
  );
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics' own server (METRICS_PORT), when metrics are on. */
    metricsServer?: http.Server;
  }
}

/** The port the metrics server listens on (METRICS_PORT=0 takes a free one). */
export function metricsPortOf(app: FastifyInstance): number | undefined {
  return (app.metricsServer?.address() as AddressInfo | null)?.port;
}
