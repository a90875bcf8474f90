#!/usr/bin/env node
/**
 * The shell server of `-- isolation` and `-- scale`, forked with an IPC channel: it sends its address
 * once it listens and answers `memory`; BENCH_RENDERER=inline renders with the renderer before the pool.
 */
const v8 = require('node:v8');
const vm = require('node:vm');
const { buildShellServer } = require('@site/shell/server/app');
const { loadShellConfig } = require('@site/shell/server/config');
const { SectionRenderer } = require('@site/shell/server/section-renderer');
const { installedVersionOf, packageDirOf } = require('@site/build/packages');
const { createInlineRenderer } = require('./inline-renderer');

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

async function main() {
  const config = loadShellConfig();
  const pool =
    process.env.BENCH_RENDERER === 'inline'
      ? null
      : new SectionRenderer({
          releasesDir: config.releasesDir,
          reactVersion: installedVersionOf('react', packageDirOf('@site/shell', __dirname)),
          workers: config.renderWorkers,
        });
  const app = await buildShellServer(config, {
    sectionRenderer: pool ?? createInlineRenderer({ releasesDir: config.releasesDir }),
  });
  if (pool) app.addHook('onClose', () => pool.close());
  const address = await app.listen({ port: config.port, host: config.host });
  process.send({ type: 'ready', url: address });
  process.on('message', async (message) => {
    // The monotonic clock the CPU profiles' timestamps are on (microseconds): the bench keeps the samples of its load.
    if (message === 'clock') return process.send({ type: 'clock', micros: Number(process.hrtime.bigint() / 1000n) });
    // CPU time of the whole process (main thread and render workers), for the CPU a document costs.
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      return process.send({ type: 'cpu', micros: user + system });
    }
    if (message !== 'memory') return;
    collectGarbage();
    process.send({
      type: 'memory',
      rssBytes: process.memoryUsage().rss,
      workers: pool ? await pool.workerStats() : [],
    });
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
