#!/usr/bin/env node
/**
 * `npm start`: prepares the site in a child process (@site/release/prepare: builds what is older than
 * its sources, releases each section whose release is not its build), then serves the whole site
 * from one process on PORT (default 8080), with the shell server's Node options. The builders'
 * memory goes with the child; this process only waits for its children and passes signals on, so
 * it loads nothing else.
 */
const path = require('node:path');
const { spawn } = require('node:child_process');
const serverNodeOptions = require('@site/shell/server-node-options');

const root = path.resolve(__dirname, '..');
let current = null;

/** Runs a Node script as a child sharing this terminal; resolves with its exit code. */
function run(script, nodeOptions = []) {
  current = spawn(process.execPath, [...nodeOptions, script], { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => (current ? current.kill(signal) : process.exit(1)));

run(path.join(__dirname, 'prepare.js'))
  .then((code) => (code === 0 ? run(require.resolve('@site/shell/server/main'), serverNodeOptions) : code))
  .then((code) => process.exit(code));
