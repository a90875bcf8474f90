/**
 * The shell server of `npm run dev` as a child process that can be started and restarted, with
 * the environment of `npm start` plus `env`. It stops when this process ends.
 */
const path = require('node:path');
const { spawn } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');

function createServerProcess(env) {
  let child = null;
  const environment = {
    ...process.env,
    // Overrides from this machine are what a developer points a browser at (decision 013).
    SECTION_OVERRIDE_ORIGINS: process.env.SECTION_OVERRIDE_ORIGINS || 'loopback',
    SOURCE_MAPS: process.env.SOURCE_MAPS || 'public',
    ...env,
  };
  process.on('exit', () => child?.kill());

  function start() {
    child = spawn(process.execPath, [require.resolve('@site/shell/server/main')], {
      cwd: root,
      env: environment,
      stdio: 'inherit',
    });
    const started = child;
    started.on('exit', (code, signal) => {
      if (child !== started) return;
      child = null;
      if (!signal) console.error(`The server stopped (exit ${code}); it starts again after the next good build.`);
    });
  }

  return {
    start,
    running: () => child !== null,
    async restart() {
      const previous = child;
      if (previous) {
        child = null;
        await new Promise((resolve) => {
          previous.once('exit', resolve);
          previous.kill('SIGTERM');
        });
      }
      start();
    },
  };
}

module.exports = { createServerProcess };
