#!/usr/bin/env node
/**
 * `npm run release` (@site/release): a section's release life, with no shell rebuild and no
 * restart. `npm run release -- --help` lists the commands; README "Releasing one section" shows the flow.
 */
const path = require('node:path');
const { sectionNames } = require('@site/build/sections');
const { runReleaseCommand } = require('@site/release/command');

runReleaseCommand(process.argv.slice(2), { defaultRoot: path.resolve(__dirname, '..'), sectionsOf: sectionNames }).then(
  (code) => process.exit(code),
);
