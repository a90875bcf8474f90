/**
 * Independent section releases (DESIGN.md §3), with no shell rebuild and no restart: build a
 * section, check it with the release gate, copy it to a new immutable release folder and switch
 * its registry entry; or switch it back to its previous release (`npm run release`,
 * scripts/release.js, is the command).
 *
 * A refused release prints one line per broken rule (release-gate/) and the command exits 1; the
 * registry is not touched and no release folder is made. The running site picks a release up on
 * the next page load.
 *
 * The registry is the shell server's registry store (decision 012): registry.json in RELEASES_DIR,
 * or with DATABASE_URL the PostgreSQL database every shell server reads, switched in one
 * transaction. The release files go to RELEASES_DIR either way.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { buildPackage, compileTypeScriptOf } = require('@site/build/build');
const { isSection } = require('@site/build/sections');
const { formatProblem } = require('./release-gate/problem');

let shellCompiled = false;

/** The registry (@site/shell/server/registry), once the shell server code it runs is compiled. */
function registry() {
  if (!shellCompiled) compileTypeScriptOf('@site/shell', __dirname);
  shellCompiled = true;
  return require('@site/shell/server/registry');
}

function releasesDir() {
  return registry().configuredReleasesDir();
}

function currentRegistry() {
  return registry().currentRegistry();
}

/** Time first so releases sort, then the manifest's hash so two builds never share a name. */
function versionOf(buildDir) {
  const manifest = fs.readFileSync(path.join(buildDir, 'client', 'mf-manifest.json'));
  const hash = createHash('sha256').update(manifest).digest('hex').slice(0, 8);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-');
  return `${stamp}-${hash}`;
}

class ReleaseRefused extends Error {}

/**
 * Runs the release gate on a build; prints its warnings, and throws ReleaseRefused with one line
 * per broken rule when it refuses.
 */
async function checkBuild(section, buildDir) {
  const registryNow = await currentRegistry();
  const { runGate } = require('./release-gate');
  const { problems, warnings } = await runGate({
    section,
    buildDir,
    releasesDir: releasesDir(),
    registry: registryNow,
  });
  for (const warning of warnings) console.warn(`warning ${formatProblem(warning)}`);
  if (problems.length > 0) {
    const lines = problems.map((found) => `  ${formatProblem(found)}`);
    throw new ReleaseRefused(`${section}: release refused, ${problems.length} problem(s):\n${lines.join('\n')}`);
  }
}

/**
 * Builds the section in `root` (or takes the build in `dist`, or with `reuseBuild` the one in its
 * dist/), and releases it. With `gate`, the release gate checks the build first; with `check`,
 * nothing is released. `npm start` releases its local builds without the gate (decision 011); the
 * CLI always runs it.
 */
async function release(section, { gate = false, check = false, dist, reuseBuild = false, root = process.cwd() } = {}) {
  if (!isSection(section, root)) throw new Error(`${section} is not a section (no ${section}/src/routes.ts)`);
  const dir = path.join(root, section);
  if (!dist && !reuseBuild) await buildPackage(dir);
  const buildDir = dist ? path.resolve(dist) : path.join(dir, 'dist');
  if (gate || check) {
    const started = Date.now();
    await checkBuild(section, buildDir);
    console.log(`${section} passes the release gate (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  if (check) return null;
  const { publishReleaseTo, withRegistry } = registry();
  const version = await withRegistry((store, folder) =>
    publishReleaseTo(store, folder, section, buildDir, versionOf(buildDir)),
  );
  console.log(`released ${section}@${version}`);
  return version;
}

async function rollback(section) {
  const { rollbackReleaseIn, withRegistry } = registry();
  const version = await withRegistry((store, folder) => rollbackReleaseIn(store, folder, section));
  console.log(`${section} rolled back to ${version}`);
  return version;
}

module.exports = { release, rollback, releasesDir, currentRegistry, checkBuild, ReleaseRefused };
