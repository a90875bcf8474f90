/**
 * Local development on the composed site (decision 013):
 *
 *   npm run dev -- mfe-news   the site with mfe-news built in watch mode (development, source maps)
 *                             and served, client and server bundle, from mfe-news/dist; the other
 *                             sections from their releases. Save, reload: the change is there.
 *   npm run dev               the same for the browser shell: its watched build, and a server
 *                             restarted after each build (its server-side chrome is the same code)
 *
 * It prepares the site as `npm start` does, then serves on PORT (8080) with section overrides
 * allowed from this machine (SECTION_OVERRIDE_ORIGINS=loopback unless set). The section's builds
 * go into a dev registry beside the real one (./overlay.js), never into a release.
 */
const fs = require('node:fs');
const path = require('node:path');
const { watchWebpack } = require('@site/build/build');
const { sectionNames } = require('@site/build/sections');
const { compileServers } = require('@site/build/site');
const { prepare } = require('../prepare');
const { releasesDir } = require('../release');
const { createDevOverlay } = require('./overlay');
const { createServerProcess } = require('./server-process');

/** The checkout this package is a workspace of. */
const root = path.resolve(__dirname, '..', '..');
const SHELL = 'shell';

function developSection(section) {
  const realReleases = releasesDir();
  const devReleases = `${realReleases}.dev`;
  const overlay = createDevOverlay({
    releasesDir: realReleases,
    devDir: devReleases,
    section,
    buildDir: path.join(root, section, 'dist'),
  });
  const server = createServerProcess({ RELEASES_DIR: devReleases });
  // A release of another section made meanwhile is taken up on the next page load.
  fs.watchFile(path.join(realReleases, 'registry.json'), { interval: 1000 }, () => overlay.refresh());
  return watchWebpack(
    path.join(root, section),
    () => undefined,
    (seconds) => {
      const version = overlay.publish();
      console.log(`${section}: built in ${seconds.toFixed(1)} s, on the site as ${version}: reload the page`);
      if (!server.running()) server.start();
    },
  );
}

function developShell() {
  const clientDir = path.join(root, SHELL, 'dist', 'dev', 'client');
  const server = createServerProcess({ SHELL_CLIENT_DIR: clientDir });
  return watchWebpack(
    path.join(root, SHELL),
    (config) => {
      config.output.path = clientDir;
    },
    async (seconds) => {
      // The server renders the chrome from the same sources: compiled again, and a fresh server reads them.
      compileServers(root);
      await server.restart();
      console.log(`shell: built in ${seconds.toFixed(1)} s, server restarted: reload the page`);
    },
  );
}

/** Serves the site with `target` (a section, or the shell when none) from its watched build; resolves once it runs. */
async function develop(target) {
  const sections = sectionNames(root);
  if (target && target !== SHELL && !sections.includes(target)) {
    throw new Error(`npm run dev: no section "${target}". Sections: ${sections.join(', ')} (or none, for the shell)`);
  }
  const section = target && target !== SHELL ? target : null;
  await prepare({ except: section ? [section] : [] });
  const close = section ? developSection(section) : developShell();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void close().then(() => process.exit(0)));
  }
}

module.exports = { develop };
