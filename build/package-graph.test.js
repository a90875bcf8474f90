/**
 * The workspace packages depend downward (STYLE.md "Packages by job"): the @site/ dependencies
 * that their package.json files declare form no cycle, and each one declared is imported by
 * some file of the declaring package.
 */
const fs = require('node:fs');
const path = require('node:path');
const { packageJsonIn, workspaceDirs } = require('./packages');

/** The checkout this package is a workspace of. */
const root = path.resolve(__dirname, '..');
const SOURCE = /\.(c|m)?(j|t)sx?$/;

const packages = workspaceDirs(root).map((dir) => {
  const json = packageJsonIn(dir);
  const declared = Object.keys({ ...json.dependencies, ...json.devDependencies, ...json.peerDependencies });
  return { dir, name: json.name, sites: declared.filter((name) => name.startsWith('@site/')) };
});

function sourcesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'templates'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

test('the @site/ dependencies of the workspaces form no cycle', () => {
  const edges = new Map(packages.map((pkg) => [pkg.name, pkg.sites]));
  const cycles = [];
  const visit = (name, trail) => {
    if (trail.includes(name)) return void cycles.push([...trail.slice(trail.indexOf(name)), name].join(' → '));
    for (const next of edges.get(name) ?? []) visit(next, [...trail, name]);
  };
  for (const pkg of packages) visit(pkg.name, []);
  expect(cycles).toEqual([]);
  expect(edges.get('@site/build')).toEqual(['@site/shared-contracts']);
});

test('every @site/ dependency a workspace declares is imported by its code', () => {
  const unused = packages.flatMap(({ dir, name, sites }) => {
    const text = sourcesUnder(dir)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    return sites
      .filter((site) => !text.includes(`'${site}`) && !text.includes(`"${site}`))
      .map((site) => `${name} → ${site}`);
  });
  expect(unused).toEqual([]);
});
