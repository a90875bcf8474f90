/**
 * One page of every route shape of every current section of a running site, as the release gate
 * picks it (tooling/release-gate/render-rule.js: a known id for a parameter, the first of a closed
 * list), from the site's own registry and route manifests.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

async function pageOfEveryRoute(siteUrl) {
  const { exampleOf } = require(path.join(root, 'tooling', 'release-gate', 'render-rule.js'));
  // The gate asks a shell server in process; the same questions go to the running site here.
  const site = {
    inject: async ({ url }) => {
      const response = await fetch(`${siteUrl}${url}`);
      return { statusCode: response.status, body: await response.text() };
    },
  };
  const registry = await (await fetch(`${siteUrl}/registry.json`)).json();
  const pages = [];
  for (const [section, entry] of Object.entries(registry.sections)) {
    const manifest = await (await fetch(`${siteUrl}${entry.routes}`)).json();
    for (const route of manifest.routes)
      pages.push({ section, route: route.path, url: (await exampleOf(site, route)).url });
  }
  return pages;
}

module.exports = { pageOfEveryRoute };
