/**
 * The HTTP server options both servers (the standalone content API and the shell server) are
 * created with, from their ServerConfig: which proxies are trusted, how long and how many
 * connections may be held, and each request's logger made only when it logs.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServerConfig, TrustProxy } from './config';
import { deferredRequestLogger } from './lib/request-logger';

type HttpServerOptions = Pick<
  FastifyServerOptions,
  | 'trustProxy'
  | 'connectionTimeout'
  | 'keepAliveTimeout'
  | 'requestTimeout'
  | 'maxRequestsPerSocket'
  | 'return503OnClosing'
  | 'childLoggerFactory'
> & { http: ServerOptions };

/** How often connections are looked at for a timeout passed: a quarter of it, at most a second. */
function checkIntervalMs(timeoutMs: number): number {
  return Math.max(10, Math.min(1000, Math.floor(timeoutMs / 4)));
}

function trustedProxies(trust: TrustProxy): NonNullable<FastifyServerOptions['trustProxy']> {
  if (trust.kind === 'none') return false;
  // proxy-addr counts hops from the socket: the peer is hop 0.
  if (trust.kind === 'hops') return (_address: string, hop: number) => hop < trust.hops;
  return trust.addresses;
}

export function httpServerOptions({ trustProxy, connections }: ServerConfig): HttpServerOptions {
  return {
    trustProxy: trustedProxies(trustProxy),
    // The idle timeout is checked on a timer by manageConnections: as a socket timeout, Node would
    // set it again on every request (decision 061).
    connectionTimeout: 0,
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    requestTimeout: connections.requestTimeoutMs,
    maxRequestsPerSocket: connections.maxRequestsPerSocket,
    // Should a request still arrive while the app closes, it is served, not refused with a 503.
    return503OnClosing: false,
    // Most requests log nothing: their logger is made when one does (lib/request-logger.ts).
    childLoggerFactory: deferredRequestLogger,
    http: {
      headersTimeout: connections.headersTimeoutMs,
      // Node looks for late heads only this often (30 s by default), which would let a trickler
      // live up to 30 s past its timeout.
      connectionsCheckingInterval: checkIntervalMs(connections.headersTimeoutMs),
    },
  };
}

/**
 * Closes a connection with nothing moving either way (no byte read or written) for
 * `idleTimeoutMs`, within one check interval past it. Looked at on a timer, as Node checks its
 * head and request timeouts, rather than with a socket timeout: Node's HTTP server sets a socket
 * timeout again for every request (the keep-alive timeout after each answer, this one again when
 * the next request arrives), a timer made and dropped per request (decision 061).
 */
function closeIdleConnections(server: Server, idleTimeoutMs: number): void {
  const lastMoved = new Map<Socket, { bytes: number; at: number }>();
  server.on('connection', (socket: Socket) => {
    lastMoved.set(socket, { bytes: 0, at: Date.now() });
    socket.once('close', () => lastMoved.delete(socket));
  });
  const check = setInterval(() => {
    const now = Date.now();
    for (const [socket, last] of lastMoved) {
      const bytes = socket.bytesRead + socket.bytesWritten;
      if (bytes !== last.bytes) {
        last.bytes = bytes;
        last.at = now;
      } else if (now - last.at >= idleTimeoutMs) {
        socket.destroy();
      }
    }
  }, checkIntervalMs(idleTimeoutMs));
  check.unref();
  server.once('close', () => clearInterval(check));
}

/**
 * What the server options cannot say: the connection limit, a property of the created server,
 * and the idle timeout.
 */
export function manageConnections(app: FastifyInstance, { connections }: ServerConfig): void {
  app.server.maxConnections = connections.maxConnections;
  if (connections.idleTimeoutMs > 0) closeIdleConnections(app.server, connections.idleTimeoutMs);
}

/**
 * Stops accepting connections and waits for the ones open to finish their requests, and only then
 * closes the app (its database, its in-process reads of the API): Fastify's own close would refuse
 * in-process reads and answer requests on open connections with 503 at once.
 */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  // Node keeps a busy keep-alive connection open after server.close() until its idle timeout:
  // every answer from now on says `Connection: close` and ends its connection. A listener added
  // now, ahead of Fastify's, rather than a hook asking on every request (decision 061).
  app.server.prependListener('request', (_request, response) => {
    response.shouldKeepAlive = false;
  });
  // Rejects nothing: a server that is not listening has nothing to wait for.
  await new Promise<void>((resolve) => app.server.close(() => resolve()));
  await app.close();
}

/** How long past the request timeout a closing server may take before it stops anyway. */
const SHUTDOWN_GRACE_MS = 5000;

/**
 * Rolling restarts (issue 27): on SIGTERM or SIGINT the server stops accepting connections,
 * finishes the requests it has (idle keep-alive connections close at once, busy ones after their
 * answer), then exits 0; 1 if closing failed or outlived the longest request.
 */
export function closeOnSignals(app: FastifyInstance, { connections }: ServerConfig): void {
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing the requests in flight');
    setTimeout(() => {
      app.log.error('stopping took longer than the longest request may; exiting');
      process.exit(1);
    }, connections.requestTimeoutMs + SHUTDOWN_GRACE_MS).unref();
    closeGracefully(app).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
}
