#!/usr/bin/env node
/**
 * `npm run bench`: the content API's cached news list against a bare Fastify hello-world, both
 * loaded with autocannon (-c 50, 10 s, after a warm-up) in the same run, back to back over several
 * rounds because this machine is shared and noisy. Prints each round, the medians and the ratio
 * against the budget of DESIGN.md §7 (≥ 0.7 × hello-world, p99 ≤ 10 ms).
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');

const root = path.resolve(__dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
const NEWS_LIST = '/api/web/news/list?type=dynamic&languageType=1';
/** Both servers are asked as a browser asks: compressed answers welcome. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

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

async function startServer(name, script, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => /ready/i.test(String(chunk)) && resolve());
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
  return { name, child, url: `http://127.0.0.1:${port}` };
}

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: BROWSER_HEADERS }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({ requests: result.requests.average, p99: result.latency.p99 });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const tsc = require.resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-b', 'content-api/tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const servers = [];
  try {
    const hello = await startServer('hello-world', path.join(__dirname, 'bench', 'hello-server.js'), {});
    servers.push(hello);
    const api = await startServer('content API', path.join(root, 'content-api', 'dist', 'server.js'), {
      DATABASE_FILE: path.join(dataDir, 'content.db'),
      // The limiter stays on, set above what one load generator on loopback sends.
      RATE_LIMIT_MAX: '10000000',
    });
    servers.push(api);
    const targets = { hello: `${hello.url}/`, api: `${api.url}${NEWS_LIST}` };

    console.log(`Warming up (${CONNECTIONS} connections, 3 s each)…`);
    await load(targets.hello, 3);
    await load(targets.api, 3);

    // Each round loads both servers back to back and yields one ratio; the median of the
    // ratios is robust to the other tenants of this machine, which come and go.
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const result = {};
      for (const key of round % 2 ? ['hello', 'api'] : ['api', 'hello'])
        result[key] = await load(targets[key], DURATION);
      result.ratio = result.api.requests / result.hello.requests;
      rounds.push(result);
      console.log(
        `round ${round}: hello-world ${result.hello.requests.toFixed(0)} req/s (p99 ${result.hello.p99} ms), ` +
          `news list ${result.api.requests.toFixed(0)} req/s (p99 ${result.api.p99} ms), ratio ${result.ratio.toFixed(2)}`,
      );
    }

    const ratio = median(rounds.map((r) => r.ratio));
    const apiRequests = median(rounds.map((r) => r.api.requests));
    const helloRequests = median(rounds.map((r) => r.hello.requests));
    const apiP99 = median(rounds.map((r) => r.api.p99));
    console.log('');
    console.log(
      `Median of ${ROUNDS} rounds, autocannon -c ${CONNECTIONS} -d ${DURATION}, Accept-Encoding as a browser:`,
    );
    console.log(
      `  hello-world            ${helloRequests.toFixed(0)} req/s, p99 ${median(rounds.map((r) => r.hello.p99))} ms`,
    );
    console.log(`  content API news list  ${apiRequests.toFixed(0)} req/s, p99 ${apiP99} ms`);
    console.log(`  ratio ${ratio.toFixed(2)} (budget ≥ 0.70): ${ratio >= 0.7 ? 'within' : 'OVER'} budget`);
    console.log(`  p99 ${apiP99} ms (budget ≤ 10 ms): ${apiP99 <= 10 ? 'within' : 'OVER'} budget`);
  } finally {
    for (const server of servers) server.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
