/**
 * Building one package with its own webpack.config.js (a section, or the browser shell), and
 * knowing afterwards whether a build can be reused: a build writes a stamp, `dist/build.json`
 * (its mode and when it started), once it succeeded; a build that starts, watched or not, removes
 * it first. `npm start` reuses a build whose stamp is newer than its sources, and a release holds
 * the stamp of the build it was copied from.
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { packageDirOf } = require('./packages');

const CONTRACTS = '@site/shared-contracts';

/** The stamp of the build in `buildDir` (a package's dist/, or a release folder copied from one). */
function stampFileOf(buildDir) {
  return path.join(buildDir, 'build.json');
}

function readStamp(buildDir) {
  const file = stampFileOf(buildDir);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/** The webpack configs of the package in `dir`, as an array. */
function configsOf(dir, mode) {
  const created = require(path.join(dir, 'webpack.config.js'))({}, { mode });
  return Array.isArray(created) ? created : [created];
}

/** The newest modification time of the files under `dir`, build output and installs aside. */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * What a build of the package in `dir` is made from: its own folder, the contracts' sources (the
 * builds bundle them) and these build configs.
 */
function newestSourceOf(dir) {
  return Math.max(
    newestMtime(dir),
    newestMtime(path.join(packageDirOf(CONTRACTS, dir), 'src')),
    newestMtime(path.join(__dirname, 'webpack')),
  );
}

/** Whether the package in `dir` has a `mode` build that started after its last source change. */
function isBuildCurrent(dir, mode = 'production') {
  const text = readStamp(path.join(dir, 'dist'));
  if (text === null) return false;
  const stamp = JSON.parse(text);
  return stamp.mode === mode && stamp.startedAt > newestSourceOf(dir);
}

/** Whether a release folder holds the build in `buildDir` (the same stamp). */
function isSameBuild(buildDir, releaseDir) {
  const stamp = readStamp(buildDir);
  return stamp !== null && readStamp(releaseDir) === stamp;
}

/**
 * Compiles the TypeScript of package `name` (found from `from`) and the projects it references,
 * when it is a workspace of this checkout (tsc -b, incremental): the build configs run the
 * contracts' compiled code (sharedModules, route manifests), the release commands the shell
 * server's (its configuration, registry store and renderer).
 */
function compileTypeScriptOf(name, from = __dirname) {
  const project = path.join(packageDirOf(name, from), 'tsconfig.build.json');
  if (!fs.existsSync(project)) return;
  const tsc = require.resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-b', project], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${project}: TypeScript build failed`);
}

/**
 * Runs the webpack configs of the package in `dir`; resolves when they built without errors,
 * saying how long it took.
 */
function runWebpack(dir, mode = 'production') {
  const webpack = require('webpack');
  const name = path.basename(dir);
  const startedAt = Date.now();
  const stampFile = stampFileOf(path.join(dir, 'dist'));
  fs.rmSync(stampFile, { force: true });
  return new Promise((resolve, reject) => {
    webpack(configsOf(dir, mode), (error, stats) => {
      if (error) return reject(error);
      const info = stats.toString({ preset: 'errors-warnings', colors: false });
      if (stats.hasErrors()) return reject(new Error(`${name}: webpack failed\n${info}`));
      if (stats.hasWarnings()) console.warn(info);
      fs.writeFileSync(stampFile, `${JSON.stringify({ mode, startedAt })}\n`);
      console.log(`built ${name} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      resolve(stats);
    });
  });
}

/**
 * Runs the webpack configs of the package in `dir` in watch mode, each adjusted by `adjust`;
 * `onBuilt(seconds)` after each build without errors. Returns close().
 */
function watchWebpack(dir, adjust, onBuilt) {
  const webpack = require('webpack');
  // What it writes is no production build to reuse.
  fs.rmSync(stampFileOf(path.join(dir, 'dist')), { force: true });
  const configs = configsOf(dir, 'development');
  configs.forEach(adjust);
  const compiler = webpack(configs);
  const name = path.basename(dir);
  let started = Date.now();
  compiler.hooks.invalid.tap('watchWebpack', () => {
    started = Date.now();
  });
  const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
    if (error) return console.error(error.message);
    const info = stats.toString({ preset: 'errors-warnings', colors: false });
    if (stats.hasErrors()) return console.error(`${name}: build failed; the site keeps the last good build\n${info}`);
    Promise.resolve(onBuilt((Date.now() - started) / 1000)).catch((problem) => console.error(problem.message));
  });
  return () => new Promise((resolve) => watching.close(resolve));
}

/** Builds the package in `dir`, the contracts first. */
async function buildPackage(dir, { mode = 'production' } = {}) {
  compileTypeScriptOf(CONTRACTS, dir);
  await runWebpack(dir, mode);
}

module.exports = {
  buildPackage,
  compileTypeScriptOf,
  isBuildCurrent,
  isSameBuild,
  runWebpack,
  stampFileOf,
  watchWebpack,
};
