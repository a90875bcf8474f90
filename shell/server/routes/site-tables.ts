/** The site tables' files (site-tables.ts, decision 052): immutable, so cached for a year. */
import { negotiateEncoding } from '@site/content-api';
import type { FastifyInstance } from 'fastify';
import { answerPlainly } from '../bad-requests';
import { SITE_TABLES_PREFIX, type SiteTables } from '../site-tables';

/**
 * Serves the files of `tables`. `makeCurrent` makes the current registry's file first: a server
 * that restarted still answers the documents the one before it sent.
 */
export function serveSiteTables(app: FastifyInstance, tables: SiteTables, makeCurrent: () => Promise<void>) {
  app.get(`${SITE_TABLES_PREFIX}*`, async (request, reply) => {
    await makeCurrent();
    const file = tables.bodyOf(request.url);
    if (file === undefined) return answerPlainly(request, reply, 404, 'Not Found');
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(file.body);
    return reply.header('content-encoding', encoding).send(await file.encode(encoding));
  });
}
