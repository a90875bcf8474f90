/**
 * The HTTP server options both servers (the standalone content API and the shell server) are
 * created with, from their ServerConfig: which proxies are trusted, how long and how many
 * connections may be held, and each request's logger made only when it logs.
 */
import type { ServerOptions } from 'node:http';
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

function trustedProxies(trust: TrustProxy): NonNullable<FastifyServerOptions['trustProxy']> {
  if (trust.kind === 'none') return false;
  // proxy-addr counts hops from the socket: the peer is hop 0.
  if (trust.kind === 'hops') return (_address: string, hop: number) => hop < trust.hops;
  return trust.addresses;
}

export function httpServerOptions({ trustProxy, connections }: ServerConfig): HttpServerOptions {
  return {
    trustProxy: trustedProxies(trustProxy),
    connectionTimeout: connections.idleTimeoutMs,
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
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(connections.headersTimeoutMs / 4))),
    },
  };
}

/** Servers that have begun to close gracefully: their answers close their connections. */
const draining = new WeakSet<FastifyInstance>();

/**
 * What the server options cannot say: the connection limit, a property of the created server, and
 * `Connection: close` on every answer once the server is draining (Node keeps a busy keep-alive
 * connection open after server.close() until its idle timeout otherwise).
 */
export function manageConnections(app: FastifyInstance, { connections }: ServerConfig): void {
  app.server.maxConnections = connections.maxConnections;
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining.has(app)) reply.header('connection', 'close');
    done();
  });
}

/**
 * Stops accepting connections and waits for the ones open to finish their requests, and only then
 * closes the app (its database, its in-process reads of the API): Fastify's own close would refuse
 * in-process reads and answer requests on open connections with 503 at once.
 */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  draining.add(app);
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
