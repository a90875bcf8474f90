/**
 * Building one package with its own webpack.config.js (a section, or the browser shell), and
 * knowing afterwards whether a build can be reused: every output folder a build writes gets a
 * stamp beside it, `<output>.build.json` (its mode and when the build started), written once the
 * build succeeded and removed when another build of it starts. `npm start` reuses a build whose
 * stamps are newer than its sources.
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { packageDirOf } = require('./packages');

const CONTRACTS = '@site/shared-contracts';

/** The stamp beside an output folder. */
function stampFileOf(outputPath) {
  return `${outputPath}.build.json`;
}

/** Stamps each successful build of the compiler it is applied to; see above. */
class BuildStampPlugin {
  apply(compiler) {
    let startedAt = 0;
    const start = () => {
      startedAt = Date.now();
      fs.rmSync(stampFileOf(compiler.options.output.path), { force: true });
    };
    compiler.hooks.beforeRun.tap('BuildStampPlugin', start);
    compiler.hooks.watchRun.tap('BuildStampPlugin', start);
    compiler.hooks.done.tap('BuildStampPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const stamp = { mode: compiler.options.mode, startedAt };
      fs.writeFileSync(stampFileOf(compiler.options.output.path), `${JSON.stringify(stamp)}\n`);
    });
  }
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

/** The stamps of the package's last build, one per output folder (null where there is none). */
function stampsOf(dir, mode = 'production') {
  return configsOf(dir, mode).map((config) => {
    const file = stampFileOf(config.output.path);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  });
}

/** Whether the package in `dir` has a complete `mode` build that started after its last source change. */
function isBuildCurrent(dir, mode = 'production') {
  const sources = newestSourceOf(dir);
  return stampsOf(dir, mode).every((stamp) => stamp !== null && stamp.mode === mode && stamp.startedAt > sources);
}

/**
 * Whether two folders hold the same build (a build folder and a release copied from it): the
 * stamps the first holds are in the second, the same.
 */
function isSameBuild(buildDir, otherDir) {
  const stamps = fs.existsSync(buildDir) ? fs.readdirSync(buildDir).filter((file) => file.endsWith('.build.json')) : [];
  const read = (dir, file) =>
    fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8') : null;
  return stamps.length > 0 && stamps.every((file) => read(otherDir, file) === read(buildDir, file));
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
  const started = Date.now();
  return new Promise((resolve, reject) => {
    webpack(configsOf(dir, mode), (error, stats) => {
      if (error) return reject(error);
      const info = stats.toString({ preset: 'errors-warnings', colors: false });
      if (stats.hasErrors()) return reject(new Error(`${name}: webpack failed\n${info}`));
      if (stats.hasWarnings()) console.warn(info);
      console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
  BuildStampPlugin,
  buildPackage,
  compileTypeScriptOf,
  isBuildCurrent,
  isSameBuild,
  runWebpack,
  stampFileOf,
  watchWebpack,
};
