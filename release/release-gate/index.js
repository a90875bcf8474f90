/**
 * The release gate (DESIGN.md §3, docs/decisions/011-release-gate.md): what a section build must
 * pass before it goes live. Each rule is a function returning problems; the gate runs them all
 * on a built section and returns every problem, so a refused release lists everything to fix.
 *
 *   routes        routes.json valid, no URL of another current section or of another section
 *                 released with it, counterparts served, layouts and endpoints that exist
 *   navigation    each header entry's label named by the navigation content, in three languages
 *   seo           an SEO entry (or the shell's "index" fallback) for every route in both backends
 *   search        the content lists of the routes' sitemap ids answer items with ids in both backends
 *   shared        shared singletons satisfiable by the page, and no own copy of one
 *   lifecycles    ./app exposed with bootstrap, mount and unmount
 *   server-entry  server/server.js loads in the shell's sandbox with its contract and React
 *   render        every route renders on the server with real content in three languages
 *   budget        own first-load JS + CSS within the section's budget
 *
 * The static rules read the build; the others run the real shell server on a staged copy of the
 * releases (the real registry is only read), which is removed afterwards. Sections released
 * together (`alongside`, decision 072) are checked as the site will be after their one write: their
 * builds in place of their current releases, in the claims and on the staged site.
 */
const fs = require('node:fs');
const path = require('node:path');
const { budgetProblems } = require('./budget-rule');
const { providedVersions, sharedProblems } = require('./federation-rule');
const { lifecycleProblems } = require('./lifecycles-rule');
const { navigationProblems } = require('./navigation-rule');
const { renderProblems, seoMapsOf, startShell } = require('./render-rule');
const { routeProblems, seoProblems } = require('./routes-rule');
const { searchProblems } = require('./search-rule');
const { serverEntryProblems } = require('./server-entry-rule');
const { currentRoutes, stageSite } = require('./staging');
const { packageDirOf } = require('@site/build/packages');
const { installedVersions } = require('@site/build/webpack/common');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** What the page provides: the browser shell's build (where the shell server serves it from) and its packages. */
function shellProvides(env) {
  const { loadShellConfig } = require('@site/shell/server/config');
  return {
    clientDir: loadShellConfig(env).clientDir,
    versions: installedVersions(packageDirOf('@site/shell', __dirname)),
  };
}

/**
 * Runs every rule on the build in `buildDir` (dist/ with client/ and server/) of `section`;
 * `alongside`: the builds of the sections released in the same write, by section.
 * Returns { problems, warnings }: the release is refused when problems is not empty.
 */
async function runGate({
  section,
  buildDir,
  releasesDir,
  registry,
  alongside = {},
  env = process.env,
  shell = shellProvides(env),
}) {
  const clientDir = path.join(buildDir, 'client');
  const manifest = readJson(path.join(clientDir, 'routes.json'));
  const mfManifest = readJson(path.join(clientDir, 'mf-manifest.json'));
  const { others } = currentRoutes(releasesDir, section, registry, alongside);
  const problems = [
    ...routeProblems({ section, manifest, others, clientDir }),
    ...sharedProblems({ mfManifest, clientDir, provided: providedVersions(shell.clientDir, shell.versions) }),
    ...lifecycleProblems({ mfManifest, clientDir }),
    ...(mfManifest ? budgetProblems({ mfManifest, clientDir, manifest }) : []),
  ];
  const warnings = [];
  if (!manifest || !mfManifest) return { problems, warnings };

  const staged = stageSite({ releasesDir, section, buildDir, registry, alongside });
  try {
    const entryProblems = await serverEntryProblems({ releasesDir: staged.releasesDir, entry: staged.entry });
    problems.push(...entryProblems);
    const routesBroken = problems.some((found) => found.rule === 'routes');
    const app = await startShell({ releasesDir: staged.releasesDir, folder: staged.folder, env });
    try {
      for (const found of seoProblems({ manifest, seoMaps: await seoMapsOf(app) }))
        (found.warning ? warnings : problems).push(found);
      problems.push(...(await navigationProblems({ app, manifest })));
      if (!routesBroken) problems.push(...(await searchProblems({ app, manifest })));
      // A manifest the shell refuses, or a bundle it will not run, renders nothing worth trying.
      if (!routesBroken && entryProblems.length === 0) problems.push(...(await renderProblems({ app, manifest })));
    } finally {
      await app.close();
    }
  } finally {
    staged.remove();
  }
  return { problems, warnings };
}

module.exports = { runGate };
