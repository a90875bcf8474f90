/**
 * The origin of the site's absolute links (canonical, hreflang, sitemaps, robots.txt, previews):
 * PUBLIC_ORIGIN, or in development without it the request's own.
 */
import type { FastifyRequest } from 'fastify';
import type { ShellConfig } from './config';

export function siteOriginOf(config: Pick<ShellConfig, 'publicOrigin'>, request: FastifyRequest): string {
  return config.publicOrigin ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/**
 * Whether the visitor reaches the site over HTTPS (PUBLIC_ORIGIN's scheme, or the request's behind
 * TRUST_PROXY): its cookies are then Secure, so they never travel over plain HTTP (issue 27 §7).
 */
export function servedOverHttps(
  config: Pick<ShellConfig, 'publicOrigin'>,
  request: Pick<FastifyRequest, 'protocol'>,
): boolean {
  return request.protocol === 'https' || config.publicOrigin?.startsWith('https:') === true;
}

/**
 * The public site's origin for a page served elsewhere (the metrics port, decision 072), where the
 * request's own origin is not the site's: PUBLIC_ORIGIN, or the public server's own address.
 */
export function publicSiteOriginOf(config: Pick<ShellConfig, 'publicOrigin' | 'host' | 'port'>): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
