/**
 * Webpack configuration shared by the shell and every section: swc for TypeScript, extracted CSS,
 * contenthash names, and the Module Federation singletons from @site/shared-contracts. Every
 * package is found from the folder being built (`dir`), as that package's own dependencies.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { installedVersionOf, packageDirOf, packageJsonIn, sourceEntriesOf } = require('../packages');

const CONTRACTS = '@site/shared-contracts';
const SINGLE_SPA_REACT = 'single-spa-react';

/** The exact versions installed for `dir`, so every build declares the same shared singletons. */
function installedVersions(dir) {
  const versions = {};
  for (const name of ['react', 'react-dom', 'react-router', 'react-router-dom', 'single-spa']) {
    versions[name] = installedVersionOf(name, dir);
  }
  versions[CONTRACTS] = installedVersionOf(CONTRACTS, dir);
  return versions;
}

/**
 * The `shared` option of every ModuleFederationPlugin: the contracts' sharedModules() with the
 * installed versions (`eager`: bundled in the entry instead of a chunk each). The contracts are
 * compiled (tsc -b) before any webpack build.
 */
function sharedConfig(dir, { eager = false } = {}) {
  const { sharedModules } = require(CONTRACTS);
  const shared = sharedModules(installedVersions(dir), { eager });
  // The section kit's lifecycles run on single-spa-react in every section: one copy on the page,
  // which the shell provides (decision 054), instead of one in each section's exposed chunk.
  const version = installedVersionOf(SINGLE_SPA_REACT, dir);
  shared[SINGLE_SPA_REACT] = {
    singleton: true,
    version,
    requiredVersion: `^${version}`,
    strictVersion: false,
    ...(eager ? { eager: true } : {}),
  };
  return shared;
}

/** single-spa-react's ES module build: what browser builds resolve it to. */
function singleSpaReactEntry(dir) {
  const packageDir = packageDirOf(SINGLE_SPA_REACT, dir);
  return path.join(packageDir, packageJsonIn(packageDir).exports['.'].import.default);
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

/**
 * Traditional copy is made at build time (DESIGN.md §4): a module importing `<name>.t.json` gets
 * the conversion of `<name>.s.json` beside it (@site/build/traditional-copy), whatever the
 * committed file holds; the committed file is what the type check and the tests read.
 */
function traditionalCopyRule() {
  return { test: /\.t\.json$/, loader: require.resolve('./traditional-copy-loader') };
}

const reactRouterBrowserEntry = path.join(__dirname, 'react-router-browser.mjs');

/**
 * Browser builds take React Router and TypeBox through files of this folder that export what the
 * site uses and nothing else, React Router from its production build, and the contracts without
 * the entity schemas (decision 015). Development and server builds keep the whole packages.
 */
function browserAliases(dir) {
  const contractsDir = packageDirOf(CONTRACTS, dir);
  const reactRouterDir = packageDirOf('react-router', dir);
  const typeboxDir = packageDirOf('@sinclair/typebox', contractsDir);
  return {
    [`${CONTRACTS}$`]: path.join(contractsDir, 'src', 'browser.ts'),
    'react-router$': reactRouterBrowserEntry,
    'react-router-production-build$': path.join(reactRouterDir, 'dist', 'production', 'index.mjs'),
    '@sinclair/typebox$': path.join(__dirname, 'typebox-browser.mjs'),
    '@sinclair/typebox/value$': path.join(__dirname, 'typebox-value-browser.mjs'),
    'typebox-esm-build$': path.join(typeboxDir, 'build', 'esm', 'index.mjs'),
    ...federationRuntimeAliases(),
  };
}

/**
 * Module Federation's runtime packages publish an ES module and a CommonJS build of each file.
 * The bundler runtime imports the ES modules and the plugin that hands the runtime to remotes
 * (`provideExternalRuntime`) requires the CommonJS ones, so a browser build held the whole
 * runtime twice. Every request of these packages resolves to the ES module build instead.
 */
function federationRuntimeAliases() {
  const aliases = {};
  const enhancedDir = packageDirOf('@module-federation/enhanced', __dirname);
  for (const name of ['runtime', 'runtime-core', 'runtime-tools', 'sdk', 'webpack-bundler-runtime', 'error-codes']) {
    const dir = packageDirOf(`@module-federation/${name}`, enhancedDir);
    for (const [subpath, conditions] of Object.entries(packageJsonIn(dir).exports)) {
      const module = conditions?.import?.default ?? (typeof conditions === 'string' ? conditions : undefined);
      if (subpath.includes('*') || !module || module.endsWith('.json')) continue;
      aliases[`@module-federation/${name}${subpath.slice(1)}$`] = path.join(dir, module);
    }
  }
  // That plugin itself is imported by the path of its CommonJS file, with a CommonJS interop
  // helper: its ES module build is the same code without one (decision 054).
  const pluginDir = packageDirOf('@module-federation/inject-external-runtime-core-plugin', enhancedDir);
  const { import: esm, require: commonjs } = packageJsonIn(pluginDir).exports['.'];
  aliases[`${path.join(pluginDir, commonjs.default)}$`] = path.join(pluginDir, esm.default);
  return aliases;
}

/**
 * How every build resolves modules: the contracts and the section kit from the sources their
 * package.json#exports names (@site/build/packages).
 */
function resolveOptions(dir) {
  const alias = {};
  for (const [entry, source] of Object.entries(sourceEntriesOf(packageDirOf(CONTRACTS, dir)))) {
    alias[`${entry}$`] = source;
  }
  return {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    // TypeScript's ESM resolution wants ".js" in dynamic imports of .ts/.tsx files.
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias,
  };
}

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

function browserResolveOptions(dir) {
  const options = resolveOptions(dir);
  return { ...options, alias: { ...options.alias, ...browserAliases(dir) } };
}

function createCommonConfig({ dir, mode = 'production', name }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    // No eval: the site's Content-Security-Policy forbids it, and `npm run dev` serves these builds under it.
    // Production maps are written (the release gate reads them) but not named in the scripts: the
    // server keeps them private unless SOURCE_MAPS=public, and then names them in a SourceMap
    // header (decision 050).
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
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
    resolve: production ? browserResolveOptions(dir) : resolveOptions(dir),
    module: {
      rules: [
        scriptRule(),
        traditionalCopyRule(),
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

module.exports = {
  createCommonConfig,
  installedVersions,
  reactRouterBrowserEntry,
  sharedConfig,
  singleSpaReactEntry,
  scriptRule,
  resolveOptions,
  traditionalCopyRule,
};
