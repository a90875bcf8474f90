/**
 * The documents: one page for every path (DESIGN.md §2). The handler runs the steps in order, each
 * its own module (decision 019): the shell team's redirects (decision 072), the releases with any
 * previewed candidates (decision 069) and any section override, the guarded page (its model, the
 * visitor's language, the guards' redirects), the document cache's key, the page's content, the
 * composer's input and the document's composition (the section's server render, by default), and
 * its sending.
 */
import type { FastifyPluginAsync } from 'fastify';
import { BAD_REQUEST_PATH } from '../../src/routing/page-model';
import { answerPlainly, BAD_URL_TEXT, isAcceptableTarget } from '../bad-requests';
import type { ShellConfig } from '../config';
import type { DocumentComposer, ShellAssets } from '../document';
import { documentSentOnce, type ContentGenerationReader, type DocumentCache } from '../document-cache';
import { documentKeyingOf, keepsDocument } from '../document-keying';
import { guardedPageOf } from '../guarded-page';
import { readPageContent, type PageContent } from '../page-content';
import { pageDocumentOf } from '../page-document';
import { contentSecurityPolicy, GRANTED_DOCUMENT_OPENER_POLICY } from '../plugins/http-defaults';
import { applyOverride, readOverride } from '../plugins/section-override';
import type { Previews } from '../preview/previews';
import { markContentPreviewed } from '../preview/content-previews';
import { CONTENT_PREVIEW_SECTION } from '../../src/preview-paths';
import type { Canaries } from '../canary';
import { redirectCacheControl, redirectOf } from '../redirects';
import type { CatalogSnapshot, ReleaseCatalog } from '../release-catalog';
import { startRenderWorkers } from '../render-workers';
import { createSectionComposer } from '../section-composer';
import type { SectionRender, SectionRendering } from '../section-renderer';
import { SectionMenus } from '../section-menus';
import { SiteTables } from '../site-tables';
import { sendDocument } from '../send-document';
import { cachedServerTiming, serverTimingOf } from '../server-timing';
import { servedOverHttps, siteOriginOf } from '../site-origin';
import { redirectUncached } from '../uncached-redirect';
import { serveSiteTables } from './site-tables';

export interface DocumentRoutesOptions {
  config: ShellConfig;
  catalog: ReleaseCatalog;
  assets: ShellAssets;
  pageContent: PageContent;
  documents: DocumentCache;
  /** The content generation the documents are kept by (decision 034). */
  contentGeneration: ContentGenerationReader;
  /** How a page's document is made; the shell's own (the section rendered by its workers) unless given. */
  composeDocument?: DocumentComposer;
  /** How the shell's own composer renders a section; its render workers unless given (the bench's baseline). */
  sectionRenderer?: SectionRendering;
  /** Told how each composed document's section was rendered (the metrics count it). */
  onRender?: (section: string, render: SectionRender) => void;
  /** The candidates a browser's preview cookie names (decision 069); none when previews are off. */
  previews?: Previews | null;
  /** The canaries a visitor's bucket draws (decision 078): told each page view and server render, per release. */
  canaries?: Canaries | null;
}

