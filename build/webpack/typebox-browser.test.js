/**
 * Browser builds resolve TypeBox to typebox-browser.mjs and typebox-value-browser.mjs (decision
 * 015): every builder and value operation the contracts call must be there, or it would be
 * undefined in the browser.
 */
const fs = require('node:fs');
const path = require('node:path');

const contracts = path.resolve(__dirname, '..', '..', 'shared-contracts', 'src');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The member names a browser entry puts on its exported object (`export const Name = { … }`). */
function membersOf(file, name) {
  const text = fs.readFileSync(path.join(__dirname, file), 'utf8');
  const body = text.match(new RegExp(`export const ${name} = \\{([^}]*)\\}`))?.[1] ?? '';
  return new Set(
    body
      .split(',')
      .map((member) => member.split(':')[0].trim())
      .filter(Boolean),
  );
}

describe('the browser entries of TypeBox', () => {
  const sources = sourceFiles(contracts).map((file) => [file, fs.readFileSync(file, 'utf8')]);

  it.each([
    ['Type', 'typebox-browser.mjs'],
    ['Value', 'typebox-value-browser.mjs'],
  ])('%s holds every member the contracts use', (name, file) => {
    const members = membersOf(file, name);
    expect(members.size).toBeGreaterThan(2);
    const missing = [];
    for (const [source, text] of sources) {
      for (const match of text.matchAll(new RegExp(`\\b${name}\\.([A-Z]\\w*)`, 'g'))) {
        if (!members.has(match[1])) missing.push(`${path.relative(contracts, source)}: ${name}.${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
