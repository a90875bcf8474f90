#!/usr/bin/env node
/**
 * `npm start`: brings the build up to date (tsc -b is incremental: a no-op when nothing changed),
 * then serves the site on PORT (default 8080). `npm run dev` also rebuilds and restarts on change.
 */
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const tsc = require.resolve('typescript/bin/tsc');
const project = path.join(root, 'content-api', 'tsconfig.build.json');
const server = path.join(root, 'content-api', 'dist', 'server.js');
const dev = process.argv.includes('--dev');

const build = spawnSync(process.execPath, [tsc, '-b', project], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
if (dev)
  children.push(
    spawn(process.execPath, [tsc, '-b', project, '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  );
const app = spawn(process.execPath, [...(dev ? ['--watch'] : []), server], { cwd: root, stdio: 'inherit' });
children.push(app);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
app.on('exit', (code) => {
  children.forEach((child) => child.kill());
  process.exit(code ?? 0);
});
