#!/usr/bin/env node
/**
 * The monolith's server (decision 015), `npm run bench -- monolith` starts it: the shell
 * server's own parts, compiled in shell/dist/node (configuration, security headers and
 * compression, static files, content reads, guards, routes, the document and its cache), around
 * the monolith's render. The content comes from the federated site's content API (CONTENT_API_URL),
 * the registry, routes and menu from its releases (RELEASES_DIR), so both sites embed the same
 * state; the monolith's build (MONOLITH_DIR) is served under /static/.
 */
const fs = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');
const { CachedResponse, negotiateEncoding, ResponseCache } = require('@site/content-api');
const {
  INITIAL_STATE_ELEMENT_ID,
  investorHrefOf,
  isLanguage,
  LANGUAGE_COOKIE,
  resolveLanguage,
  seoKeysOf,
  serializeLanguageCookie,
} = require('@site/shared-contracts');
const { replaceShellRoot } = require('./shell-root');

const shellDist = path.join(__dirname, '..', '..', '..', 'shell', 'dist', 'node');
const shell = (file) => require(path.join(shellDist, file));
const { loadShellConfig } = shell('server/config');
const { answerPlainly, BAD_URL_TEXT, isAcceptableTarget } = shell('server/bad-requests');
const { renderDocument } = shell('server/document');
const { createPageContent, NO_CHROME, PageProblem } = shell('server/page-content');
const { mountContent } = shell('server/plugins/content-mount');
const { applyHttpDefaults } = shell('server/plugins/http-defaults');
const { staticFiles } = shell('server/plugins/static-files');
const { ReleaseCatalog } = shell('server/release-catalog');
const { SectionMenus } = shell('server/section-menus');
const { BAD_REQUEST_PATH } = shell('server/routes/documents');
const { sectionViewOf } = shell('src/chrome/layouts');
const { runGuards } = shell('src/guards/run-guards');
const { isMobilePath, splitLanguagePrefix } = shell('src/routing/location');
const { resolveRoute } = shell('src/routing/resolve-route');

/** Read once: the shell's configuration, with the monolith's build in place of the shell's. */
function loadConfig(env = process.env) {
  if (!env.MONOLITH_DIR) throw new Error('MONOLITH_DIR must name the monolith build (client/, server/render.js)');
  if (!env.CONTENT_API_URL) throw new Error('CONTENT_API_URL must name the content API the federated site serves');
  const outDir = path.resolve(env.MONOLITH_DIR);
  return { outDir, shell: loadShellConfig({ ...env, SHELL_CLIENT_DIR: path.join(outDir, 'client') }) };
}

const FALLBACK_SEO = { seoTitle: '瀚数科技 Hanshu FinTech', seoKeywords: '', seoDesc: '' };

