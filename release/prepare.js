/**
 * What the site needs before its server starts (`npm start` runs this in a child process, `npm
 * run dev` in its own), each step only when it is needed: the TypeScript packages compiled (tsc -b,
 * incremental); the browser shell built when its build is older than its sources; each section's
 * build reused when it is newer than its sources (built otherwise) and released when the
 * registry's current release of the section is not that build (a new database, a new build).
 */
const path = require('node:path');
const { compileTypeScriptOf, isBuildCurrent, isSameBuild, runWebpack } = require('@site/build/build');
const { packageDirOf } = require('@site/build/packages');
const { sectionNames } = require('@site/build/sections');
const { currentRegistry, release, releasesDir } = require('./release');

/** The checkout this package is a workspace of. */
const root = path.resolve(__dirname, '..');

/** `except`: sections not to release (`npm run dev` serves its section from the watched build). */
async function prepare({ except = [] } = {}) {
  compileTypeScriptOf('@site/shell', root);
  const shellDir = packageDirOf('@site/shell', __dirname);
  if (!isBuildCurrent(shellDir)) await runWebpack(shellDir);

  const { releaseFolderOf } = require('@site/shell/server/registry');
  const registry = await currentRegistry();
  for (const section of sectionNames(root).filter((name) => !except.includes(name))) {
    const dir = path.join(root, section);
    if (!isBuildCurrent(dir)) await runWebpack(dir);
    const entry = registry.sections[section];
    const released = entry ? releaseFolderOf(releasesDir(), section, entry.version) : null;
    if (!released || !isSameBuild(path.join(dir, 'dist'), released)) await release(section, { reuseBuild: true, root });
  }
}

module.exports = { prepare };
