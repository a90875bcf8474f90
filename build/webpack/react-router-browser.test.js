/**
 * Browser builds resolve `react-router` to react-router-browser.mjs (decision 015): every name the
 * site's browser code imports from React Router must be exported there, or it would be undefined
 * in the browser.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const facade = fs.readFileSync(path.join(__dirname, 'react-router-browser.mjs'), 'utf8');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    // Tests and the section kit's test helpers run in Node with the whole package.
    const browserCode = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'testing.tsx';
    return browserCode ? [full] : [];
  });
}

/** The names (types aside) in the `{ … }` lists of a statement pattern in a source text. */
function namesIn(text, statement) {
  const names = [];
  for (const match of text.matchAll(statement)) {
    for (const part of match[1].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

const REACT_ROUTER_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g;
const exported = new Set(namesIn(facade, /export\s*\{([^}]*)\}/g));

describe('the browser entry of React Router', () => {
  const roots = [
    path.join(root, 'shell', 'src'),
    path.join(root, 'shared-contracts', 'src', 'section-kit'),
    ...fs
      .readdirSync(root)
      .filter((name) => name.startsWith('mfe-'))
      .map((name) => path.join(root, name, 'src')),
  ].filter((dir) => fs.existsSync(dir));

  it('exports what it is read for', () => {
    expect(exported.size).toBeGreaterThan(5);
    expect(exported.has('Routes')).toBe(true);
  });

  it('exports every name browser code imports from react-router', () => {
    const missing = [];
    for (const file of roots.flatMap(sourceFiles)) {
      for (const name of namesIn(fs.readFileSync(file, 'utf8'), REACT_ROUTER_IMPORT)) {
        if (!exported.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
