/**
 * The content API under /api: mounted in this process (the default; the shell's own reads carry a
 * pass so the API's rate limit counts visitors, not the shell), or proxied to CONTENT_API_URL.
 * Either way, the content source the documents read through, and the content store registered on
 * the server itself (`app.contentStore`), whose generation the document cache follows (decision
 * 034): shared with the API in process, the same database the remote API uses otherwise.
 * A browser holding a content grant (decision 073) has its /api requests answered from the content
 * preview instead, personally: `private, no-store`, and never from or into the API's cache.
 */
import { contentApi, contentStore, ResponseCache } from '@site/content-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShellConfig } from '../config';
import { createShellReadPass, inProcessContent, remoteContent, type ContentSource } from '../content-source';
import { ContentPreviews, isContentPreviewed } from '../preview/content-previews';
import { PREVIEW_COOKIE } from '../preview/preview-cookie';
import type { Previews } from '../preview/previews';

/** The answer headers a preview's API answer keeps (its caching ones are replaced). */
const KEPT_HEADERS = ['content-type', 'content-language'];

/** An API read (not media: the same files for everyone) of a browser that may hold a preview cookie. */
const mayPreviewContent = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.url.startsWith('/api/') &&
  !request.url.startsWith('/api/media/') &&
  request.headers.cookie?.includes(`${PREVIEW_COOKIE}=`) === true;

/**
 * Answers a previewing browser's /api reads from its content preview (Previews.contentOf); every
 * other request, at the cost of one prefix test, goes on to the live API.
 */
function answerContentPreviews(app: FastifyInstance, config: ShellConfig, previews: Previews): void {
  const content = new ContentPreviews(app.contentStore.db, config.contentApi, (error) =>
    app.log.error({ err: error }, 'the content preview could not be loaded; its browsers see the live content'),
  );
  previews.serveContent(content);
  app.addHook('onClose', () => content.close());
  // A document read from a preview is sent `no-store` (send-document.ts), as any personal one: private too.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isContentPreviewed(request) && reply.getHeader('cache-control') === 'no-store')
      reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
  // A callback hook: an async one would cost every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!mayPreviewContent(request)) return done();
    answerFromPreview(previews, request, reply).then((sent) => {
      if (!sent) done();
    }, done);
  });
}

/** Answers an /api read from the cookie's content preview; false when there is none (the live API answers). */
async function answerFromPreview(previews: Previews, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const view = await previews.contentOf(request.headers.cookie);
  if (!view) return false;
  let answer: Awaited<ReturnType<FastifyInstance['inject']>>;
  try {
    answer = await view.api.inject({
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      url: request.url,
      headers: { 'accept-encoding': 'identity' },
    });
  } catch (error) {
    // A preview closed under this request: the live API answers it.
    request.log.warn({ err: error }, 'the content preview did not answer; the live content is sent');
    return false;
  }
  for (const name of KEPT_HEADERS) {
    const value = answer.headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
  reply.code(answer.statusCode).header('cache-control', 'private, no-store');
  void reply.send(answer.rawPayload);
  return true;
}

/** `apiCache`: the in-process API's answers, which the metrics read; `previews`: null when previews are off. */
export async function mountContent(
  app: FastifyInstance,
  config: ShellConfig,
  apiCache = new ResponseCache(config.contentApi.cacheMaxEntries),
  previews: Previews | null = null,
): Promise<ContentSource> {
  await app.register(contentStore, { database: config.contentApi.database });
  if (previews) answerContentPreviews(app, config, previews);
  if (config.contentApiUrl) {
    const base = config.contentApiUrl;
    app.get('/api/*', async (request, reply) => {
      const upstream = await fetch(`${base}${request.url}`, {
        headers: { 'accept-encoding': 'identity', 'if-none-match': request.headers['if-none-match'] ?? '' },
      });
      for (const name of ['content-type', 'etag', 'cache-control']) {
        const value = upstream.headers.get(name);
        if (value) reply.header(name, value);
      }
      return reply.code(upstream.status).send(Buffer.from(await upstream.arrayBuffer()));
    });
    return remoteContent(base);
  }
  const pass = createShellReadPass();
  await app.register(contentApi, {
    prefix: '/api',
    config: config.contentApi,
    rateLimitAllowList: pass.isShellRead,
    responseCache: apiCache,
  });
  return inProcessContent(app, pass);
}
