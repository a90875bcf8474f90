/**
 * Release gate, server render: the real shell server (@site/shell/server/app), on the
 * staged releases and the real content (the database the environment names, as `npm start` opens
 * it), serves every declared route of the candidate in Simplified, Traditional and English; each
 * document must come with `Server-Timing: ssr;desc="server"`, i.e. the section's server entry
 * rendered it within its limit without throwing. Parameters: the first value of a `validate.oneOf`
 * rule; an optional trailing one left out; any other (ids) the first id of the content API's list
 * next to the route's detail endpoint in the page's backend, where a 404 is accepted (the API may
 * not know the id).
 */
const fs = require('node:fs');
const path = require('node:path');
const { Value } = require('@sinclair/typebox/value');
const { LANGUAGE_COOKIE, endpoints, isEndpointPath } = require('@site/shared-contracts');
const { problem } = require('./problem');
const { shellReactVersion } = require('./server-entry-rule');
const { GATE_RENDER_LIMIT_MS } = require('./staging');

const RULE = 'render';
const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const MOBILE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const LANGUAGES = ['s', 't', 'e'];

/** What went wrong in each shell's last failed render: the document names the outcome only. */
const lastFailureOf = new WeakMap();

/**
 * The shell server on the staged releases, rendering with the shell's own render workers. Its
 * browser build is not needed to render a section, so it gets an empty one of its own. Logs are
 * silent, a failed render's details kept for the problem it makes; server rendering is on whatever
 * the environment says.
 */
async function startShell({ releasesDir, folder, env = process.env }) {
  const { buildShellServer } = require('@site/shell/server/app');
  const { loadShellConfig } = require('@site/shell/server/config');
  const { SectionRenderer } = require('@site/shell/server/section-renderer');
  const clientDir = path.join(folder, 'shell-client');
  fs.mkdirSync(clientDir, { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'assets.json'), JSON.stringify({ js: [], css: [] }));
  const config = loadShellConfig({ ...env, LOG_LEVEL: 'silent', RELEASES_DIR: releasesDir, SERVER_RENDER: 'on' });
  let lastFailure = null;
  const sectionRenderer = new SectionRenderer({
    releasesDir,
    reactVersion: shellReactVersion(),
    workers: config.renderWorkers,
    // Every route is tried in three languages, whatever the ones before did, each on a worker at
    // the normal priority: its CPU time decides, not how busy the machine is.
    breakerThreshold: Number.POSITIVE_INFINITY,
    quarantine: false,
    onFailure: (_release, _reason, detail) => (lastFailure = detail),
  });
  // The staged registry is a file even when the real one is in a database.
  const app = await buildShellServer(
    { ...config, registry: { store: 'file' }, clientDir, serverRender: true },
    { sectionRenderer },
  );
  app.addHook('onClose', () => sectionRenderer.close());
  await app.ready();
  lastFailureOf.set(app, () => lastFailure);
  return app;
}

async function apiData(app, url) {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) return undefined;
  return JSON.parse(response.body).data;
}

/** The SEO map of each backend: languageType 1 (Chinese) and 2 (English). */
async function seoMapsOf(app) {
  return {
    1: (await apiData(app, '/api/web/seo/map?languageType=1')) ?? {},
    2: (await apiData(app, '/api/web/seo/map?languageType=2')) ?? {},
  };
}

function firstIdIn(value) {
  if (Array.isArray(value)) {
    for (const item of value) {
      const id = firstIdIn(item);
      if (id !== undefined) return id;
    }
  } else if (typeof value === 'object' && value !== null) {
    if (typeof value.id === 'number') return String(value.id);
    for (const item of Object.values(value)) {
      const id = firstIdIn(item);
      if (id !== undefined) return id;
    }
  }
  return undefined;
}

/**
 * An id the content API knows for a route parameter: the route's data need that reads the
 * parameter names a `…/detail` endpoint; its `…/list` sibling is asked, its required query
 * parameters taken from the route's literal segments (`/news/dynamic/:id` → type=dynamic), and the
 * parameters the need fixes (`type: 'research'`) passed on where the list takes them.
 */
