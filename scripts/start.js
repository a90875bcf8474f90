#!/usr/bin/env node
/**
 * `npm start`: builds what is missing or older than its sources — the TypeScript packages, the
 * browser shell, a release of each section — then serves the whole site from one process on
 * PORT (default 8080).
 */
const fs = require('node:fs');
const path = require('node:path');
const { sectionNames } = require('./sections');
const { spawn } = require('node:child_process');
const { build, compileTypeScript } = require('./build');
const { currentRegistry, release, releasesDir } = require('./release');

const root = path.resolve(__dirname, '..');
const SECTIONS = sectionNames();

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function mtimeOf(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

/** `except`: sections not to release (`npm run dev` serves its section from the watched build). */
async function prepare({ except = [] } = {}) {
  compileTypeScript();
  const sharedSources = Math.max(
    newestMtime(path.join(root, 'shared-contracts', 'src')),
    newestMtime(path.join(root, 'scripts', 'webpack')),
  );
  const shellAssets = path.join(root, 'shell', 'dist', 'client', 'assets.json');
  if (mtimeOf(shellAssets) < Math.max(sharedSources, newestMtime(path.join(root, 'shell', 'src'))))
    await build(['shell']);

  const { releaseFileOf } = require(path.join(root, 'shell', 'dist', 'node', 'server', 'releases.js'));
  const registry = await currentRegistry();
  for (const section of SECTIONS.filter((name) => !except.includes(name))) {
    const entry = registry.sections[section];
    const released = entry ? mtimeOf(releaseFileOf(releasesDir(), entry.manifest)) : 0;
    const sources = Math.max(sharedSources, newestMtime(path.join(root, section)));
    if (released < sources) await release(section);
  }
}

if (require.main === module) {
  prepare()
    .then(() => {
      const server = spawn(process.execPath, [path.join(root, 'shell', 'dist', 'node', 'server', 'main.js')], {
        cwd: root,
        stdio: 'inherit',
      });
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
      server.on('exit', (code) => process.exit(code ?? 0));
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}

module.exports = { prepare };
