/**
 * The browser shell build: the Module Federation host (no remotes at build time; they are
 * registered at runtime from the registry) and assets.json, which tells the shell server which
 * files the document loads.
 */
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createCommonConfig, sharedConfig } = require('./common');

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

function createShellConfig({ dir, mode }) {
  const config = createCommonConfig({ dir, mode, name: 'shell' });
  config.entry = { main: './src/index.ts' };
  config.output.publicPath = '/static/';
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      // Every page loads the shell's copies of the shared modules: in the entry they make one
      // response compressed as one, not a chunk each (decision 054).
      shared: sharedConfig(dir, { eager: true }),
      dts: false,
      manifest: false,
      // The runtime's Node.js loading paths are left out of this browser-only build (decision 015).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new EntryAssetsPlugin(),
  );
  return config;
}

module.exports = { createShellConfig };
