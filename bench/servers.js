/** The servers a part starts: a Node script as a child process on a free port of 127.0.0.1. */
const { spawn } = require('node:child_process');
const net = require('node:net');
const { root } = require('./repository');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `script` with `env`; resolves with its child and URL once it prints that it is ready. */
async function startServer(name, script, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => /\bready\b/i.test(String(chunk)) && resolve());
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
  // The machine is shared: a server ended mid-run would otherwise show only as a refused connection later.
  child.once('exit', (code, signal) => {
    if (!child.killed) console.error(`${name} stopped during the bench (exit code ${code}, signal ${signal})`);
  });
  return { name, child, url: `http://127.0.0.1:${port}` };
}

module.exports = { startServer };
