/**
 * The HTTP server options both servers (the standalone content API and the shell server) are
 * created with, from their ServerConfig: which proxies are trusted and how long and how many
 * connections may be held.
 */
import type { ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServerConfig, TrustProxy } from './config';

type HttpServerOptions = Pick<
  FastifyServerOptions,
  | 'trustProxy'
  | 'connectionTimeout'
  | 'keepAliveTimeout'
  | 'requestTimeout'
  | 'maxRequestsPerSocket'
  | 'return503OnClosing'
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
    // While closing, a request that arrives on an open keep-alive connection is served (with
    // Connection: close), not refused with a 503: it was accepted, so it must not fail.
    return503OnClosing: false,
    http: {
      headersTimeout: connections.headersTimeoutMs,
      // Node looks for late heads only this often (30 s by default), which would let a trickler
      // live up to 30 s past its timeout.
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(connections.headersTimeoutMs / 4))),
    },
  };
}

/** What the server options cannot say: the connection limit is a property of the created server. */
export function limitConnections(app: FastifyInstance, { connections }: ServerConfig): void {
  app.server.maxConnections = connections.maxConnections;
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
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
}
