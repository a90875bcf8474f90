/**
 * Prometheus metrics for operators (issue 27, decision 049): prom-client, served by a small HTTP
 * server of its own on METRICS_PORT, never by the public server. Requests and latency by kind,
 * server-render outcomes by section, the document and API caches, rate-limit refusals, the
 * registry generation and Node's own (event-loop delay among them). The same server shows
 * operators the live route table (`/routes`, decision 072).
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { ResponseCacheStats } from '@site/content-api';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { DocumentCacheStats } from '../document-cache';
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
}

type CacheStats = Pick<DocumentCacheStats, 'hits' | 'misses' | 'bytes'>;

export class ShellMetrics {
  readonly registry = new client.Registry();
  private readonly requests: client.Counter<'kind' | 'status'>;
  private readonly latency: client.Histogram<'kind'>;
  private readonly renders: client.Counter<'section' | 'outcome'>;
  private readonly refusals: client.Counter;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
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
      help: "Documents composed, by section and how its section was rendered (server, or the browser's and why)",
      labelNames: ['section', 'outcome'],
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
    this.renders.inc({ section, outcome: renderOutcomeOf(render) });
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
