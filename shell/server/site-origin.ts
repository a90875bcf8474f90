/**
 * The origin of the site's absolute links (canonical, hreflang, sitemaps, robots.txt, previews):
 * PUBLIC_ORIGIN, or in development without it the request's own.
 */
import type { FastifyRequest } from 'fastify';
import type { ShellConfig } from './config';

export function siteOriginOf(config: Pick<ShellConfig, 'publicOrigin'>, request: FastifyRequest): string {
  return config.publicOrigin ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}
