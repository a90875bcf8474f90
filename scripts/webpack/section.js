/**
 * A section build: a Module Federation remote that exposes exactly `./app` (its single-spa
 * lifecycles), emits mf-manifest.json, and copies its validated route manifest as routes.json.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createCommonConfig, sharedConfig } = require('./common');

class RouteManifestPlugin {
  constructor(file, section) {
    this.file = file;
    this.section = section;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          const problems = routeManifestProblems(this.file, this.section);
          if (problems.length > 0) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${this.file}: ${problems.join('; ')}`));
            return;
          }
          compilation.emitAsset('routes.json', new RawSource(fs.readFileSync(this.file, 'utf8')));
        },
      );
    });
  }
}

/** Schema errors of a section's routes.json, and names that are not the route names of their paths. */
function routeManifestProblems(file, section) {
  const { RouteManifest, routeNameOf } = require('@site/shared-contracts');
  const { Value } = require('@sinclair/typebox/value');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = [...Value.Errors(RouteManifest, manifest)].map((error) => `${error.path} ${error.message}`);
  if (problems.length > 0) return problems;
  if (manifest.section !== section) problems.push(`section is "${manifest.section}", expected "${section}"`);
  for (const route of manifest.routes) {
    if (route.name !== routeNameOf(route.path)) problems.push(`${route.path} must be named ${routeNameOf(route.path)}`);
  }
  return problems;
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
      shared: sharedConfig(),
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // The shell provides the federation runtime; each remote entry would otherwise repeat it.
      experiments: { externalRuntime: true },
    }),
    new RouteManifestPlugin(path.join(dir, 'routes.json'), section),
  );
  return config;
}

module.exports = { createSectionConfig, routeManifestProblems };
