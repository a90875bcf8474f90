/**
 * The content API as a Fastify plugin: external plugins first, then the app's own services
 * (database, cache, script conversion), then one route file per resource. The standalone server
 * and the shell server both mount it under /api.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, ENDPOINT_PATHS, ERROR_CODES, endpoints } from '@site/shared-contracts';
import Ajv from 'ajv';
import type { TObject } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MEDIA_ROOT, type ContentApiConfig } from './config';
import { createEndpointRegistrar } from './lib/endpoint';
import { registerRateLimit } from './lib/rate-limit';
import { toErrorResponse } from './lib/errors';
import { API_SECURITY_HEADERS } from './lib/security-headers';
import { COMPRESSION_THRESHOLD, ResponseCache } from './lib/response-cache';
import { createScriptConverters } from './lib/traditional';
import { registerAboutRoutes } from './routes/web/about';
import { registerCategoryRoutes } from './routes/web/category';
import { registerHomeRoutes } from './routes/web/home';
import { registerHonourRoutes } from './routes/web/honour';
import { registerInvestorRoutes } from './routes/web/investor';
import { registerNavigationRoutes } from './routes/web/navigation';
import { registerNewsRoutes } from './routes/web/news';
import { registerRecruitRoutes } from './routes/web/recruit';
import { registerSeoRoutes } from './routes/web/seo';
import { registerSurveyRoutes } from './routes/web/survey';
import { contentStore } from './plugins/content-store';

export { MEDIA_ROOT };
const MEDIA_MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface ContentApiOptions {
  config: ContentApiConfig;
  /**
   * Security headers, media compression and rate limiting. A host server that already applies
   * them to every route (the shell server) turns them off here so nothing is done twice.
   */
  hostProvidesHttpPlugins?: boolean;
  /** Requests the rate limit does not count: a host server's own in-process reads. */
  rateLimitAllowList?: (request: FastifyRequest) => boolean;
  /** The content folder an empty database is seeded with; the shipped content by default. */
  contentFolder?: string;
  /** The cache of serialized answers: a host's own, to read its stats(); a new one by default. */
  responseCache?: ResponseCache;
  /** The time schedules are compared with, when the API registers the content store itself. */
  clock?: () => number;
}

function registerHttpPlugins(app: FastifyInstance, { config, rateLimitAllowList }: ContentApiOptions) {
  // Set as an answer is sent, not as a request arrives: a cached hit, written past Fastify's
  // reply, carries them in its prepared headers instead of copying them from the reply
  // (lib/endpoint.ts, decision 061). A callback hook: an async one costs a promise each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(API_SECURITY_HEADERS);
    done(null, payload);
  });
  if (config.rateLimitMax > 0) {
    registerRateLimit(app, {
      max: config.rateLimitMax,
      windowMs: config.rateLimitWindowMs,
      allowList: rateLimitAllowList,
    });
  }
}

/** The 404 message: it names the path only when the path is plain (a message never reflects markup). */
function noEndpointMessage(url: string): string {
  const pathPart = url.split('?', 1)[0] ?? '';
  return /^[\w./-]{1,200}$/.test(pathPart) ? `No endpoint at ${pathPart}` : 'No endpoint at this path';
}

/** The query parameters a route declares, for messages that name them (never the request's own names). */
function declaredParameters(request: FastifyRequest): string[] {
  const schema = request.routeOptions.schema?.querystring as TObject | undefined;
  return Object.keys(schema?.properties ?? {});
}

export const contentApi: FastifyPluginAsync<ContentApiOptions> = async (app, options) => {
  const { config } = options;
  // A host that registered the store (to read the content generation itself) shares it.
  if (!app.hasDecorator('contentStore')) {
    await app.register(contentStore, {
      database: config.database,
      contentFolder: options.contentFolder,
      clock: options.clock,
    });
  }
  const { db, generation, clock } = app.contentStore;

  if (!options.hostProvidesHttpPlugins) registerHttpPlugins(app, options);

  const ajv = new Ajv({
    coerceTypes: true,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
  });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error, declaredParameters(request));
    if (status >= 500) request.log.error({ err: error }, 'content API request failed');
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ code: ERROR_CODES.notFound, message: noEndpointMessage(request.url), data: null }),
  );
  // Under a host that serves pages at `/*` (the shell server), an unknown GET below the prefix would
  // otherwise reach the host's HTML 404 page: the API's envelope answers it here.
  app.get('/*', async (request, reply) => reply.callNotFound());

  const endpoint = createEndpointRegistrar(app, {
    db,
    cache: options.responseCache ?? new ResponseCache(config.cacheMaxEntries),
    generation,
    scripts: createScriptConverters(config.openccTarget),
    cacheControl: `public, max-age=${config.cacheMaxAgeSeconds}`,
    cacheMaxAgeSeconds: config.cacheMaxAgeSeconds,
    clock,
    answerHeaders: options.hostProvidesHttpPlugins ? {} : API_SECURITY_HEADERS,
  });
  registerNavigationRoutes(endpoint);
  registerCategoryRoutes(endpoint);
  registerSeoRoutes(endpoint);
  registerNewsRoutes(endpoint);
  registerRecruitRoutes(endpoint);
  registerHonourRoutes(endpoint);
  registerInvestorRoutes(endpoint);
  registerAboutRoutes(endpoint);
  registerHomeRoutes(endpoint);
  registerSurveyRoutes(endpoint);

  app.get('/', async () => ({
    code: 0,
    message: 'ok',
    data: { endpoints: ENDPOINT_PATHS.map((path) => ({ path, description: endpoints[path].description })) },
  }));

  // Endpoints compress their cached bodies once (lib/response-cache.ts); only media goes through
  // @fastify/compress, in a scope of its own.
  await app.register(async (media) => {
    // A host that compresses every response already (the shell server) has decorated replies.
    if (!media.hasReplyDecorator('compress')) {
      await media.register(compress, {
        threshold: COMPRESSION_THRESHOLD,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
      });
    }
    await media.register(fastifyStatic, {
      root: MEDIA_ROOT,
      prefix: '/media/',
      maxAge: MEDIA_MAX_AGE_SECONDS * 1000,
      index: false,
      list: false,
    });
  });
};

export const CONTENT_API_PREFIX = API_PREFIX;
