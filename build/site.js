/**
 * The production build of a checkout: the TypeScript packages the builds and servers run (the
 * shell server and what it references, with tsc -b, incremental), then the browser shell and
 * every section, or the packages named.
 */
const path = require('node:path');
const { compileTypeScriptOf, runWebpack } = require('./build');
const { sectionNames } = require('./sections');

/** The packages a site build makes with webpack: the browser shell, then every section. */
function webBuildsOf(root) {
  return ['shell', ...sectionNames(root)];
}

/** The shell server and what it references: the contracts and the content API. */
function compileServers(root) {
  compileTypeScriptOf('@site/shell', root);
}

async function buildSite(root, { targets = webBuildsOf(root), mode = 'production' } = {}) {
  compileServers(root);
  for (const target of targets) await runWebpack(path.join(root, target), mode);
}

module.exports = { buildSite, compileServers, webBuildsOf };
