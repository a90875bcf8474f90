/**
 * A section build: a Module Federation remote that exposes exactly `./app` (its single-spa
 * lifecycles), emits mf-manifest.json, and emits the route manifest of its routes module as routes.json
 * with the background images it names (src/<file> shipped as <file>).
 */
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SharingRuntimeOncePlugin } = require('./sharing-runtime-once-plugin');
const { loadRouteManifest, routesModuleOf } = require('../sections');
const { createCommonConfig, resolveOptions, scriptRule, sharedConfig, traditionalCopyRule } = require('./common');

/**
 * Emits routes.json from the section's routes module, refusing a manifest with problems, and the
 * background images its routes name, so they ship with the release they belong to.
 */
class RouteManifestPlugin {
  constructor(dir, section) {
    this.dir = dir;
    this.section = section;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(routesModuleOf(this.dir));
          const { manifestProblems } = require('@site/shared-contracts');
          let manifest;
          try {
            manifest = loadRouteManifest(this.dir);
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(error.message));
            return;
          }
          const problems = manifestProblems(manifest, this.section);
          if (problems.length > 0) {
            const file = routesModuleOf(this.dir);
            compilation.errors.push(new compiler.webpack.WebpackError(`${file}: ${problems.join('; ')}`));
            return;
          }
          compilation.emitAsset('routes.json', new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
          const backgrounds = new Set(manifest.routes.flatMap((route) => (route.background ? [route.background] : [])));
          for (const file of backgrounds) {
            const source = path.join(this.dir, 'src', file);
            if (!fs.existsSync(source)) {
              compilation.errors.push(
                new compiler.webpack.WebpackError(`${source}: background of routes.json not found`),
              );
              continue;
            }
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(source)));
          }
        },
      );
    });
  }
}

/**
 * The optional server build (DESIGN.md §3): src/server.tsx as one self-contained CommonJS file,
 * dist/server/server.js, with React inside and only Node's built-ins left outside, for the shell
 * server's sandbox.
 */
function createSectionServerConfig({ dir, mode }) {
  const production = mode === 'production';
  return {
    name: 'server',
    mode,
    context: dir,
    target: 'node20',
    devtool: false,
    entry: { server: './src/server.tsx' },
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: 'server.js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: resolveOptions(dir),
    module: {
      rules: [
        scriptRule(),
        traditionalCopyRule(),
        { test: /\.css$/, loader: require.resolve('./style-free-loader') },
        // The browser build emits these files; the markup only needs their URLs.
        { test: /\.(svg|png|webp|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
    // The React of a release's server bundle, also when the section is built in development mode.
    optimization: { moduleIds: 'deterministic', minimize: production, nodeEnv: 'production' },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** A section's browser build and, when it has src/server.tsx, its server build. */
function createSectionConfigs({ dir, mode }) {
  const client = createSectionConfig({ dir, mode });
  if (!fs.existsSync(path.join(dir, 'src', 'server.tsx'))) return client;
  return [client, createSectionServerConfig({ dir, mode })];
}

function createSectionConfig({ dir, mode }) {
  const section = path.basename(dir);
  const { federationNameOf, SECTION_EXPOSE } = require('@site/shared-contracts');
  const name = federationNameOf(section);
  const config = createCommonConfig({ dir, mode, name });
  config.entry = {};
  config.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: mode === 'development' ? 'remoteEntry.js' : 'remoteEntry.[contenthash:10].js',
      exposes: { [SECTION_EXPOSE]: './src/app.tsx' },
      shared: sharedConfig(dir),
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // The shell provides the federation runtime; each remote entry would otherwise repeat it.
      // Remote entries only run in browsers: the runtime's Node.js paths are left out (decision 015).
      // A section consumes no remotes, so its remote entry leaves out the remote-loading glue.
      experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
    }),
    new RouteManifestPlugin(dir, section),
    new SharingRuntimeOncePlugin(),
  );
  // Each shared module's fallback keeps what it needs in its own chunk, instead of a common chunk
  // the federation manifest lists as the exposed module's: the release gate then tells a fallback
  // (loaded only when the page offers no copy) from a second copy in the section's own code.
  config.optimization = { ...config.optimization, splitChunks: false };
  return config;
}

module.exports = { createSectionConfig, createSectionConfigs, createSectionServerConfig };
