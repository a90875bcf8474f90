/**
 * The content API under /api: mounted in this process (the default; the shell's own reads carry a
 * pass so the API's rate limit counts visitors, not the shell), or proxied to CONTENT_API_URL.
 * Either way, the content source the documents read through, and the content store registered on
 * the server itself (`app.contentStore`), whose generation the document cache follows (decision
 * 034): shared with the API in process, the same database the remote API uses otherwise.
 */
import { contentApi, contentStore, ResponseCache } from '@site/content-api';
import type { FastifyInstance } from 'fastify';
import type { ShellConfig } from '../config';
import { createShellReadPass, inProcessContent, remoteContent, type ContentSource } from '../content-source';

/** `apiCache`: the in-process API's answers, which the metrics read. */
export async function mountContent(
  app: FastifyInstance,
  config: ShellConfig,
  apiCache = new ResponseCache(config.contentApi.cacheMaxEntries),
): Promise<ContentSource> {
  await app.register(contentStore, { database: config.contentApi.database });
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
