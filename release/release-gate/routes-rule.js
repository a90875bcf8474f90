/**
 * Release gate, route manifest (routes.json): it validates (manifestProblems), claims no URL that
 * a route of another current section matches, names counterparts some section serves, and names
 * layouts, endpoints and SEO keys that exist; the background images it names are in the build,
 * and the links of its menu entries and its breadcrumb parents lead to pages some section serves.
 */
const fs = require('node:fs');
const path = require('node:path');
const { LAYOUTS, isEndpointPath, manifestProblems, matchRoute, seoKeysOf } = require('@site/shared-contracts');
const { problem } = require('./problem');

const RULE = 'routes';

/**
 * A URL is a language prefix ("" or /en) and a site path, which the manifests' patterns match
 * (mobile patterns carry their /m): "", /en, /m and /en/m are the four prefixes of the URL space.
 */
const LANGUAGE_PREFIXES = ['', '/en'];

function segmentsOf(pattern) {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':') ? { param: part, optional: part.endsWith('?') } : { literal: part, optional: false },
    );
}

/**
 * A URL both patterns match, written with the parameters left as they are, or null. Patterns are
 * compared segment by segment, a parameter matching any one segment; only a trailing parameter
 * is optional, so each pattern matches URLs of one range of lengths.
 */
function sharedUrlOf(a, b) {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  const required = (segments) => segments.filter((segment) => !segment.optional).length;
  const from = Math.max(required(left), required(right));
  const to = Math.min(left.length, right.length);
  for (let length = from; length <= to; length += 1) {
    const parts = [];
    for (let index = 0; index < length; index += 1) {
      const x = left[index];
      const y = right[index];
      if (x.literal !== undefined && y.literal !== undefined && x.literal !== y.literal) break;
      parts.push(x.literal ?? y.literal ?? x.param.replace(/\?$/, ''));
    }
    if (parts.length === length) return `/${parts.join('/')}`;
  }
  return null;
}

/** The first URL, in any language prefix, that both patterns match, or null. */
function claimedUrlOf(pattern, otherPattern) {
  for (const mine of LANGUAGE_PREFIXES)
    for (const theirs of LANGUAGE_PREFIXES) {
      const url = sharedUrlOf(`${mine}${pattern}`, `${theirs}${otherPattern}`);
      if (url !== null) return url;
    }
  return null;
}

function routesOf(manifest) {
  if (typeof manifest !== 'object' || manifest === null || !Array.isArray(manifest.routes)) return [];
  return manifest.routes.filter(
    (route) => typeof route === 'object' && route !== null && typeof route.path === 'string',
  );
}

/** The background files the routes name that the client build does not hold. */
function missingBackgrounds(routes, clientDir) {
  const named = new Set(routes.flatMap((route) => (typeof route.background === 'string' ? [route.background] : [])));
  return [...named].filter((file) => {
    const full = path.resolve(clientDir, file);
    return !full.startsWith(`${path.resolve(clientDir)}${path.sep}`) || !fs.existsSync(full);
  });
}

/** The links of the manifest's menu entries (panel and drawer items) that no route matches. */
function unservedMenuLinks(manifest, patterns) {
  const entries = Array.isArray(manifest.menu) ? manifest.menu : [];
  return entries.flatMap((entry) =>
    [...(Array.isArray(entry?.items) ? entry.items : []), ...(Array.isArray(entry?.drawer) ? entry.drawer : [])]
      .filter((item) => typeof item?.path === 'string')
      .filter((item) => !patterns.some((pattern) => matchRoute(pattern, item.path.split('?')[0]) !== null))
      .map((item) => ({ key: entry.key, path: item.path })),
  );
}

/**
 * What is wrong with a candidate's routes.json.
 * @param {{ section: string, manifest: unknown, others: Record<string, { path: string }[]>, clientDir?: string }} input
 *   others: the routes of every other section of the current registry; clientDir: the build's
 *   client folder, where the backgrounds the manifest names must be.
 */