export const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (app, options) => {
  const { config, catalog, assets, documents, contentGeneration } = options;
  const menus = new SectionMenus(config.releasesDir);
  const composeDocument =
    options.composeDocument ??
    createSectionComposer({ config, catalog, renderer: options.sectionRenderer ?? startRenderWorkers(app, config) });

  const siteTables = new SiteTables();
  const siteTablesUrlOf = (released: CatalogSnapshot) =>
    siteTables.urlOf(released.registry, released.routes, menus.menuOf(released.registry));
  serveSiteTables(app, siteTables, async () => {
    siteTablesUrlOf(await catalog.current());
  });

  app.get('/*', async (request, reply) => {
    if (!isAcceptableTarget(request.url)) return answerPlainly(request, reply, 400, BAD_URL_TEXT);
    const url = new URL(request.url, 'http://site.invalid');
    // Before the content is read, so a document is never kept under a generation older than its content.
    const [released] = await Promise.all([catalog.current(), contentGeneration.check()]);
    // Before the guards: a redirect depends on the URL alone, so caches may keep it; the guards
    // (language cookie, device) then run on its target, per visitor (decision 072).
    const redirect = redirectOf(url.pathname, released.redirects, released.routes);
    if (redirect) {
      return reply
        .header('cache-control', redirectCacheControl(redirect.status))
        .redirect(`${redirect.location}${url.search}`, redirect.status);
    }

    const overrideRequest = readOverride(
      config.sectionOverrideOrigins,
      url,
      request.headers.cookie,
      Object.keys(released.registry.sections),
    );
    if (overrideRequest.kind === 'refused') return answerPlainly(request, reply, 400, overrideRequest.message);
    if (overrideRequest.kind === 'switch')
      return redirectUncached(reply, overrideRequest.location, overrideRequest.cookie);
    const override = overrideRequest.kind === 'active' ? overrideRequest.override : null;
    const secure = servedOverHttps(config, request);
    const preview = await options.previews?.ofRequest(released, request.headers.cookie, secure);
    // A content preview's browser reads its content (decision 073), every other the live content.
    const contentPreview = preview?.content ?? null;
    const pageContent = contentPreview?.pageContent ?? options.pageContent;
    if (contentPreview) markContentPreviewed(request);
    // A cookie naming grants that no longer hold is sent back without them, whatever the answer.
    if (preview?.cookie) reply.header('set-cookie', preview.cookie);
    const previewed = preview?.composition ?? null;
    const previewing = previewed !== null || contentPreview !== null;
    // A visitor a running canary draws gets its candidates, kept under their own key (decision 078).
    const canary = previewed ? null : options.canaries?.of(released, request.headers.cookie, secure);
    if (canary?.cookie) reply.header('set-cookie', canary.cookie);
    const canaried = canary?.composition ?? null;
    const composed = previewed ?? canaried ?? released;
    const { registry, routes } = override ? await applyOverride(composed, override) : composed;

    const pageInput = { pathname: url.pathname, routes, registry };
    const guarded = await guardedPageOf(pageContent, pageInput, url, request, config);
    if (guarded.kind === 'redirect') return redirectUncached(reply, guarded.location, guarded.cookie);
    if (guarded.cookie) reply.header('set-cookie', guarded.cookie);
    const { page, language, onlyInChinese } = guarded;
    const section = page.route?.section;
    if (section) options.canaries?.pageView(section, registry.sections[section]?.version);

    // With PUBLIC_ORIGIN (always in production) nothing of the document follows the request's Host.
    const origin = siteOriginOf(config, request);
    // A document with an override or a preview (or that mends a preview cookie) is this browser's
    // alone, and one with the Chinese-only note this visitor's: never kept, never served from the cache.
    const personal = override !== null || previewing || preview?.cookie !== undefined || onlyInChinese;
    if (override !== null || previewing) reply.header('cross-origin-opener-policy', GRANTED_DOCUMENT_OPENER_POLICY);
    const keying = documentKeyingOf({
      url,
      page,
      registry: released.generation,
      content: contentGeneration.current,
      origin,
      language,
      personal,
      composition: canaried?.key,
    });
    const cached = keying.once ? undefined : documents.get(keying.key);
    if (cached) return sendDocument(request, reply, cached.document, { timing: cachedServerTiming(cached.timing) });

    const { target } = keying.key;
    const content = await readPageContent(pageContent, pageInput, language, new URL(target, url).searchParams);
    if (content.kind === 'bad-request') return redirectUncached(reply, BAD_REQUEST_PATH);
    const { status, active } = content.page;
    if (status === 500) request.log.error({ reason: content.reason }, 'content could not be read; error page sent');

    const { html, render } = await composeDocument(
      pageDocumentOf({
        content,
        language,
        onlyInChinese,
        address: `${url.pathname}${url.search}`,
        target,
        released,
        override,
        // An overridden section is the override's, whatever its preview.
        preview: [
          ...(previewed?.previewed.filter(({ section }) => section !== override?.section) ?? []),
          ...(contentPreview ? [{ section: CONTENT_PREVIEW_SECTION, version: contentPreview.id }] : []),
        ],
        registry,
        routes,
        // The header is the released one, or the candidates' in a preview: a section override
        // (decision 013) changes where its code comes from, not the site's menu.
        menu: menus.menuOf((previewed ?? canaried)?.registry ?? released.registry),
        origin,
        config,
        assets,
        // An override's or a preview's document embeds its tables: they are not the registry's.
        siteTables: override || previewed || canaried ? null : siteTablesUrlOf(released),
      }),
    );
    const timing = serverTimingOf(render);
    if (render && active) options.onRender?.(active.section, render);
    if (render && active) {
      options.canaries?.observeRender(active.section, registry.sections[active.section]?.version, render);
    }
    if (override) reply.header('content-security-policy', contentSecurityPolicy([override.origin]));
    const document = keepsDocument(keying, status, render, config.serverRender)
      ? documents.keep(keying.key, html, status, timing)
      : documentSentOnce(html, status);
    return sendDocument(request, reply, document, { timing, personal });
  });
};
