/**
 * The documents: one page for every path (DESIGN.md §2) — guards and their redirects, the route
 * and its data, the chrome, the section's server render, the document cache and its encodings.
 */
import { CachedResponse, negotiateEncoding, ResponseCache } from '@site/content-api';
import {
  LANGUAGE_COOKIE,
  isLanguage,
  resolveLanguage,
  seoKeysOf,
  serializeLanguageCookie,
  type InitialState,
  type Language,
  type SeoEntry,
  investorHrefOf,
} from '@site/shared-contracts';
import { version as reactVersion } from 'react';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sectionViewOf } from '../../src/chrome/layouts';
import type { ChromeModel, ChromeView } from '../../src/chrome/types';
import { runGuards } from '../../src/guards/run-guards';
import { applicationNameOf, serverRenderedSlotMarkup } from '../../src/section-containers';
import { basenameOf, isMobilePath, splitLanguagePrefix } from '../../src/routing/location';
import { resolveRoute } from '../../src/routing/resolve-route';
import { answerPlainly, BAD_URL_TEXT, isAcceptableTarget } from '../bad-requests';
import type { ShellConfig } from '../config';
import { contentSecurityPolicy } from '../plugins/http-defaults';
import { applyOverride, readOverride, type SectionOverride } from '../plugins/section-override';
import { renderDocument, type SectionAssets, type ShellAssets } from '../document';
import { NO_CHROME, PageProblem, type PageContent } from '../page-content';
import type { ReleaseCatalog } from '../release-catalog';
import { SectionMenus } from '../section-menus';
import { SectionRenderer, type SectionRender } from '../section-renderer';

/** The shell-owned page a 400 from the content API sends the visitor to (SPEC.md §8). */
export const BAD_REQUEST_PATH = '/400';

const FALLBACK_SEO: SeoEntry = { seoTitle: '瀚数科技 Hanshu FinTech', seoKeywords: '', seoDesc: '' };

