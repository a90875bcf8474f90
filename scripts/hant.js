#!/usr/bin/env node
/**
 * The committed Traditional copy (`*.t.json`) beside every Simplified copy file (`*.s.json`), which
 * the type check and the tests read; builds convert the Simplified copy themselves.
 *
 *   node scripts/hant.js            regenerate every stale *.t.json
 *   node scripts/hant.js --check    exit 1 if any *.t.json is missing or stale
 */
const path = require('node:path');
const { updateTraditionalCopies } = require('@site/build/traditional-copy');

const check = process.argv.includes('--check');
const stale = updateTraditionalCopies(path.resolve(__dirname, '..'), { check });
if (check && stale.length > 0) {
  console.error(`Traditional copy is stale, run \`node scripts/hant.js\`: ${stale.join(', ')}`);
  process.exit(1);
}
