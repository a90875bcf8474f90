/**
 * Webpack configuration shared by the shell and every section: swc for TypeScript, extracted CSS,
 * contenthash names, and the Module Federation singletons from @site/shared-contracts.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const root = path.resolve(__dirname, '..', '..');
const contractsSource = path.join(root, 'shared-contracts', 'src', 'index.ts');
const contractsBrowserSource = path.join(root, 'shared-contracts', 'src', 'browser.ts');
const sectionKitSource = path.join(root, 'shared-contracts', 'src', 'section-kit', 'index.ts');
const sectionKitServerSource = path.join(root, 'shared-contracts', 'src', 'section-kit', 'server-entry.tsx');

/** The exact versions installed, so every build declares the same shared singletons. */
function installedVersions() {
  const version = (name) =>
    JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`, { paths: [root] }))).version;
  return {
    react: version('react'),
    'react-dom': version('react-dom'),
    'react-router': version('react-router'),
    'react-router-dom': version('react-router-dom'),
    'single-spa': version('single-spa'),
    '@site/shared-contracts': JSON.parse(fs.readFileSync(path.join(root, 'shared-contracts', 'package.json'))).version,
  };
}

/**
 * The `shared` option of every ModuleFederationPlugin: the contracts' sharedModules() with the
 * installed versions. The contracts are compiled (tsc -b) before any webpack build.
 */
function sharedConfig() {
  const { sharedModules } = require('@site/shared-contracts');
  return sharedModules(installedVersions());
}

/** TypeScript and JSX through swc: fast on 2 cores, no type check (tsc does that). */
function scriptRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          // The production JSX runtime in development builds too: see nodeEnv below.
          transform: { react: { runtime: 'automatic', development: false } },
        },
      },
    },
  };
}

const reactRouterDir = path.dirname(require.resolve('react-router/package.json', { paths: [root] }));
// TypeBox exports no package.json; its main file is build/cjs/index.js.
const typeboxDir = path.resolve(path.dirname(require.resolve('@sinclair/typebox', { paths: [root] })), '..', '..');

/**
 * Browser builds take React Router and TypeBox through files of this folder that export what the
 * site uses and nothing else, React Router from its production build, and the contracts without
 * the entity schemas (decision 015). Development and server builds keep the whole packages.
 */
const browserAliases = {
  '@site/shared-contracts$': contractsBrowserSource,
  'react-router$': path.join(__dirname, 'react-router-browser.mjs'),
  'react-router-production-build$': path.join(reactRouterDir, 'dist', 'production', 'index.mjs'),
  '@sinclair/typebox$': path.join(__dirname, 'typebox-browser.mjs'),
  '@sinclair/typebox/value$': path.join(__dirname, 'typebox-value-browser.mjs'),
  'typebox-esm-build$': path.join(typeboxDir, 'build', 'esm', 'index.mjs'),
  ...federationRuntimeAliases(),
};

/**
 * Module Federation's runtime packages publish an ES module and a CommonJS build of each file.
 * The bundler runtime imports the ES modules and the plugin that hands the runtime to remotes
 * (`provideExternalRuntime`) requires the CommonJS ones, so a browser build held the whole
 * runtime twice. Every request of these packages resolves to the ES module build instead.
 */
function federationRuntimeAliases() {
  const aliases = {};
  for (const name of ['runtime', 'runtime-core', 'runtime-tools', 'sdk', 'webpack-bundler-runtime', 'error-codes']) {
    // Their `exports` maps do not offer package.json: the packages are hoisted to the root's node_modules.
    const packageJson = path.join(root, 'node_modules', '@module-federation', name, 'package.json');
    for (const [subpath, conditions] of Object.entries(JSON.parse(fs.readFileSync(packageJson)).exports)) {
      const module = conditions?.import?.default ?? (typeof conditions === 'string' ? conditions : undefined);
      if (subpath.includes('*') || !module || module.endsWith('.json')) continue;
      aliases[`@module-federation/${name}${subpath.slice(1)}$`] = path.join(path.dirname(packageJson), module);
    }
  }
  return aliases;
}

/** How every build resolves modules, the contracts and the section kit from their sources. */
const resolveOptions = {
  extensions: ['.tsx', '.ts', '.js', '.json'],
  // TypeScript's ESM resolution wants ".js" in dynamic imports of .ts/.tsx files.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: {
    '@site/shared-contracts$': contractsSource,
    '@site/shared-contracts/section-kit$': sectionKitSource,
    '@site/shared-contracts/section-kit/server$': sectionKitServerSource,
  },
};

/**
 * Brotli (at its best, which is too slow to do per request) and gzip copies of every text file
 * of a browser build, next to it: the servers send them as they are (`preCompressed`).
 */
function precompressionPlugins() {
  const test = /\.(js|css|json|svg)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

function createCommonConfig({ dir, mode = 'production', name }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    // No eval: the site's Content-Security-Policy forbids it, and `npm run dev` serves these builds under it.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist', 'client'),
      publicPath: 'auto',
      // Hashed in development too: the servers send every script as immutable, and a watched build changes.
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: production ? { ...resolveOptions, alias: { ...resolveOptions.alias, ...browserAliases } } : resolveOptions,
    module: {
      rules: [
        scriptRule(),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|webp|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:10].css',
        chunkFilename: '[name].[contenthash:10].css',
      }),
      ...(production ? precompressionPlugins() : []),
    ],
    // React is a shared singleton: a section built in development mode (`npm run dev`) runs with the
    // production React of the shell and of the released sections, so its libraries must be theirs too.
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', nodeEnv: 'production' },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = { createCommonConfig, installedVersions, sharedConfig, scriptRule, resolveOptions, root };
