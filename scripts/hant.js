#!/usr/bin/env node
/**
 * The committed Traditional copy (`*.t.json`) beside every Simplified copy file (`*.s.json`) of
 * the repository, which the type check and the tests read; builds convert the Simplified copy
 * themselves (@site/tooling/traditional-copy).
 *
 *   node scripts/hant.js            regenerate every *.t.json
 *   node scripts/hant.js --check    exit 1 if any *.t.json is missing or stale
 */
const fs = require('node:fs');
const path = require('node:path');
const { traditionalFileOf, traditionalOf } = require('@site/tooling/traditional-copy');

const root = path.resolve(__dirname, '..');

function simplifiedFiles(dir = root) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.git', '.data', 'media'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return simplifiedFiles(full);
    return entry.name.endsWith('.s.json') ? [full] : [];
  });
}

function main() {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const file of simplifiedFiles()) {
    const target = traditionalFileOf(file);
    const expected = traditionalOf(file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
    if (current === expected) continue;
    if (check) stale.push(path.relative(root, target));
    else fs.writeFileSync(target, expected);
  }
  if (stale.length > 0) {
    console.error(`Traditional copy is stale, run \`node scripts/hant.js\`: ${stale.join(', ')}`);
    process.exit(1);
  }
}

if (require.main === module) main();
module.exports = { simplifiedFiles };
