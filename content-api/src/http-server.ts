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
  'trustProxy' | 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'maxRequestsPerSocket'
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
