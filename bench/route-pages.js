/**
 * One page of every route shape of every current section of a running site, as the release gate
 * picks it (`exampleOf` of @site/release/render-rule), from the site's own registry and route manifests.
 */
async function pageOfEveryRoute(siteUrl) {
  const { exampleOf } = require('@site/release/render-rule');
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
