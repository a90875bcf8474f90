#!/usr/bin/env node
/**
 * Static copy is written in Simplified Chinese (`*.s.json`) and English (`*.e.json`); this
 * writes the Traditional copy (`*.t.json`) beside each Simplified file at build time, so the
 * browser never downloads an OpenCC dictionary (DESIGN.md §4).
 *
 *   node scripts/hant.js            regenerate every *.t.json
 *   node scripts/hant.js --check    exit 1 if any *.t.json is missing or stale
 */
const fs = require('node:fs');
const path = require('node:path');
const OpenCC = require('opencc-js/cn2t');

const root = path.resolve(__dirname, '..');
const convertText = OpenCC.Converter({ from: 'cn', to: 'tw' });

function convert(value) {
  if (typeof value === 'string') return convertText(value);
  if (Array.isArray(value)) return value.map(convert);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
  }
  return value;
}

function simplifiedFiles(dir = root) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.git', '.data', 'media'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return simplifiedFiles(full);
    return entry.name.endsWith('.s.json') ? [full] : [];
  });
}

function traditionalOf(file) {
  const source = JSON.parse(fs.readFileSync(file, 'utf8'));
  return `${JSON.stringify(convert(source), null, 2)}\n`;
}

function main() {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const file of simplifiedFiles()) {
    const target = file.replace(/\.s\.json$/, '.t.json');
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
module.exports = { convert, simplifiedFiles, traditionalOf };
