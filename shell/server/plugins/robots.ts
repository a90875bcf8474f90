/**
 * /robots.txt: the public site may be crawled; what is not a page (the content API but its media,
 * the release files, the registry, a section override, a preview link) may not; the sitemap index
 * is named by its absolute URL.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ShellConfig } from '../config';
import { siteOriginOf } from '../site-origin';

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // The images of articles and of the structured data are the content API's media: crawlable.
    'Allow: /api/media/',
    'Disallow: /releases/',
    'Disallow: /registry.json',
    'Disallow: /*?override=',
    'Disallow: /*&override=',
    'Disallow: /_preview/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export const robots: FastifyPluginAsync<{ config: ShellConfig }> = async (app, { config }) => {
  app.get('/robots.txt', (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOriginOf(config, request))),
  );
};
