/**
 * Methods: the site's pages and files are read with GET and HEAD only. Any other method on them is
 * answered 405 with `Allow`, OPTIONS with 204 and the same `Allow` (no cross-origin reader needs a
 * preflight: the site's API is same-origin), and CONNECT, which Node hands to a listener of its own
 * and otherwise drops, with a 405 before the connection closes. The API under /api keeps its own
 * answers (its envelope).
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerPlainly } from '../bad-requests';

export const ALLOWED_METHODS = 'GET, HEAD';

/** The answer to a request no route took: the 404 for a GET or HEAD, otherwise what its method gets. */
export function answerUnrouted(request: FastifyRequest, reply: FastifyReply) {
  if (request.method === 'GET' || request.method === 'HEAD' || request.url.startsWith('/api/'))
    return answerPlainly(request, reply, 404, 'Not Found');
  reply.header('allow', ALLOWED_METHODS);
  if (request.method === 'OPTIONS') return reply.code(204).header('cache-control', 'no-store').send();
  return answerPlainly(request, reply, 405, 'Method Not Allowed');
}

function refuseTunnel(_request: unknown, socket: Duplex): void {
  const body = 'Method Not Allowed';
  socket.end(
    `HTTP/1.1 405 ${body}\r\nAllow: ${ALLOWED_METHODS}\r\nConnection: close\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nCache-Control: no-store\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** CONNECT gets a 405 instead of a dropped connection (the site is no proxy). */
export function answerTunnels(server: Server): void {
  server.on('connect', refuseTunnel);
}
