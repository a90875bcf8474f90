/**
 * The browser shell build: the Module Federation host (no remotes at build time; they are
 * registered at runtime from the registry) and assets.json, which tells the shell server which
 * files the document loads.
 */
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const { SharingRuntimeOncePlugin } = require('./sharing-runtime-once-plugin');
const { createCommonConfig, reactRouterBrowserEntry, sharedConfig, singleSpaReactEntry } = require('./common');

class EntryAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get('main');
          const usable = (file) => !file.endsWith('.map') && !file.endsWith('.hot-update.js');
          const files = entry.getFiles().filter(usable);
          // The entry only opens the async boundary (src/index.ts); the shell itself and its CSS
          // are in the chunks it imports at once. The document links that CSS in <head>, or
          // nothing would style the server-rendered page until the scripts ran. Their scripts are
          // not preloaded: the page paints without them, and they would compete with its images.
          const boot = entry.getChildren().flatMap((group) => group.getFiles().filter(usable));
          const assets = {
            js: files.filter((file) => file.endsWith('.js')),
            css: [...files, ...boot].filter((file) => file.endsWith('.css')),
          };
          compilation.emitAsset('assets.json', new RawSource(JSON.stringify(assets, null, 2)));
        },
      );
    });
  }
}

/**
 * The shell's shared modules, in its entry (eager): every page loads them, and one response
 * compresses better than a chunk each. React Router and single-spa-react are provided too, though
 * the shell does not use them: every section routes with the one and mounts with the other (the
 * section kit), and the shell's copies in its entry spare each section's first load its own
 * (decision 054). In development builds the sections keep providing React Router, as the browser
 * alias it is taken through exists in production builds only.
 */
function shellSharedConfig(dir, mode) {
  const shared = sharedConfig(dir, { eager: true });
  shared['single-spa-react'] = { ...shared['single-spa-react'], import: singleSpaReactEntry(dir) };
  if (mode !== 'production') return shared;
  return { ...shared, 'react-router': { ...shared['react-router'], import: reactRouterBrowserEntry } };
}

function createShellConfig({ dir, mode }) {
  const config = createCommonConfig({ dir, mode, name: 'shell' });
  config.entry = { main: './src/index.ts' };
  config.output.publicPath = '/static/';
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      shared: shellSharedConfig(dir, mode),
      // The shell provides every shared module from its entry, so a remote's copies are never
      // needed: "version-first" would fetch every registered section's manifest and remote entry
      // when the share scope is first used, to compare versions (decision 054).
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      // The runtime's Node.js loading paths are left out of this browser-only build (decision 015).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new EntryAssetsPlugin(),
    new SharingRuntimeOncePlugin(),
  );
  if (mode === 'production') {
    // V8's compile hint: the entry's functions (React DOM's among them) are compiled while the
    // script streams, off the main thread, not in the first load's longest task (decision 080).
    // After minification, which drops comments, and before the precompressed copies are made.
    config.plugins.push(
      new webpack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        entryOnly: true,
        test: /^main\.[0-9a-f]+\.js$/,
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    );
  }
  return config;
}

module.exports = { createShellConfig };
