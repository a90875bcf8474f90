/**
 * Webpack's RuntimePlugin gives every runtime that needs a share scope its own sharing runtime
 * (`__webpack_require__.S` and `.I` with a registration per shared module), and Module
 * Federation's SharePlugin adds its own to the same runtime, which runs after it and assigns both
 * again. Webpack's copy is then dead code in the shell's entry and in every remote entry (about
 * 0.2 KB of brotli each, decision 054): this plugin has it generate nothing where the federation
 * one is in the same chunk.
 */
const PLUGIN = 'SharingRuntimeOncePlugin';

class SharingRuntimeOncePlugin {
  apply(compiler) {
    const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.runtimeModule.tap(PLUGIN, (module, chunk) => {
        if (!(module instanceof WebpackShareRuntimeModule)) return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const replacedLater = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].some(
            (other) => other !== module && other.name === module.name && !(other instanceof WebpackShareRuntimeModule),
          );
          return replacedLater ? null : generate();
        };
      });
    });
  }
}

module.exports = { SharingRuntimeOncePlugin };