function routeProblems({ section, manifest, others, clientDir }) {
  if (manifest === null || manifest === undefined) {
    return [problem(RULE, `${section} has no routes.json`, `build the section (npm run build -- ${section})`)];
  }
  const problems = [];
  const routes = routesOf(manifest);
  const badLayouts = new Set();
  const unserved = new Set();
  const served = new Set([
    ...routes.map((route) => route.path),
    ...Object.values(others)
      .flat()
      .map((r) => r.path),
  ]);

  routes.forEach((route, index) => {
    if (typeof route.layout === 'string' && !LAYOUTS.includes(route.layout)) {
      badLayouts.add(index);
      problems.push(
        problem(
          RULE,
          `${route.path} names layout "${route.layout}", which the shell does not have`,
          `use one of ${LAYOUTS.join(', ')}`,
        ),
      );
    }
    for (const need of Array.isArray(route.data) ? route.data : []) {
      if (typeof need?.endpoint === 'string' && !isEndpointPath(need.endpoint)) {
        problems.push(
          problem(
            RULE,
            `${route.path} needs ${need.endpoint}, which is not in the content API's endpoint table`,
            'use an endpoint of shared-contracts/src/endpoints.ts',
          ),
        );
      }
    }
    if (typeof route.counterpart === 'string' && !served.has(route.counterpart)) {
      unserved.add(route.path);
      problems.push(
        problem(
          RULE,
          `${route.path} names counterpart ${route.counterpart}, which no section serves`,
          `declare ${route.counterpart} in this section, or name an existing route as counterpart`,
        ),
      );
    }
    for (const [owner, theirs] of Object.entries(others)) {
      if (owner === section) continue;
      const taken = theirs.find((other) => claimedUrlOf(route.path, other.path) !== null);
      if (taken) {
        problems.push(
          problem(
            RULE,
            `${route.path} claims ${claimedUrlOf(route.path, taken.path)}, which ${owner} serves (its route ${taken.path})`,
            `remove or rename ${route.path}; a URL belongs to one section`,
          ),
        );
      }
    }
  });

  if (clientDir !== undefined) {
    for (const file of missingBackgrounds(routes, clientDir)) {
      problems.push(
        problem(
          RULE,
          `a route names background ${file}, which is not in the build`,
          `put the image at src/${file} (the section build ships it), or name an image that is there`,
        ),
      );
    }
  }
  for (const route of routes) {
    const parents = (Array.isArray(route.structuredData) ? route.structuredData : [])
      .map((declaration) => declaration?.parent)
      .filter((parent) => typeof parent === 'string');
    for (const parent of parents) {
      if ([...served].some((pattern) => matchRoute(pattern, parent) !== null)) continue;
      problems.push(
        problem(
          RULE,
          `${route.path} names breadcrumb parent ${parent}, which no section serves`,
          'name the path of a page of this section or of a current one',
        ),
      );
    }
  }
  for (const link of unservedMenuLinks(manifest, [...served])) {
    problems.push(
      problem(
        RULE,
        `menu entry "${link.key}" links to ${link.path}, which no section serves`,
        'link the menu item to a route of this section or of a current one',
      ),
    );
  }

  const covered = (line) =>
    /which is no content API endpoint$/.test(line) ||
    [...badLayouts].some((index) => line.startsWith(`/routes/${index}/layout `)) ||
    [...unserved].some((path) => line.startsWith(`${path} names counterpart `) && line.endsWith('not a route here'));
  for (const line of manifestProblems(manifest, section)) {
    if (!covered(line)) problems.push(problem(RULE, line, 'correct src/routes.ts (see manifestProblems)'));
  }
  return problems;
}

/**
 * SEO keys: the shell looks a route's keys up in the content API's SEO map of the page's
 * language (seoKeysOf: the route name, after a per-id key), then falls back to the map's "index"
 * entry (the home page's title). A route with neither in one of the two backends (languageType 1
 * and 2) would go out with no title of its own: refused. A route that only has the fallback
 * gets the home page's title, which is a new section's first state until the content team adds
 * its entries: a warning, not a refusal (docs/decisions/011-release-gate.md).
 * @param {{ manifest: unknown, seoMaps: Record<string, Record<string, unknown>> }} input
 *   seoMaps: the SEO map by languageType ("1", "2").
 */
function seoProblems({ manifest, seoMaps }) {
  const problems = [];
  for (const route of routesOf(manifest)) {
    if (typeof route.name !== 'string') continue;
    for (const [languageType, map] of Object.entries(seoMaps)) {
      if (seoKeysOf(route.name).some((key) => map[key])) continue;
      const fix = `add an SEO entry "${route.name}" for languageType ${languageType} to the content API (seo_entry)`;
      if (map.index) {
        problems.push({
          ...problem('seo', `${route.path} has no SEO entry "${route.name}" (languageType ${languageType})`, fix),
          warning: true,
        });
      } else {
        problems.push(
          problem(
            'seo',
            `${route.path} has no SEO entry "${route.name}" nor the "index" fallback (languageType ${languageType})`,
            fix,
          ),
        );
      }
    }
  }
  return problems;
}

module.exports = { routeProblems, seoProblems, sharedUrlOf, claimedUrlOf };
