/** Sends a document: its status, caching and Vary headers, Server-Timing, and the encoding the client takes. */
import { negotiateEncoding } from '@site/content-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SendableDocument } from './document-cache';

export interface SendOptions {
  /** The Server-Timing entry, if the document has one. */
  timing?: string | undefined;
  /** The document is this browser's alone (a section override): no cache may keep it. */
  personal?: boolean;
}

export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: SendableDocument,
  { timing, personal = false }: SendOptions = {},
) {
  if (timing) reply.header('server-timing', timing);
  reply
    .code(document.status)
    // An error page is a passing state: no cache on the way may keep it either.
    .header('cache-control', document.status >= 500 || personal ? 'no-store' : 'no-cache')
    .header('vary', 'cookie, user-agent, accept-language, accept-encoding')
    .type('text/html; charset=utf-8');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(document.body);
  return reply.header('content-encoding', encoding).send(await document.encode(encoding));
}
