/**
 * The monolith's two builds (decision 026), with the settings of the site's own builds
 * (@site/tooling/webpack/common.js: swc, production mode, the React Router, TypeBox and contracts
 * browser aliases, the same minifier and precompression) and none of Module Federation or
 * single-spa: webpack's default code splitting, one chunk group per section.
 * - client: browser.tsx and the section chunks, served under /static/, and assets.json (what the
 *   document inlines and preloads: the entry's files, and each section's chunk group).
 * - render: render.tsx for Node, the one React tree of a page; packages stay in node_modules.
 */
const path = require('node:path');
const webpack = require('webpack');
const { createCommonConfig, resolveOptions, scriptRule } = require('@site/tooling/webpack/common');

// The loader the sections' server builds give CSS imports, beside the tooling's webpack configs.
const styleFreeLoader = path.join(
  path.dirname(require.resolve('@site/tooling/webpack/common')),
  'style-free-loader.js',
);

const root = path.resolve(__dirname, '..', '..', '..');

const dir = __dirname;

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
