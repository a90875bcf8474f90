/**
 * The dev registry of `npm run dev -- <section>` (decision 013): a releases folder of its own,
 * beside the real one, which the dev server reads instead. Every other section is a link to its
 * real release folder (read, never written); the section under development is a link to its build
 * folder, under a new version dev-<n> after each build, so the server reloads its route manifest
 * and server bundle, and browsers fetch its new files. `npm start`'s registry is never touched.
 */
const fs = require('node:fs');
const path = require('node:path');

const DEV_VERSION_PREFIX = 'dev-';

/**
 * `releasesDir`: the real releases; `devDir`: the overlay (emptied here); `buildDir`: the
 * section's build folder, with client/ and, if it has one, server/.
 */
function createDevOverlay({ releasesDir, devDir, section, buildDir }) {
  const { readRegistry, releaseEntry, writeRegistry } = require('@site/shell/server/registry');
  fs.rmSync(devDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(devDir, section), { recursive: true });
  let builds = 0;

  /** The real registry with the section under development on its latest build. */
  function write() {
    const registry = readRegistry(releasesDir);
    for (const other of Object.keys(registry.sections)) {
      const link = path.join(devDir, other);
      if (other !== section && !fs.existsSync(link)) fs.symlinkSync(path.join(releasesDir, other), link, 'dir');
    }
    if (builds > 0) registry.sections[section] = releaseEntry(devDir, section, `${DEV_VERSION_PREFIX}${builds}`);
    else delete registry.sections[section];
    writeRegistry(devDir, registry);
  }

  return {
    /** Puts the build folder as it is now on the site; returns its version. */
    publish() {
      builds += 1;
      fs.symlinkSync(buildDir, path.join(devDir, section, `${DEV_VERSION_PREFIX}${builds}`), 'dir');
      write();
      // A page loaded just before may still ask for the previous version's files; older ones are gone.
      fs.rmSync(path.join(devDir, section, `${DEV_VERSION_PREFIX}${builds - 2}`), { force: true });
      return `${DEV_VERSION_PREFIX}${builds}`;
    },
    /** Takes up a release of another section made while the dev server runs. */
    refresh: write,
  };
}

module.exports = { createDevOverlay };
