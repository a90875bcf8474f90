/**
 * What `npm run routes` reads: the registry every server reads (`withRegistry`, the store of
 * RELEASES_DIR or DATABASE_URL) through a release catalog, as a server loads it (each current
 * release's and candidate's routes.json from the releases folder, the published redirects); and
 * what is wrong with the live site that the table alone would not say.
 */
const fs = require('node:fs');
const { RouteManifest } = require('@site/shared-contracts');
const { Value } = require('@sinclair/typebox/value');
const { loadShellConfig } = require('@site/shell/server/config');
const { ReleaseCatalog, releaseFileOf } = require('@site/shell/server/release-catalog');
const { navigationNamesOf, openSiteContent, unnamedMenuEntries } = require('@site/shell/server/route-table');
const { targetRouteOf } = require('@site/shell/server/redirects');
const { sharedUrl } = require('./redirect-check');

/** The store's registry and routes now, as a shell server's catalog loads them. */
function liveSnapshot(store, releasesDir) {
  return new ReleaseCatalog(releasesDir, store).current();
}

/** Each current release's header entries, by section. */
function menusOf(registry, releasesDir) {
  return Object.entries(registry.sections).flatMap(([section, entry]) => {
    try {
      const manifest = JSON.parse(fs.readFileSync(releaseFileOf(releasesDir, entry.routes), 'utf8'));
      return Value.Check(RouteManifest, manifest) ? [{ section, menu: manifest.menu ?? [] }] : [];
    } catch {
      return [];
    }
  });
}

const LANGUAGE_NAMES = { s: 'Simplified', t: 'Traditional', e: 'English' };
const BACKEND_FOLDERS = { s: 'zh', t: 'zh', e: 'en' };

/** Header entries whose label the navigation content does not name: the header drops them silently. */
function menuProblems(menus, names) {
  return menus.flatMap(({ section, menu }) =>
    unnamedMenuEntries(menu, names).map(
      ({ key, language, label }) =>
        `menu entry "${key}" of ${section}: no navigation entry is named "${label}" (${LANGUAGE_NAMES[language]}), so the header leaves it out — fix: add one to content/navigation/${BACKEND_FOLDERS[language]}/ and import it (npm run content -- import content), or change the label`,
    ),
  );
}

/** Published redirects the live routes have moved under: targets no longer served, sources a route now serves. */
function redirectDrift(snapshot) {
  const published = snapshot.redirects.published?.redirects ?? [];
  const live = Object.entries(snapshot.routes).flatMap(([section, entries]) =>
    entries.map((entry) => ({ section, entry })),
  );
  return published.flatMap(({ from, to }) => {
    const problems = [];
    if (!/^https:/.test(to) && targetRouteOf(to, snapshot.routes) === null) {
      problems.push(
        `redirect ${from} → ${to}: no live route serves its target now, so it is not followed — fix: publish a set without it, or release the section that serves ${to}`,
      );
    }
    const hidden = live.find(({ entry }) => sharedUrl(from, entry.path, undefined, entry.validate) !== null);
    if (hidden) {
      problems.push(
        `redirect ${from} → ${to}: ${hidden.section}'s route ${hidden.entry.path} serves its source, which the redirect answers first — fix: publish a set without it, or release ${hidden.section} without that route`,
      );
    }
    return problems;
  });
}

/** The navigation's names, read as the servers read them (their database, in this process). */
async function navigationNames() {
  const { content, close } = await openSiteContent(loadShellConfig());
  try {
    return await navigationNamesOf(content);
  } finally {
    await close();
  }
}

/** The problems of the live site: menu entries the navigation does not name, redirects gone stale. */
async function liveProblems(snapshot, releasesDir, names) {
  return [
    ...menuProblems(menusOf(snapshot.registry, releasesDir), names ?? (await navigationNames())),
    ...redirectDrift(snapshot),
  ];
}

module.exports = { liveProblems, liveSnapshot, menuProblems, menusOf };