function readLanguageCookie(header) {
  const value = header?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The monolith's files the document names: the entry's (scripts, inlined CSS) and each section chunk group's. */
function readAssets(clientDir) {
  const assets = JSON.parse(fs.readFileSync(path.join(clientDir, 'assets.json'), 'utf8'));
  const cssText = (files, url) =>
    Object.fromEntries(files.map((file) => [url(file), fs.readFileSync(path.join(clientDir, file), 'utf8')]));
  const sections = {};
  for (const [section, files] of Object.entries(assets.sections)) {
    const url = (file) => `/static/${file}`;
    sections[section] = {
      css: files.css.map(url),
      cssText: cssText(files.css, url),
      preload: files.js.map(url),
    };
  }
  return { shell: { js: assets.js, css: assets.css, cssText: cssText(assets.css, (file) => file) }, sections };
}

async function buildServer(config) {
  const { renderShellRoot } = require(path.join(config.outDir, 'server', 'render.js'));
  const assets = readAssets(config.shell.clientDir);
  const app = Fastify({ logger: { level: config.shell.logLevel } });
  const catalog = new ReleaseCatalog(config.shell.releasesDir);
  const menus = new SectionMenus(config.shell.releasesDir);
  await applyHttpDefaults(app);
  const { loadChrome, loadRouteData } = createPageContent(await mountContent(app, config.shell));
  await app.register(staticFiles, {
    clientDir: config.shell.clientDir,
    releasesDir: config.shell.releasesDir,
    publicDir: config.shell.publicDir,
    registry: async () => (await catalog.current()).registry,
  });
  // As the shell server's documents: rendered once per URL and language, compressed once.
  const documents = new ResponseCache(config.shell.contentApi.cacheMaxEntries, 6);

  app.get('/*', async (request, reply) => {
    if (!isAcceptableTarget(request.url)) return answerPlainly(request, reply, 400, BAD_URL_TEXT);
    const url = new URL(request.url, 'http://site.invalid');
    const { languagePrefix, path: sitePath } = splitLanguagePrefix(url.pathname);
    const language =
      languagePrefix === '/en'
        ? 'e'
        : resolveLanguage({
            cookie: readLanguageCookie(request.headers.cookie),
            browserLanguages: request.headers['accept-language'],
          });
    const { registry, routes } = await catalog.current();
    const resolution = sitePath === BAD_REQUEST_PATH ? { kind: 'none' } : resolveRoute(sitePath, routes);
    const route = resolution.kind === 'route' ? resolution.route : null;
    const decision = runGuards({
      languagePrefix,
      path: sitePath,
      search: url.search,
      language,
      userAgent: request.headers['user-agent'] ?? '',
      route: route && { entry: route.entry, params: route.params },
    });
    if (decision) {
      if (decision.language) reply.header('set-cookie', serializeLanguageCookie(decision.language));
      return reply.header('cache-control', 'no-store').redirect(decision.redirect, 302);
    }

    const host = request.headers.host ?? 'localhost';
    const origin = config.shell.publicOrigin ?? `${request.protocol}://${host}`;
    const key = `${origin}|${language}|${request.url}`;
    const document = documents.get(key) ?? (await renderPage());
    // The content API refused the route's query: the shell's page for it (SPEC.md §8).
    if (!document) return reply.header('cache-control', 'no-store').redirect(BAD_REQUEST_PATH, 302);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply
      .code(document.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, user-agent, accept-language, accept-encoding')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(document.body);
    return reply.header('content-encoding', encoding).send(await document.encode(encoding));

    async function renderPage() {
      let chrome = NO_CHROME;
      let status = 200;
      let view;
      let data = {};
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
        if (error.status === 400) return null;
        status = error.status;
        view = status === 404 ? { kind: 'not-found' } : { kind: 'error', status, message: '' };
      }
      const seoKeys = route && view.kind === 'section' ? seoKeysOf(route.entry.name, route.params) : [String(status)];
      const seo = seoKeys.map((name) => chrome.seoMap[name]).find(Boolean) ?? chrome.seoMap.index ?? FALLBACK_SEO;
      const device = isMobilePath(sitePath) ? 'mobile' : 'desktop';
      const menu = menus.menuOf(registry);
      const shown = route && view.kind === 'section';
      const siteConfig = { investorUrl: config.shell.investorUrl, investorPreUrl: config.shell.investorPreUrl };
      const state = {
        language,
        device,
        navigation: chrome.navigation,
        categories: chrome.categories,
        seo,
        registry,
        routes,
        menu,
        route: shown
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
        config: siteConfig,
        ...(status !== 200 ? { errorStatus: status } : {}),
      };
      const model = {
        language,
        device,
        navigation: chrome.navigation,
        menu,
        categories: chrome.categories,
        pathname: sitePath,
        languagePrefix,
        isNavBlack: false,
        investorHref: investorHrefOf(host, language, siteConfig),
        view,
      };
      const html = renderDocument({
        state,
        model,
        seo,
        origin,
        path: sitePath,
        search: url.search,
        assets: assets.shell,
        section: (shown && assets.sections[route.section]) || { css: [], preload: [] },
        sectionMarkup: '',
        // As the shell's documents: the browser reads the route tables and menu from the releases.
        embedSiteTables: false,
      });
      const body = replaceShellRoot(
        html,
        await renderShellRoot(`${url.pathname}${url.search}`, state, model),
        INITIAL_STATE_ELEMENT_ID,
      );
      return status === 500 ? new CachedResponse(body, status) : documents.store(key, body, status);
    }
  });
  return app;
}

async function main() {
  const config = loadConfig();
  const app = await buildServer(config);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ host: config.shell.host, port: config.shell.port });
  process.stdout.write(`Monolith ready at http://${config.shell.host}:${config.shell.port}/\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
