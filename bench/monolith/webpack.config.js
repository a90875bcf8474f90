/**
 * The monolith's two builds (decision 026), with the site's build settings (@site/build/webpack/common)
 * and no Module Federation or single-spa: client (browser.tsx, a chunk group per section, assets.json)
 * served under /static/, and render (render.tsx for Node, packages required from node_modules).
 */
const path = require('node:path');
const webpack = require('webpack');
const { createCommonConfig, resolveOptions, scriptRule } = require('@site/build/webpack/common');
const { root } = require('../repository');

// The loader the sections' server builds give CSS imports, beside the build's webpack configs.
const styleFreeLoader = path.join(path.dirname(require.resolve('@site/build/webpack/common')), 'style-free-loader.js');

const dir = __dirname;

/** Writes assets.json: the entry's files and each section's chunk group, which the document inlines and preloads. */
class MonolithAssetsPlugin {
  constructor(sections) {
    this.sections = sections;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('MonolithAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MonolithAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const usable = (file) => !file.endsWith('.map');
          const split = (files) => ({
            js: files.filter((file) => file.endsWith('.js')),
            css: files.filter((file) => file.endsWith('.css')),
          });
          const sections = {};
          for (const section of this.sections) {
            const group = compilation.namedChunkGroups.get(section);
            if (group) sections[section] = split(group.getFiles().filter(usable));
          }
          const entry = split(compilation.entrypoints.get('main').getFiles().filter(usable));
          compilation.emitAsset('assets.json', new RawSource(JSON.stringify({ ...entry, sections }, null, 2)));
        },
      );
    });
  }
}

function createClientConfig({ outDir, sections }) {
  const config = createCommonConfig({ dir, mode: 'production', name: 'monolith' });
  config.entry = { main: './browser.tsx' };
  config.output = { ...config.output, path: path.join(outDir, 'client'), publicPath: '/static/' };
  // The section kit's SiteLink navigates through single-spa; the monolith has none.
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve.alias, 'single-spa$': path.join(dir, 'navigation.ts') },
  };
  config.plugins.push(new MonolithAssetsPlugin(sections));
  return config;
}

function createRenderConfig({ outDir }) {
  return {
    name: 'render',
    mode: 'production',
    context: dir,
    target: 'node20',
    devtool: false,
    entry: { render: './render.tsx' },
    output: {
      path: path.join(outDir, 'server'),
      filename: 'render.js',
      publicPath: '/static/',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: resolveOptions(dir),
    // Packages are required from the repository's node_modules, as the shell server requires them.
    externals: [
      ({ request }, callback) =>
        /^[^./]/.test(request) && !request.startsWith('@site/')
          ? callback(null, `commonjs ${require.resolve(request, { paths: [root] })}`)
          : callback(),
    ],
    module: {
      rules: [
        scriptRule(),
        { test: /\.css$/, loader: styleFreeLoader },
        { test: /\.(svg|png|webp|woff2)$/, type: 'asset/resource', generator: { emit: false } },
        // The shell's kit only re-exports: the render takes what it uses of it, not the browser's boot.
        { test: /[\\/]monolith-kit\.ts$/, sideEffects: false },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, nodeEnv: 'production' },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** Builds both into outDir (client/, server/render.js); rejects with webpack's errors. */
function buildMonolith({ outDir: dirName, sections }) {
  const outDir = path.resolve(dirName);
  const compiler = webpack([createClientConfig({ outDir, sections }), createRenderConfig({ outDir })]);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve();
      });
    });
  });
}

module.exports = { buildMonolith, createClientConfig, createRenderConfig };
