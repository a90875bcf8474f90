/**
 * Browser builds hold Module Federation's runtime once: the bundler runtime imports its packages
 * as ES modules, the plugin behind `provideExternalRuntime` requires them as CommonJS, and each
 * package publishes both. With the browser aliases, a `require` and an `import` of the same
 * request must reach the same file.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ResolverFactory, CachedInputFileSystem } = require('enhanced-resolve');
const { packageDirOf } = require('@site/build/packages');
const { createCommonConfig } = require('@site/build/webpack/common');

/** A browser build of the shell, as its package finds its dependencies. */
const shellDir = __dirname;
const { resolve: browserResolve } = createCommonConfig({ dir: shellDir, mode: 'production', name: 'probe' });
const fileSystem = new CachedInputFileSystem(fs, 4000);
const resolverFor = (conditionNames) =>
  ResolverFactory.createResolver({ ...browserResolve, fileSystem, useSyncFileSystemCalls: true, conditionNames });
const byRequire = resolverFor(['require', 'browser', 'webpack', 'production']);
const byImport = resolverFor(['import', 'browser', 'webpack', 'production']);

/** What the runtime's own files ask for: every package and subpath they import or require. */
function federationRequests() {
  const requests = new Set();
  const scan = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) scan(full);
      else if (/\.(c|m)?js$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(/(?:from |require\()["'](@module-federation\/[^"']+)["']/g))
          requests.add(match[1]);
      }
    }
  };
  for (const name of ['inject-external-runtime-core-plugin', 'webpack-bundler-runtime', 'runtime', 'runtime-tools']) {
    scan(
      path.join(
        packageDirOf(`@module-federation/${name}`, packageDirOf('@module-federation/enhanced', __dirname)),
        'dist',
      ),
    );
  }
  return [...requests].sort();
}

test('a require and an import of a federation runtime module reach the same file in browser builds', () => {
  const requests = federationRequests();
  expect(requests).toEqual(expect.arrayContaining(['@module-federation/runtime-core', '@module-federation/sdk']));
  for (const request of requests) {
    const required = byRequire.resolveSync({}, shellDir, request);
    const imported = byImport.resolveSync({}, shellDir, request);
    expect({ request, file: required }).toEqual({ request, file: imported });
  }
});
