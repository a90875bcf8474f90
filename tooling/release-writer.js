// @ts-check
/**
 * Writes releases (DESIGN.md §3), for the release command and for tests that make releases as it
 * does: a section build is copied into a new, immutable folder
 * <releasesDir>/<section>/<version>/{client,server}/, then its registry entry is switched, in the
 * file registry or in the registry store the shell server reads (@site/shell/server/registry-store,
 * decision 012). The shell server only reads releases (its release catalog).
 */
const fs = require('node:fs');
const path = require('node:path');
const {
  DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS,
  DEFAULT_SERVER_TIMEOUT_MS,
  SERVER_ENTRY_FILE,
  releaseClientUrl,
  releaseServerPath,
} = require('@site/shared-contracts');
const { rollbackFileRegistry, switchFileRegistry } = require('@site/shell/server/registry-store');

/**
 * @typedef {import('@site/shared-contracts').RegistryEntry} RegistryEntry
 * @typedef {import('@site/shell/server/registry-store').RegistryStore} RegistryStore
 */

/**
 * The folder of a release.
 * @param {string} releasesDir
 * @param {string} section
 * @param {string} version
 */
function releaseFolderOf(releasesDir, section, version) {
  return path.join(releasesDir, section, version);
}

/**
 * The registry entry of a release: client and server switch together; the entry names both or the client alone.
 * @param {string} releasesDir
 * @param {string} section
 * @param {string} version
 * @returns {RegistryEntry}
 */
function releaseEntry(releasesDir, section, version) {
  /** @type {RegistryEntry} */
  const entry = {
    version,
    manifest: releaseClientUrl(section, version, 'mf-manifest.json'),
    routes: releaseClientUrl(section, version, 'routes.json'),
  };
  if (fs.existsSync(path.join(releaseFolderOf(releasesDir, section, version), 'server', SERVER_ENTRY_FILE))) {
    entry.server = {
      entry: releaseServerPath(section, version, SERVER_ENTRY_FILE),
      timeoutMs: DEFAULT_SERVER_TIMEOUT_MS,
      firstRenderTimeoutMs: DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS,
    };
  }
  return entry;
}

/**
 * Copies a section build (its dist/ with client/ and, if it has one, server/) into a new,
 * immutable release folder; the registry is not touched.
 * @param {string} releasesDir
 * @param {string} section
 * @param {string} buildDir
 * @param {string} version
 */
function copyRelease(releasesDir, section, buildDir, version) {
  const target = releaseFolderOf(releasesDir, section, version);
  if (fs.existsSync(target)) throw new Error(`Release ${section}@${version} exists already; releases are immutable`);
  const clientDir = path.join(buildDir, 'client');
  for (const required of ['mf-manifest.json', 'routes.json']) {
    if (!fs.existsSync(path.join(clientDir, required))) throw new Error(`${clientDir} has no ${required}: build first`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = `${target}.staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(buildDir, staging, { recursive: true });
  fs.renameSync(staging, target);
}

/**
 * Copies a build into a new release folder and switches the file registry to it. Returns the new version.
 * @param {string} releasesDir
 * @param {string} section
 * @param {string} buildDir
 * @param {string} version
 * @returns {string}
 */
function publishRelease(releasesDir, section, buildDir, version) {
  copyRelease(releasesDir, section, buildDir, version);
  switchFileRegistry(releasesDir, section, releaseEntry(releasesDir, section, version));
  return version;
}

/**
 * Switches a section of the file registry back to the release before the current one. Returns that version.
 * @param {string} releasesDir
 * @param {string} section
 * @returns {string}
 */
function rollbackRelease(releasesDir, section) {
  return rollbackFileRegistry(releasesDir, section, (version) => releaseEntry(releasesDir, section, version));
}

/**
 * Copies a build into a new release folder and switches the store's registry to it. Returns the new version.
 * @param {RegistryStore} store
 * @param {string} releasesDir
 * @param {string} section
 * @param {string} buildDir
 * @param {string} version
 * @returns {Promise<string>}
 */
async function publishReleaseTo(store, releasesDir, section, buildDir, version) {
  copyRelease(releasesDir, section, buildDir, version);
  await store.release(section, releaseEntry(releasesDir, section, version));
  return version;
}

/**
 * Switches a section of the store's registry back to its previous release. Returns that version.
 * @param {RegistryStore} store
 * @param {string} releasesDir
 * @param {string} section
 * @returns {Promise<string>}
 */
function rollbackReleaseIn(store, releasesDir, section) {
  return store.rollback(section, (version) => releaseEntry(releasesDir, section, version));
}

module.exports = {
  copyRelease,
  publishRelease,
  publishReleaseTo,
  releaseEntry,
  releaseFolderOf,
  rollbackRelease,
  rollbackReleaseIn,
};