async function knownIdOf(app, route, name, languageType) {
  const need = (route.data ?? []).find((candidate) =>
    Object.values(candidate.params).some((source) => source === `:${name}` || source === `:${name}?`),
  );
  const list = need?.endpoint.replace(/\/detail$/, '/list');
  if (!list || list === need.endpoint || !isEndpointPath(list)) return undefined;
  const schema = endpoints[list].query;
  const literals = route.path.split('/').filter((part) => part && !part.startsWith(':'));
  const query = new URLSearchParams({ languageType: String(languageType) });
  for (const key of schema.required ?? []) {
    if (key === 'languageType') continue;
    const property = schema.properties[key];
    const value = literals.find((literal) => Value.Check(property, Value.Convert(property, literal)));
    if (value === undefined) return undefined;
    query.set(key, value);
  }
  // What the need fixes, the list is asked for too: a research article's id from the research list.
  for (const [key, source] of Object.entries(need.params)) {
    if (schema.properties[key] && !String(source).startsWith(':')) query.set(key, String(source));
  }
  return firstIdIn(await apiData(app, `${list}?${query}`));
}

/**
 * A URL for a route pattern in one language (ids differ between the Chinese and the English
 * backend), and whether a 404 is an acceptable answer for it.
 */
async function exampleOf(app, route, language = 's') {
  let uncertain = false;
  const parts = [];
  for (const part of route.path.split('/').filter(Boolean)) {
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    if (part.endsWith('?')) continue;
    const name = part.slice(1);
    const oneOf = route.validate?.[name]?.oneOf;
    if (oneOf) {
      parts.push(encodeURIComponent(oneOf[0]));
      continue;
    }
    uncertain = true;
    parts.push(encodeURIComponent((await knownIdOf(app, route, name, language === 'e' ? 2 : 1)) ?? '1'));
  }
  return { url: `/${parts.join('/')}`, uncertain };
}

function isMobile(pattern) {
  return pattern === '/m' || pattern.startsWith('/m/');
}

/** GET as a visitor in `language` would, following the shell's redirects (device, language rules). */
async function visit(app, url, language, mobile) {
  const headers = { 'user-agent': mobile ? MOBILE_AGENT : DESKTOP_AGENT, 'accept-language': 'zh-CN' };
  if (language !== 'e') headers.cookie = `${LANGUAGE_COOKIE}=${language}`;
  let target = language === 'e' ? `/en${url === '/' ? '' : url}` : url;
  for (let hops = 0; hops < 4; hops += 1) {
    const response = await app.inject({ method: 'GET', url: target, headers });
    if (response.statusCode < 300 || response.statusCode >= 400) return { target, response };
    target = new URL(response.headers.location, 'http://gate.invalid').pathname;
  }
  throw new Error(`${url} redirects more than three times`);
}

function ssrOf(response) {
  const timing = String(response.headers['server-timing'] ?? '');
  return /(?:^|,\s*)ssr;desc="([^"]*)"/.exec(timing)?.[1] ?? 'no Server-Timing ssr entry';
}

/** One problem per route that does not render on the server in one of the three languages. */
async function renderProblems({ app, manifest }) {
  const problems = [];
  for (const route of manifest.routes) {
    for (const language of LANGUAGES) {
      const { url, uncertain } = await exampleOf(app, route, language);
      const { target, response } = await visit(app, url, language, isMobile(route.path));
      if (uncertain && response.statusCode === 404) continue;
      const outcome = ssrOf(response);
      if (response.statusCode === 200 && outcome === 'server') continue;
      const detail = outcome.startsWith('client: ') ? lastFailureOf.get(app)?.() : null;
      const how = detail ? `${outcome} (${detail})` : outcome;
      problems.push(
        problem(
          RULE,
          `${route.path} (GET ${target}, language ${language}) answered ${response.statusCode}, rendered by: ${how}`,
          `make the server render of ${target} pure and quick with the content API's real data (no throw, under ${GATE_RENDER_LIMIT_MS} ms)`,
        ),
      );
      break;
    }
  }
  return problems;
}

module.exports = { startShell, seoMapsOf, renderProblems, exampleOf };
