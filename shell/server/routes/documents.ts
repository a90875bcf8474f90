/**
 * The documents: one page for every path (DESIGN.md §2). The handler runs the steps in order, each
 * its own module: the visitor's language, the releases and any section override, the page model
 * and the guards' redirects, the document cache, the page's content and embedded state, the
 * document's composition (the section's server render, by default) and its sending.
 */
import { negotiateEncoding } from '@site/content-api';
import { serializeLanguageCookie } from '@site/shared-contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { chromeModelOf } from '../../src/chrome-model';
import { runGuards } from '../../src/guards/run-guards';
import { BAD_REQUEST_PATH, pageModelOf } from '../../src/routing/page-model';
import { answerPlainly, BAD_URL_TEXT, isAcceptableTarget } from '../bad-requests';
import type { ShellConfig } from '../config';
import type { DocumentComposer, ShellAssets } from '../document';
import {
  documentSentOnce,
  documentTargetOf,
  type ContentGenerationReader,
  type DocumentCache,
  type DocumentKey,
} from '../document-cache';
import { readPageContent, type PageContent } from '../page-content';
import { initialStateOf, seoEntryOf } from '../page-state';
import { contentSecurityPolicy } from '../plugins/http-defaults';
import { applyOverride, readOverride } from '../plugins/section-override';
import type { ReleaseCatalog } from '../release-catalog';
import { version as reactVersion } from 'react';
import { createSectionComposer } from '../section-composer';
import { SectionRenderer, type SectionRender, type SectionRendering } from '../section-renderer';
import { SectionMenus } from '../section-menus';
import { SITE_TABLES_PREFIX, SiteTables } from '../site-tables';
import { sendDocument } from '../send-document';
import { sharedItemOf } from '../shared-item';
import { cachedServerTiming, serverTimingOf } from '../server-timing';
import { visitorLanguageOf } from '../visitor-language';

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
}

/** The shell's render workers, closed with the server; each failure logged with its release. */
function ownRenderer(app: FastifyInstance, config: ShellConfig): SectionRendering {
  const renderer = new SectionRenderer({
    releasesDir: config.releasesDir,
    reactVersion,
    workers: config.renderWorkers,
    onFailure: (release, reason, detail) =>
      app.log.warn({ release, reason, detail }, 'section server render failed; the browser renders it'),
  });
  app.addHook('onClose', () => renderer.close());
  return renderer;
}

