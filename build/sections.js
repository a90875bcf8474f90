/**
 * The sections of a repository and their route manifests. A section is a folder `mfe-<name>/`
 * with a routes module, `src/routes.ts` (STYLE.md "Declare a route once"), whose default export
 * is `defineSectionRoutes(…)`: the build emits its `manifest` as routes.json. `root` is the
 * repository's folder: the current one, where npm runs the root's scripts.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

function routesModuleOf(dir) {
  return path.join(dir, 'src', 'routes.ts');
}

function isSection(name, root = process.cwd()) {
  return name.startsWith('mfe-') && fs.existsSync(routesModuleOf(path.join(root, name)));
}

function sectionNames(root = process.cwd()) {
  return fs
    .readdirSync(root)
    .filter((name) => isSection(name, root))
    .sort();
}

/**
 * The route manifest a section's routes module declares. The module holds no React, so it runs
 * in Node after swc strips its types; it imports only @site/shared-contracts (compiled by tsc -b).
 */
function loadRouteManifest(dir) {
  const file = routesModuleOf(dir);
  const { code } = require('@swc/core').transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const loaded = new Module(file, module);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(path.dirname(file));
  loaded._compile(code, file);
  const routes = loaded.exports.default;
  if (!routes || !routes.manifest) throw new Error(`${file} must export default defineSectionRoutes(…)`);
  return routes.manifest;
}

module.exports = { sectionNames, isSection, loadRouteManifest, routesModuleOf };
