#!/usr/bin/env node
/**
 * Production build. `node scripts/build.js` builds everything; `node scripts/build.js mfe-about`
 * builds one section (its client into mfe-about/dist/client). TypeScript packages that the
 * builds import (contracts, content API, shell server) are compiled first with tsc -b, which is
 * incremental.
 */
const path = require('node:path');
const { sectionNames } = require('./sections');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const SECTIONS = sectionNames();
const WEB_BUILDS = ['shell', ...SECTIONS];

function compileTypeScript() {
  const tsc = require.resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-b', 'shell/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('TypeScript build failed');
}

function runWebpack(target, mode) {
  const webpack = require('webpack');
  const createConfig = require(path.join(root, target, 'webpack.config.js'));
  const config = createConfig({}, { mode });
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      const info = stats.toString({ preset: 'errors-warnings', colors: false });
      if (stats.hasErrors()) return reject(new Error(`${target}: webpack failed\n${info}`));
      if (stats.hasWarnings()) console.warn(info);
      resolve(stats);
    });
  });
}

async function build(targets = WEB_BUILDS, { mode = 'production' } = {}) {
  compileTypeScript();
  for (const target of targets) {
    const started = Date.now();
    await runWebpack(target, mode);
    console.log(`built ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (require.main === module) {
  const targets = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const mode = process.argv.includes('--dev') ? 'development' : 'production';
  build(targets.length > 0 ? targets : WEB_BUILDS, { mode }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { build, compileTypeScript, WEB_BUILDS };
