/**
 * `npm run bench -- soak`: the started site under a mix of documents and API requests; its errors
 * and the shell server's memory (read by memory-probe.js inside it) before and after (bench/README.md).
 */
const { spawn } = require('node:child_process');
const { once } = require('node:events');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { commandScript, root } = require('./repository');

const CONNECTIONS = 50;
const SECONDS = Number(process.env.SOAK_SECONDS || 60);
const WARM_UP_SECONDS = 10;
const MAX_GROWTH = 0.1;
const PROBE = path.join(__dirname, 'memory-probe.js');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const COMPRESSED = { 'accept-encoding': 'gzip, deflate, br' };

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm start` on its own data folder; resolves once it says it is ready. */
async function startSite(dataDir, probeDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [commandScript('start.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_FILE: path.join(dataDir, 'content.db'),
      RELEASES_DIR: path.join(dataDir, 'releases'),
      // Every request comes from 127.0.0.1: the per-address limit would answer 429 to the soak itself.
      RATE_LIMIT_MAX: '10000000',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${PROBE}`.trim(),
      SOAK_PROBE_DIR: probeDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => /\bready\b/i.test(String(chunk)) && resolve());
    child.on('exit', (code) => reject(new Error(`the site exited with ${code} before it was ready`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** The shell server's memory after a full collection, in bytes, through its probe. */
async function serverMemory(probeDir) {
  const pid = Number(fs.readFileSync(path.join(probeDir, 'server.pid'), 'utf8'));
  const file = path.join(probeDir, 'memory.json');
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error('the shell server did not report its memory');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The mix: documents of every section in three languages and on mobile, API reads, the registry. */
async function requestMix(url) {
  const news = await (await fetch(`${url}/api/web/news/list?type=dynamic&languageType=1`)).json();
  const newsId = news.data.list[0].id;
  const documents = [
    '/',
    '/about/introduce',
    '/about/team',
    '/news/dynamic',
    `/news/dynamic/${newsId}`,
    '/product/DataAnalysis',
    '/solution/bank',
    '/contact/contactus',
    '/contact/join/socialRecruit',
    '/honour/brand',
    '/en/about/introduce',
    '/en/news/dynamic',
  ];
  const api = [
    '/api/web/navigation?languageType=1',
    '/api/web/navigation?languageType=2',
    '/api/web/news/list?type=dynamic&languageType=1',
    '/api/web/news/list?type=dynamic&languageType=2&page=2',
    '/api/web/category/list?id=2&languageType=1&script=hant',
    '/api/web/partner/list?languageType=1',
    '/registry.json',
  ];
  return [
    ...documents.map((target) => ({ method: 'GET', path: target, headers: COMPRESSED })),
    { method: 'GET', path: '/m/about/introduce', headers: { ...COMPRESSED, 'user-agent': IPHONE } },
    { method: 'GET', path: '/news/dynamic', headers: { ...COMPRESSED, cookie: 'zh_choose=t' } },
    ...api.map((target) => ({ method: 'GET', path: target, headers: COMPRESSED })),
  ];
}

function load(url, requests, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const growthOf = (before, after) => (after - before) / before;

/** Each request of the mix answers 200 before the soak starts, so a wrong URL is not counted as the server's error. */
async function checkMix(url, requests) {
  for (const request of requests) {
    const response = await fetch(`${url}${request.path}`, { headers: request.headers, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${request.path} answers ${response.status}, not 200`);
  }
}

async function soak() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-soak-'));
  const probeDir = path.join(dataDir, 'probe');
  fs.mkdirSync(probeDir);
  let site;
  try {
    site = await startSite(dataDir, probeDir);
    const requests = await requestMix(site.url);
    await checkMix(site.url, requests);
    await load(site.url, requests, WARM_UP_SECONDS);
    const before = await serverMemory(probeDir);
    const result = await load(site.url, requests, SECONDS);
    const after = await serverMemory(probeDir);

    const errors = result.non2xx + result.errors + result.timeouts;
    const rss = growthOf(before.rss, after.rss);
    const heap = growthOf(before.heapUsed, after.heapUsed);
    const percent = (value) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
    console.log(
      `Soak: ${requests.length} documents and API requests in turn, autocannon -c ${CONNECTIONS} -d ${SECONDS} ` +
        `(after a ${WARM_UP_SECONDS} s warm-up)`,
    );
    console.log(
      `  requests   ${result.requests.total} (${result.requests.average.toFixed(0)} req/s), ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
    console.log(
      `  errors     ${errors} (non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts}); must be 0`,
    );
    console.log(`  RSS        ${mb(before.rss)} before, ${mb(after.rss)} after: ${percent(rss)}`);
    console.log(
      `  heap used  ${mb(before.heapUsed)} before, ${mb(after.heapUsed)} after: ${percent(heap)} ` +
        `(heap reserved ${mb(before.heapTotal)} and ${mb(after.heapTotal)})`,
    );
    const failures = [
      ...(errors > 0 ? [`${errors} errors`] : []),
      ...(rss >= MAX_GROWTH ? [`RSS grew ${percent(rss)}`] : []),
      ...(heap >= MAX_GROWTH ? [`heap grew ${percent(heap)}`] : []),
    ];
    console.log(
      failures.length === 0 ? '  within budget (0 errors, growth under 10 %)' : `  OVER budget: ${failures.join(', ')}`,
    );
    return failures.length === 0;
  } finally {
    site?.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { soak };
