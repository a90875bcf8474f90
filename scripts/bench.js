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
    child.stdout.on('data', (chunk) => /\bready\b/i.test(String(chunk)) && resolve());
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

async function benchContentApi() {
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

/** Compressed bytes of every script a page loads before it is idle, as Chromium received them. */
async function firstLoadScriptBytes(url) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    let total = 0;
    for (const request of scripts) total += (await request.sizes()).responseBodySize;
    return { total, count: scripts.length };
  } finally {
    await browser.close();
  }
}

/** The composed site: document throughput and the first-load JS of a page. */
async function benchSite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const env = {
    DATABASE_FILE: path.join(dataDir, 'content.db'),
    RELEASES_DIR: path.join(dataDir, 'releases'),
    RATE_LIMIT_MAX: '10000000',
  };
  let site;
  try {
    site = await startServer('site', path.join(root, 'scripts', 'start.js'), env);
    const document = `${site.url}/about/introduce`;
    await load(document, 3);
    const rounds = [];
    for (let round = 1; round <= Math.min(ROUNDS, 3); round += 1) {
      const result = await load(document, DURATION);
      rounds.push(result);
      console.log(
        `round ${round}: /about/introduce document ${result.requests.toFixed(0)} req/s, p99 ${result.p99} ms`,
      );
    }
    const p99 = median(rounds.map((r) => r.p99));
    console.log(`  shell document p99 ${p99} ms (budget ≤ 30 ms): ${p99 <= 30 ? 'within' : 'OVER'} budget`);
    const js = await firstLoadScriptBytes(document);
    const kb = js.total / 1024;
    console.log(
      `  first-load JS of /about/introduce: ${kb.toFixed(1)} KB compressed in ${js.count} scripts ` +
        `(budget ≤ 200 KB): ${kb <= 200 ? 'within' : 'OVER'} budget`,
    );
  } finally {
    site?.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench` runs both parts; `npm run bench -- api` or `-- site` one of them. */
async function main() {
  const only = process.argv[2];
  if (only !== 'site') {
    console.log('# Content API');
    await benchContentApi();
    console.log('');
  }
  if (only !== 'api') {
    console.log('# Composed site');
    await benchSite();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
