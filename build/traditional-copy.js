/**
 * Traditional Chinese copy made from Simplified (DESIGN.md §4): static copy is written in
 * Simplified (`*.s.json`) and English (`*.e.json`); its Traditional (`*.t.json`) is converted with
 * OpenCC at build time (webpack/traditional-copy-loader.js), so the browser never downloads an
 * OpenCC dictionary. The committed `*.t.json` beside each Simplified file, which the type check and
 * the tests read, is written by `node scripts/hant.js` and by `npm run new-section`.
 */
const fs = require('node:fs');
const path = require('node:path');
const OpenCC = require('opencc-js/cn2t');

const convertText = OpenCC.Converter({ from: 'cn', to: 'tw' });

/** `value` (a string, or strings anywhere in arrays and objects) in Traditional. */
function convert(value) {
  if (typeof value === 'string') return convertText(value);
  if (Array.isArray(value)) return value.map(convert);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
  }
  return value;
}

/** The Traditional file of a Simplified one: `copy.s.json` → `copy.t.json`. */
function traditionalFileOf(simplifiedFile) {
  return simplifiedFile.replace(/\.s\.json$/, '.t.json');
}

/** The text of the Traditional file made from a Simplified one. */
function traditionalOf(simplifiedFile) {
  const source = JSON.parse(fs.readFileSync(simplifiedFile, 'utf8'));
  return `${JSON.stringify(convert(source), null, 2)}\n`;
}

const NOT_COPY = ['node_modules', 'dist', '.git', '.data', 'media'];

/** Every Simplified copy file (`*.s.json`) under `dir`, build output and installs aside. */
function simplifiedFilesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_COPY.includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return simplifiedFilesUnder(full);
    return entry.name.endsWith('.s.json') ? [full] : [];
  });
}

/**
 * Writes the Traditional file beside every Simplified one under `root` that is missing or stale;
 * with `check`, writes nothing. Returns the files that were (or would be) written, relative to `root`.
 */
function updateTraditionalCopies(root, { check = false } = {}) {
  const stale = [];
  for (const file of simplifiedFilesUnder(root)) {
    const target = traditionalFileOf(file);
    const expected = traditionalOf(file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === expected) continue;
    stale.push(path.relative(root, target));
    if (!check) fs.writeFileSync(target, expected);
  }
  return stale;
}

module.exports = { convert, simplifiedFilesUnder, traditionalFileOf, traditionalOf, updateTraditionalCopies };
