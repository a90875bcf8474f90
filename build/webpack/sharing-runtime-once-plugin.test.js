/**
 * A Module Federation build defines the share scope's initialization once: Module Federation's
 * sharing runtime, without webpack's own copy before it (which it would replace).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SharingRuntimeOncePlugin } = require('./sharing-runtime-once-plugin');

const nodeModules = path.resolve(__dirname, '..', '..', 'node_modules');

/** A host sharing React, built unminified; resolves with its entry's code. */
function buildHost(dir, extraPlugins) {
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./boot.js');\n");
  fs.writeFileSync(
    path.join(dir, 'boot.js'),
    "import { version } from 'react';\nexport const reactVersion = version;\n",
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), publicPath: '/' },
    resolve: { modules: [nodeModules] },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'probe',
        shared: { react: { singleton: true, version: '19.3.1', requiredVersion: false } },
        dts: false,
        manifest: false,
      }),
      ...extraPlugins,
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8'));
      });
    });
  });
}

const definitionsOfInitializeSharing = (code) => code.match(/__webpack_require__\.I = /g)?.length ?? 0;

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sharing-runtime-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a federation build defines the share scope initialization once, Module Federation’s', async () => {
  const code = await buildHost(dir, [new SharingRuntimeOncePlugin()]);
  expect(definitionsOfInitializeSharing(code)).toBe(1);
  expect(code).toMatch(/__webpack_require__\.I = [^\n]*\n[^\n]*bundlerRuntime\.I\(/);
}, 60_000);

test('without the plugin webpack’s own sharing runtime comes first and is replaced', async () => {
  const code = await buildHost(dir, []);
  expect(definitionsOfInitializeSharing(code)).toBe(2);
}, 60_000);
