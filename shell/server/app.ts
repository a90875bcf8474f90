/**
 * The shell server, put together from its parts: bad-request answers (bad-requests.ts), HTTP
 * defaults, static files, robots.txt, the sitemaps and the site's images, health and metrics
 * (plugins/), the content API mounted under /api (or proxied), the preview links (preview/), and
 * the documents (routes/documents.ts, reading content through page-content.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { httpServerOptions, manageConnections, ResponseCache } from '@site/content-api';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { answerClientError, answerFrameworkError } from './bad-requests';
import type { ShellConfig } from './config';
import type { DocumentComposer, ShellAssets } from './document';
import { DocumentCache } from './document-cache';
import { createPageContent } from './page-content';
import { generationCachedContent } from './content-source';
import { mountContent } from './plugins/content-mount';
import { health } from './plugins/health';
import { countRequests, serveMetrics, ShellMetrics } from './plugins/metrics';
import { applyHttpDefaults } from './plugins/http-defaults';
import { robots } from './plugins/robots';
import { siteImages } from './plugins/site-images';
import { sitemaps } from './plugins/sitemaps';
import { answerTunnels, answerUnrouted } from './plugins/methods';
import { staticFiles } from './plugins/static-files';
import { previewSecretOf } from './preview';
import { previewRoutes } from './preview/preview-routes';
import { Previews } from './preview/previews';
import { openRegistryStore } from './registry';
import { ReleaseCatalog } from './release-catalog';
import { routeTableOf, routeTablePage } from './route-table';
import { KnownReleases, rum, type RumReport } from './rum';
import { embedRumSettings } from './page-state';
import { documentRoutes } from './routes/documents';
import { Canaries } from './canary';
import type { SectionRendering } from './section-renderer';
import { publicSiteOriginOf } from './site-origin';

function readAssets(clientDir: string): ShellAssets {
  const file = path.join(clientDir, 'assets.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the shell first (npm run build)`);
  const assets = JSON.parse(fs.readFileSync(file, 'utf8')) as ShellAssets;
  // The document inlines the shell's stylesheets (decision 015); one it cannot read it links.
  const cssText: Record<string, string> = {};
  for (const name of assets.css) {
    const cssFile = path.join(clientDir, name);
    if (fs.existsSync(cssFile)) cssText[name] = fs.readFileSync(cssFile, 'utf8');
  }
  return { ...assets, cssText };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The documents kept for the next request; `stats()` for the metrics. */
    documentCache: DocumentCache;
  }
}

/** How long /readyz waits for each of its checks. */
const READINESS_TIMEOUT_MS = 2000;

export interface ShellServerOptions {
  /** How a page's document is made; the shell's own (its section rendered on the server) unless given. */
  composeDocument?: DocumentComposer;
  /** How the shell's own composer renders a section; its render workers unless given (the bench's baseline). */
  sectionRenderer?: SectionRendering;
  /** Called once per page view or failure a browser reports (POST /rum; the canary's comparison). */
  rumObservers?: Array<(report: RumReport) => void>;
}

export async function buildShellServer(
  config: ShellConfig,
  options: ShellServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...httpServerOptions(config),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // First start migrates and seeds the database and builds the Traditional converter.
    pluginTimeout: 120_000,
    logger: { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
  });
  manageConnections(app, config);
  const store = await openRegistryStore(config, (error) =>
    app.log.warn({ err: error }, 'registry database connection lost'),
  );
  app.addHook('onClose', () => store.close());
  const catalog = new ReleaseCatalog(config.releasesDir, store, (error) =>
    app.log.error({ err: error }, 'registry store unreadable; serving the registry read last'),
  );
  const assets = readAssets(config.clientDir);

  await applyHttpDefaults(app);

  // Registers the content store too: its generation is what the documents and sitemaps follow.
  const apiCache = new ResponseCache(config.contentApi.cacheMaxEntries);
  // Before the API: a content preview (decision 073) answers its browsers' /api reads.
  const previewSecret = previewSecretOf(config);
  const previews = previewSecret ? new Previews(previewSecret) : null;
  const content = await mountContent(app, config, apiCache, previews);

  // Outside the documents and the API (static files, other methods): a short 404 or 405 that names
  // nothing of the request (Fastify's own names the method and URL).
  app.setNotFoundHandler(answerUnrouted);
  answerTunnels(app.server);
  await app.register(staticFiles, {
    clientDir: config.clientDir,
    releasesDir: config.releasesDir,
    publicDir: config.publicDir,
    registry: async () => (await catalog.current()).registry,
    publicSourceMaps: config.publicSourceMaps,
  });

  await app.register(robots, { config });
  await app.register(siteImages, { publicDir: config.publicDir });
  await app.register(sitemaps, {
    config,
    catalog,
    content,
    contentGeneration: async () => {
      await app.contentStore.generation.check();
      return app.contentStore.generation.current;
    },
  });

  await app.register(health, {
    timeoutMs: READINESS_TIMEOUT_MS,
    checks: [
      { name: 'database', check: () => app.contentStore.db.selectNoFrom((eb) => eb.val(1).as('one')).execute() },
      { name: 'registry', check: () => store.read() },
      {
        name: 'shell-files',
        check: () =>
          Promise.all([
            fs.promises.access(path.join(config.clientDir, 'assets.json'), fs.constants.R_OK),
            fs.promises.access(config.releasesDir, fs.constants.R_OK | fs.constants.X_OK),
          ]),
      },
    ],
  });

  app.decorate('documentCache', new DocumentCache(config.documentCacheBytes));
  let metrics: ShellMetrics | null = null;
  // The releases render outcomes are labelled with, read at most once a second (decision 077).
  const knownReleases = new KnownReleases(async () => (await catalog.current()).registry);
  await knownReleases.current().catch(() => {});
  if (config.metrics) {
    metrics = new ShellMetrics({
      releaseOf: (section) => [...(knownReleases.latest().get(section) ?? ['unknown'])][0] ?? 'unknown',
      documentCache: () => app.documentCache.stats(),
      apiCache: () => apiCache.stats(),
      registryGeneration: async () => (await catalog.current()).generation,
    });
    countRequests(app, metrics);
    serveMetrics(app, metrics, config.metrics, {
      routes: async () => routeTablePage(routeTableOf(await catalog.current()), publicSiteOriginOf(config)),
    });
  }
  // Canary releases (decision 078): the documents draw them, the browsers' reports and renders count.
  const canaries = new Canaries();
  // Browsers' reports (decision 077); the documents tell the browser the share that reports.
  embedRumSettings({ sampleRate: config.rum.sampleRate });
  await app.register(rum, {
    registry: async () => (await catalog.current()).registry,
    rateLimit: { max: config.rum.rateLimitMax, windowMs: config.rum.rateLimitWindowMs },
    metrics,
    // The canaries' comparison counts the failures browsers report (decision 078).
    observers: [...(options.rumObservers ?? []), canaries.observe],
  });

  if (previews) await app.register(previewRoutes, { config, catalog, previews });
  canaries.watch(app, store, catalog, config.canary);

  await app.register(documentRoutes, {
    config,
    catalog,
    assets,
    // The live content's answers kept per content generation (decision 079); a remote API's are its own.
    pageContent: createPageContent(
      config.contentApiUrl ? content : generationCachedContent(content, app.contentStore.generation),
    ),
    documents: app.documentCache,
    contentGeneration: app.contentStore.generation,
    onRender: metrics ? metrics.observeRender.bind(metrics) : undefined,
    previews,
    canaries,
    ...options,
  });

  return app;
}
