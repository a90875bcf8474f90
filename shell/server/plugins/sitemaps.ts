/**
 * /sitemap.xml (the index) and one sitemap per language (sitemap/sitemap-xml.ts), made from the
 * current releases' route manifests and the content (sitemap/site-pages.ts), less the URLs the
 * published redirects send elsewhere (decision 072). The pages are kept while the registry
 * generation and the content generation stay the same, so a release, a set of redirects or a
 * content import shows in the next request, with no restart.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { answerPlainly } from '../bad-requests';
import type { ShellConfig } from '../config';
import type { ContentSource } from '../content-source';
import type { ReleaseCatalog } from '../release-catalog';
import { siteOriginOf } from '../site-origin';
import { redirectOf } from '../redirects';
import { sitePagesOf, withoutRedirected, type PagePair } from '../sitemap/site-pages';
import { SITEMAPS, sitemapIndexXml, sitemapXml } from '../sitemap/sitemap-xml';

export interface SitemapsOptions {
  config: ShellConfig;
  catalog: ReleaseCatalog;
  content: ContentSource;
  /**
   * The content generation now (the shell reads it from the database, the API in process or not);
   * null when it cannot be known, and the sitemaps are then made again each minute.
   */
  contentGeneration: () => Promise<number | null>;
}

/** Without a content generation to follow, the pages are read again after this long. */
const UNKNOWN_CONTENT_MS = 60_000;

export const sitemaps: FastifyPluginAsync<SitemapsOptions> = async (app, options) => {
  const { config, catalog, content, contentGeneration } = options;
  let kept: { key: string; pages: Promise<PagePair[]> } | null = null;

  async function pagesNow(): Promise<PagePair[]> {
    const [released, generation] = await Promise.all([catalog.current(), contentGeneration()]);
    const key = `${released.generation}:${generation ?? `t${Math.floor(Date.now() / UNKNOWN_CONTENT_MS)}`}`;
    if (kept?.key !== key) {
      const pages = sitePagesOf(released.routes, content).then((found) =>
        withoutRedirected(found, (pathname) => redirectOf(pathname, released.redirects, released.routes) !== null),
      );
      kept = { key, pages };
      // A failed read is not kept: the next request tries again.
      pages.catch(() => {
        if (kept?.pages === pages) kept = null;
      });
    }
    return kept.pages;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    make: (origin: string, pages: PagePair[]) => string,
  ) {
    let pages: PagePair[];
    try {
      pages = await pagesNow();
    } catch (error) {
      request.log.error({ err: error }, 'the sitemap could not be made');
      return answerPlainly(request, reply, 503, 'Service Unavailable');
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(make(siteOriginOf(config, request), pages));
  }

  app.get('/sitemap.xml', (request, reply) => send(request, reply, sitemapIndexXml));
  for (const { language, path } of SITEMAPS)
    app.get(path, (request, reply) => send(request, reply, (origin, pages) => sitemapXml(origin, pages, language)));
};
