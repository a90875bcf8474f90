/**
 * Preloaded by the soak into every process `npm start` runs, acting in the shell server only: its pid
 * to SOAK_PROBE_DIR, and on SIGUSR2 its memory after a full collection (live memory, not garbage).
 */
const fs = require('node:fs');
const path = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');

const directory = process.env.SOAK_PROBE_DIR;
const isShellServer = /[\\/]shell[\\/]dist[\\/]node[\\/]server[\\/]main\.js$/.test(process.argv[1] ?? '');

if (directory && isShellServer) {
  v8.setFlagsFromString('--expose-gc');
  const collectGarbage = vm.runInNewContext('gc');
  fs.writeFileSync(path.join(directory, 'server.pid'), String(process.pid));
  process.on('SIGUSR2', () => {
    collectGarbage();
    const file = path.join(directory, 'memory.json');
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
    fs.renameSync(`${file}.tmp`, file);
  });
}
