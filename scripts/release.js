#!/usr/bin/env node
/**
 * Independent section releases (DESIGN.md §3), with no shell rebuild and no restart:
 *
 *   npm run release -- mfe-news              build mfe-news, copy it to a new immutable release
 *                                            folder and switch its registry entry
 *   npm run release -- mfe-news --rollback   switch mfe-news back to its previous release
 *
 * The running site picks the change up on the next page load.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { build, compileTypeScript } = require('./build');
const { isSection } = require('./sections');

const root = path.resolve(__dirname, '..');

function releasesModule() {
  return require(path.join(root, 'shell', 'dist', 'node', 'server', 'releases.js'));
}

function releasesDir() {
  return path.resolve(process.env.RELEASES_DIR || path.join(root, '.data', 'releases'));
}

/** Time first so releases sort, then the manifest's hash so two builds never share a name. */
function versionOf(buildDir) {
  const manifest = fs.readFileSync(path.join(buildDir, 'client', 'mf-manifest.json'));
  const hash = createHash('sha256').update(manifest).digest('hex').slice(0, 8);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-');
  return `${stamp}-${hash}`;
}

async function release(section) {
  if (!isSection(section)) throw new Error(`${section} is not a section (no ${section}/src/routes.ts)`);
  await build([section]);
  const buildDir = path.join(root, section, 'dist');
  const version = releasesModule().publishRelease(releasesDir(), section, buildDir, versionOf(buildDir));
  console.log(`released ${section}@${version}`);
  return version;
}

function rollback(section) {
  compileTypeScript();
  const version = releasesModule().rollbackRelease(releasesDir(), section);
  console.log(`${section} rolled back to ${version}`);
  return version;
}

if (require.main === module) {
  const section = process.argv[2];
  if (!section || section.startsWith('--')) {
    console.error('usage: npm run release -- <section> [--rollback]');
    process.exit(2);
  }
  const run = process.argv.includes('--rollback') ? async () => rollback(section) : () => release(section);
  run().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { release, rollback, releasesDir };