export const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (app, options) => {
  const { config, catalog, assets, pageContent, documents, contentGeneration } = options;
  const publicHost = config.publicOrigin ? new URL(config.publicOrigin).host : null;
  const menus = new SectionMenus(config.releasesDir);
  const composeDocument =
    options.composeDocument ??
    createSectionComposer({ config, catalog, renderer: options.sectionRenderer ?? ownRenderer(app, config) });

  const siteTables = new SiteTables();
  const siteTablesUrlOf = (released: Awaited<ReturnType<ReleaseCatalog['current']>>) =>
    siteTables.urlOf(released.registry, released.routes, menus.menuOf(released.registry));

  app.get(`${SITE_TABLES_PREFIX}*`, async (request, reply) => {
    // The current registry's file is made first: a server that restarted still answers the
    // documents the one before it sent.
    siteTablesUrlOf(await catalog.current());
    const file = siteTables.bodyOf(request.url);
    if (file === undefined) return answerPlainly(request, reply, 404, 'Not Found');
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(file.body);
    return reply.header('content-encoding', encoding).send(await file.encode(encoding));
  });

  app.get('/*', async (request, reply) => {
    if (!isAcceptableTarget(request.url)) return answerPlainly(request, reply, 400, BAD_URL_TEXT);
    const url = new URL(request.url, 'http://site.invalid');
    // Before the content is read, so a document is never kept under a generation older than its content.
    const [released] = await Promise.all([catalog.current(), contentGeneration.check()]);

    const overrideRequest = readOverride(
      config.sectionOverrideOrigins,
      url,
      request.headers.cookie,
      Object.keys(released.registry.sections),
    );
    if (overrideRequest.kind === 'refused') return answerPlainly(request, reply, 400, overrideRequest.message);
    if (overrideRequest.kind === 'switch') {
      return reply
        .header('set-cookie', overrideRequest.cookie)
        .header('cache-control', 'no-store')
        .redirect(overrideRequest.location, 302);
    }
    const override = overrideRequest.kind === 'active' ? overrideRequest.override : null;
    const { registry, routes } = override ? await applyOverride(released, override) : released;

    const pageInput = { pathname: url.pathname, routes, registry };
    const page = pageModelOf(pageInput);
    const visitor = visitorLanguageOf(page.languagePrefix, request.headers);
    const { setsEnglishCookie } = visitor;
    const sharedItem = await sharedItemOf(pageContent, page, visitor, url.searchParams);
    const userAgent = request.headers['user-agent'] ?? '';
    const guarded = { ...page, search: url.search, language: visitor.language, userAgent };
    const decision = runGuards(sharedItem ? { ...guarded, sharedItem } : guarded);
    // issue 27 §7: the language cookie of a site served over HTTPS never travels over plain HTTP.
    const secure = request.protocol === 'https' || config.publicOrigin?.startsWith('https:') === true;
    if (decision) {
      if (decision.language) reply.header('set-cookie', serializeLanguageCookie(decision.language, secure));
      return reply.header('cache-control', 'no-store').redirect(decision.redirect, 302);
    }
    if (setsEnglishCookie) reply.header('set-cookie', serializeLanguageCookie('e', secure));
    // A shared Chinese item with no English counterpart: shown in the visitor's Chinese, with a note.
    const onlyInChinese = sharedItem !== undefined;
    const language = onlyInChinese ? visitor.chinese : visitor.language;

    // With PUBLIC_ORIGIN (always in production) nothing of the document follows the request's Host.
    const host = publicHost ?? request.headers.host ?? 'localhost';
    const origin = config.publicOrigin ?? `${request.protocol}://${host}`;
    // The investor link follows "pre" anywhere in the address (SPEC.md §1): a query holding it is
    // part of what the document is, so the document is made for the whole address and, one of as
    // many as anyone can type, never kept.
    const preInQuery = url.search.includes('pre');
    const target = preInQuery
      ? `${url.pathname}${url.search}`
      : documentTargetOf(url.pathname, page.route, url.searchParams);
    const key: DocumentKey = {
      registry: released.generation,
      content: contentGeneration.current,
      origin,
      language,
      device: page.device,
      target,
    };
    // A document with an override is this browser's alone, and one with the Chinese-only note this
    // visitor's: never kept, never served from the cache.
    const personal = override !== null || onlyInChinese;
    const cached = personal || preInQuery ? undefined : documents.get(key);
    if (cached) return sendDocument(request, reply, cached.document, { timing: cachedServerTiming(cached.timing) });

    const targetUrl = new URL(target, url);
    const content = await readPageContent(pageContent, pageInput, language, targetUrl.searchParams);
    if (content.kind === 'bad-request')
      return reply.header('cache-control', 'no-store').redirect(BAD_REQUEST_PATH, 302);
    const shown = content.page;
    if (shown.status === 500)
      request.log.error({ reason: content.reason }, 'content could not be read; error page sent');

    const seo = seoEntryOf(shown.seoKeys, content.chrome.seoMap);
    const state = initialStateOf({
      page: shown,
      language,
      chrome: content.chrome,
      data: content.data,
      seo,
      registry,
      routes,
      // The header is the released one: a section override (decision 013) changes where its code
      // comes from, not the site's menu.
      menu: menus.menuOf(released.registry),
      config: { origin, investorUrl: config.investorUrl, investorPreUrl: config.investorPreUrl },
      onlyInChinese,
    });
    const { html, render } = await composeDocument({
      page: shown,
      // Rendered for the query its route reads, so the document is what its key says.
      url: target,
      override,
      released,
      document: {
        state,
        model: chromeModelOf(shown, state, `${url.pathname}${url.search}`, false),
        seo,
        origin,
        path: shown.path,
        search: targetUrl.search,
        assets,
        // An override's document embeds its tables: its menu is the released one while the
        // registry names the override's files.
        siteTables: override ? null : siteTablesUrlOf(released),
      },
    });
    const timing = serverTimingOf(render);
    if (render && shown.active) options.onRender?.(shown.active.section, render);
    if (override) reply.header('content-security-policy', contentSecurityPolicy([override.origin]));
    // An override's or a note's document is this browser's alone; a 500 is a passing failure of
    // the content source, a client render a passing failure of the section's server code; a 404
    // page is one of as many as there are paths anyone can type: none is kept.
    const kept =
      !personal &&
      !preInQuery &&
      shown.status !== 500 &&
      shown.status !== 404 &&
      !(render?.kind === 'client' && config.serverRender);
    const document = kept ? documents.keep(key, html, shown.status, timing) : documentSentOnce(html, shown.status);
    return sendDocument(request, reply, document, { timing, personal });
  });
};
