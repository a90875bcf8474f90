/**
 * `npm run routes -- /news/dynamic/29`: what serves one URL, answered as a shell server answers it
 * (decision 072): a published redirect first, then the page model (@site/shell/routing's
 * pageModelOf, which the server's documents call), whose route names the section and release.
 */
const { isMobilePath } = require('@site/shared-contracts');
const { BAD_REQUEST_PATH, pageModelOf, resolveRoute } = require('@site/shell/routing');
const { redirectOf } = require('@site/shell/server/redirects');

/**
 * What answers `url` in `snapshot` (a release catalog's: registry, routes, candidateRoutes,
 * redirects): `{ kind: 'redirect' | 'route' | 'invalid' | 'none' | 'shell', status, … }`.
 */
function urlAnswerOf(url, snapshot) {
  const address = `${url.pathname}${url.search}`;
  const redirect = redirectOf(url.pathname, snapshot.redirects, snapshot.routes);
  if (redirect) {
    const { from, to } = redirect.redirect;
    return {
      kind: 'redirect',
      url: address,
      status: redirect.status,
      location: `${redirect.location}${url.search}`,
      redirect: { from, to },
    };
  }
  const page = pageModelOf({ pathname: url.pathname, routes: snapshot.routes, registry: snapshot.registry });
  if (page.path === BAD_REQUEST_PATH)
    return { kind: 'shell', url: address, status: 400, page: "the shell's bad-request page" };
  if (!page.route) {
    const resolution = resolveRoute(page.path, snapshot.routes);
    return { kind: resolution.kind === 'invalid' ? 'invalid' : 'none', url: address, status: 404 };
  }
  const { section, entry, params } = page.route;
  const candidate = snapshot.registry.candidates?.[section]?.entry.version;
  const candidateDeclares = (snapshot.candidateRoutes[section] ?? []).some((other) => other.path === entry.path);
  return {
    kind: 'route',
    url: address,
    status: 200,
    section,
    release: snapshot.registry.sections[section]?.version ?? null,
    candidate: candidate && candidateDeclares ? candidate : null,
    route: { path: entry.path, name: entry.name, layout: entry.layout },
    params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)),
    language: page.languagePrefix === '/en' ? 'English' : 'Chinese (Simplified, or Traditional by cookie)',
    device: isMobilePath(page.path) ? 'mobile' : 'desktop',
    counterpart: page.counterpart,
  };
}

/** The answer in a line or two. */
function urlAnswerLines(answer) {
  switch (answer.kind) {
    case 'redirect':
      return [
        `${answer.url}: ${answer.status} redirect to ${answer.location} (published redirect ${answer.redirect.from} → ${answer.redirect.to})`,
      ];
    case 'shell':
      return [`${answer.url}: ${answer.page} (${answer.status})`];
    case 'invalid':
      return [`${answer.url}: no route (404): a route's pattern matches, but its validate rule refuses the parameters`];
    case 'none':
      return [`${answer.url}: no route (404)`];
    default: {
      const params = Object.entries(answer.params).map(([name, value]) => `${name}=${value}`);
      return [
        `${answer.url}: route ${answer.route.path} of ${answer.section}, release ${answer.release}${answer.candidate ? ` (its candidate ${answer.candidate} declares it too)` : ''}`,
        `  layout ${answer.route.layout}, SEO key ${answer.route.name}${params.length > 0 ? `, ${params.join(', ')}` : ''}; ${answer.device}, ${answer.language}${answer.counterpart ? `; the other device: ${answer.counterpart}` : ''}`,
      ];
    }
  }
}

module.exports = { urlAnswerLines, urlAnswerOf };
