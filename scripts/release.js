#!/usr/bin/env node
/**
 * `npm run release` (@site/release/release), with no shell rebuild and no restart:
 *
 *   npm run release -- mfe-news              build mfe-news, check it with the release gate, copy
 *                                            it to a new immutable release folder and switch its
 *                                            registry entry
 *   npm run release -- mfe-news --check      build and check only: exit 0 when every rule passes
 *   npm run release -- mfe-news --dist DIR   check (and release) the build in DIR instead of building
 *   npm run release -- mfe-news --rollback   switch mfe-news back to its previous release
 *
 * A refused release prints one line per broken rule and exits 1. The running site picks a release
 * up on the next page load.
 */
const path = require('node:path');
const { release, rollback } = require('@site/release/release');

const repositoryRoot = path.resolve(__dirname, '..');

function optionValue(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

// Another checkout, or a folder of sections outside the repository's workspaces.
const root = path.resolve(optionValue('--root') ?? repositoryRoot);
const section = process.argv[2];
if (!section || section.startsWith('--')) {
  console.error('usage: npm run release -- <section> [--check] [--dist <build folder>] [--root <dir>] [--rollback]');
  process.exit(2);
}
const run = process.argv.includes('--rollback')
  ? () => rollback(section)
  : () => release(section, { gate: true, check: process.argv.includes('--check'), dist: optionValue('--dist'), root });
run().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
