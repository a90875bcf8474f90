/**
 * Requests no browser sends: a target Node's parser refuses, one find-my-way cannot decode, one the
 * WHATWG URL parser would read as another host. Each gets a short answer that reflects nothing of
 * the request (issue 15 item 3; hostile-input.test.ts generates such requests).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The short answer to a target that is no URL: it reflects nothing of the request. */
export const BAD_URL_TEXT = 'Bad Request: this address is not a valid URL';

/**
 * Whether a request target is one the document route can take: a path starting with a single
 * `/`, in printable ASCII without a backslash (WHATWG URL parsing reads `\` as `/`, so `/\x` would
 * name another host) and without control characters. Anything else is answered 400.
 */
export function isAcceptableTarget(target: string): boolean {
  const pathPart = target.split('?', 1)[0] ?? '';
  return /^\/(?!\/)/.test(pathPart) && /^[\x21-\x7e]*$/.test(target) && !pathPart.includes('\\');
}

/**
 * A request Node's HTTP parser refused (raw bytes in the target, malformed headers): a short 400
 * that says `Connection: close`, then the connection closes, so a keep-alive client opens a new
 * one for its next request instead of losing it ("socket hang up").
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = STATUS_CODES[status] ?? 'Bad Request';
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${body}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** A short plain answer that reflects nothing of the request (an API path gets the API's envelope). */
export function answerPlainly(request: FastifyRequest, reply: FastifyReply, status: number, text: string) {
  reply.code(status).header('cache-control', 'no-store');
  if (request.url.startsWith('/api/')) return reply.send({ code: status, message: text, data: null });
  return reply.type('text/plain; charset=utf-8').send(text);
}

/** A target find-my-way cannot decode (a bad percent escape): a short 400 that echoes nothing. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return answerPlainly(request, reply, 400, BAD_URL_TEXT);
  request.log.error({ err: error }, 'request failed before routing');
  return answerPlainly(request, reply, 500, 'Internal Server Error');
}