function readLanguageCookie(header: string | undefined): Language | undefined {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  const value = match?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The Server-Timing entry of a document: server or client rendering of its section, and how long the server spent. */
function serverTimingOf(render: SectionRender | null): string {
  if (!render) return 'ssr;desc="none"';
  const reason = render.kind === 'server' ? 'server' : `client: ${render.reason}`;
  // A header value: printable ASCII without quotes, and short.
  const description = reason.replace(/[^\x20-\x7e]|["\\]/g, ' ').slice(0, 120);
  return `ssr;desc="${description}";dur=${render.ms.toFixed(1)}`;
}

export interface DocumentRoutesOptions {
  config: ShellConfig;
  catalog: ReleaseCatalog;
  assets: ShellAssets;
  pageContent: PageContent;
}

export const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (app, options) => {
  const { config, catalog, assets } = options;
  // Content is read-only while the process runs, so a document depends only on the releases,
  // the origin, the language and the URL: rendered once, compressed once, served many times.
  const documents = new ResponseCache(config.contentApi.cacheMaxEntries, 6);
  /** How each kept document's section was rendered, for its Server-Timing header. */
  const renderTimings = new WeakMap<CachedResponse, string>();
  let renderedGeneration = -1;
  const renderer = new SectionRenderer({
    releasesDir: config.releasesDir,
    reactVersion,
    onFailure: (release, reason) =>
      app.log.warn({ release, reason }, 'section server render failed; the browser renders it'),
  });

  const menus = new SectionMenus(config.releasesDir);

  const { loadChrome, loadRouteData } = options.pageContent;

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAcceptableTarget(request.url)) return answerPlainly(request, reply, 400, BAD_URL_TEXT);
    const url = new URL(request.url, 'http://site.invalid');
    const { languagePrefix, path: sitePath } = splitLanguagePrefix(url.pathname);
    const cookieLanguage = readLanguageCookie(request.headers.cookie);
    const language: Language =
      languagePrefix === '/en'
        ? 'e'
        : resolveLanguage({ cookie: cookieLanguage, browserLanguages: request.headers['accept-language'] });
    const userAgent = request.headers['user-agent'] ?? '';

    const released = await catalog.current();
    const { generation } = released;
    if (generation !== renderedGeneration) {
      renderedGeneration = generation;
      renderer.retainOnly(
        Object.values(released.registry.sections).flatMap((entry) => (entry.server ? [entry.server.entry] : [])),
      );
    }
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
    const override: SectionOverride | null = overrideRequest.kind === 'active' ? overrideRequest.override : null;
    const { registry, routes } = override ? await applyOverride(released, override) : released;
    const resolution = sitePath === BAD_REQUEST_PATH ? ({ kind: 'none' } as const) : resolveRoute(sitePath, routes);
    const route = resolution.kind === 'route' ? resolution.route : null;

    const decision = runGuards({
      languagePrefix,
      path: sitePath,
      search: url.search,
      language,
      userAgent,
      route: route && { entry: route.entry, params: route.params },
    });
    if (decision) {
      if (decision.language) reply.header('set-cookie', serializeLanguageCookie(decision.language));
      return reply.header('cache-control', 'no-store').redirect(decision.redirect, 302);
    }
    if (languagePrefix === '/en' && cookieLanguage !== 'e') reply.header('set-cookie', serializeLanguageCookie('e'));

    const host = request.headers.host ?? 'localhost';
    const origin = config.publicOrigin ?? `${request.protocol}://${host}`;
    const cacheKey = `${generation}|${origin}|${language}|${request.url}`;
    // A document with an override is this browser's alone: never kept, never served from the cache.
    const cached = override ? undefined : documents.get(cacheKey);
    if (cached) return sendDocument(request, reply, cached, true);

    let chrome = NO_CHROME;
    let status = 200;
    let view: ChromeView;
    let data: Record<string, unknown> = {};
    try {
      chrome = await loadChrome(language);
      if (sitePath === BAD_REQUEST_PATH) {
        status = 400;
        view = { kind: 'bad-request' };
      } else if (!route) {
        status = 404;
        view = { kind: 'not-found' };
      } else {
        data = await loadRouteData(route, language, url.searchParams);
        view = sectionViewOf(route.section, route.entry, registry);
      }
    } catch (error) {
      if (!(error instanceof PageProblem)) throw error;
      if (error.status === 400) return reply.header('cache-control', 'no-store').redirect(BAD_REQUEST_PATH, 302);
      status = error.status;
      if (status === 500) request.log.error({ reason: error.message }, 'content could not be read; error page sent');
      // The browser shell rebuilds an error view from errorStatus alone, with no message: the same markup hydrates.
      view = status === 404 ? { kind: 'not-found' } : { kind: 'error', status, message: '' };
    }

    const seoKeys = route && view.kind === 'section' ? seoKeysOf(route.entry.name, route.params) : [String(status)];
    const seo = seoKeys.map((key) => chrome.seoMap[key]).find(Boolean) ?? chrome.seoMap.index ?? FALLBACK_SEO;
    const device = isMobilePath(sitePath) ? 'mobile' : 'desktop';
    // The header is the released one: a section override (decision 013) changes where its code
    // comes from, not the site's menu.
    const menu = menus.menuOf(released.registry);
    const state: InitialState = {
      language,
      device,
      navigation: chrome.navigation,
      categories: chrome.categories,
      seo,
      registry,
      routes,
      menu,
      route:
        route && view.kind === 'section'
          ? {
              section: route.section,
              name: route.entry.name,
              pattern: route.entry.path,
              params: route.params,
              layout: route.entry.layout,
              ...(route.entry.background !== undefined ? { background: route.entry.background } : {}),
              ...(route.entry.littleBall === false ? { littleBall: false } : {}),
            }
          : null,
      data,
      config: { investorUrl: config.investorUrl, investorPreUrl: config.investorPreUrl },
      ...(status !== 200 ? { errorStatus: status } : {}),
    };
    const model: ChromeModel = {
      language,
      device,
      navigation: chrome.navigation,
      menu,
      categories: chrome.categories,
      pathname: sitePath,
      languagePrefix,
      isNavBlack: false,
      investorHref: investorHrefOf(host, language, state.config),
      view,
    };
    const active = route && view.kind === 'section' ? registry.sections[route.section] : undefined;
    let sectionMarkup = '';
    let sectionAssets: SectionAssets = { css: [], preload: [] };
    let render: SectionRender | null = null;
    if (route && active) {
      const overridden = override?.section === route.section;
      if (!overridden) sectionAssets = catalog.assetsOf(active);
      const renderedUrl = `${url.pathname}${url.search}`;
      // An overridden section's code comes from another origin: it never runs on this server.
      render = overridden
        ? { kind: 'client', reason: `overridden by ${override.origin}`, ms: 0 }
        : config.serverRender
          ? renderer.render(active, renderedUrl, state)
          : { kind: 'client', reason: 'server rendering is off', ms: 0 };
      if (render.kind === 'server') {
        sectionMarkup = serverRenderedSlotMarkup({
          application: applicationNameOf(route.section, basenameOf(languagePrefix, sitePath)),
          release: active.version,
          url: renderedUrl,
          html: render.html,
        });
      }
    }
    const html = renderDocument({
      state,
      model,
      seo,
      origin,
      path: sitePath,
      search: url.search,
      assets,
      section: sectionAssets,
      sectionMarkup,
      embedSiteTables: override !== null,
    });
    const timing = serverTimingOf(render);
    if (override) {
      reply.header('content-security-policy', contentSecurityPolicy([override.origin]));
      const document = new CachedResponse(html, status);
      renderTimings.set(document, timing);
      return sendDocument(request, reply, document, false, true);
    }
    // A 500 is a passing failure of the content source, a client render a passing failure of the
    // section's server code: neither is kept.
    const document =
      status === 500 || (render?.kind === 'client' && config.serverRender)
        ? new CachedResponse(html, status)
        : documents.store(cacheKey, html, status);
    renderTimings.set(document, timing);
    return sendDocument(request, reply, document);
  });

  async function sendDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    document: CachedResponse,
    cached = false,
    personal = false,
  ) {
    const timing = renderTimings.get(document);
    if (timing) reply.header('server-timing', cached ? `${timing}, cache;desc="document cache"` : timing);
    reply
      .code(document.status)
      // An error page is a passing state: no cache on the way may keep it either.
      .header('cache-control', document.status >= 500 || personal ? 'no-store' : 'no-cache')
      .header('vary', 'cookie, user-agent, accept-language, accept-encoding')
      .type('text/html; charset=utf-8');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(document.body);
    return reply.header('content-encoding', encoding).send(await document.encode(encoding));
  }
};
