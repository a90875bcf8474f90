/**
 * `npm run bench -- isolation` (decision 036): a section that misbehaves on the server costs only
 * its own pages; and the render pool against the renderer before it (bench/README.md).
 */
const { fork, spawnSync } = require('node:child_process');
const { once } = require('node:events');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const serverNodeOptions = require('@site/shell/server-node-options');
const { budgetCheck } = require('../budgets');
const { commandScript, root } = require('../repository');
const { BASELINE_COMMIT, prepareBaseline } = require('./baseline');
const { formatProfile, readProfiles } = require('./profile');

// Short rounds in pairs run back to back: throughput drifts from one round to the next (decision 060).
const DURATION = Number(process.env.BENCH_SECONDS || 6);
const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS || 5), 5);
const CONNECTIONS = 50;
/**
 * News's documents per second beside the others, the same on both servers (about -c 2 on a healthy
 * one): a closed loop would ask a faulty News, whose documents come back at once, far more often.
 */
const FAULTY_RATE = 5;
/** Enough connections to keep that rate while News's documents wait out their first-render budget (1 s). */
const FAULTY_CONNECTIONS = 10;
const FAULTY_SECTION = 'mfe-news';
const FAULTY_PAGE = '/news/dynamic';
/** One page of each other section. */
const PAGES = ['/', '/about/introduce', '/product/DataAnalysis', '/solution/bank', '/contact/join', '/honour/brand'];
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** What each fault appends to News's server bundle (webpack's exports are getters: spread, then replace). */
const FAULTS = {
  'render loops for ever': 'module.exports = { ...module.exports, render: () => { for (;;) {} } };',
  'bundle throws': 'throw new Error("a release that throws as it loads");',
  'render schedules 3 s of timer work':
    'const news = module.exports; module.exports = { ...news, render: (url, state) => { setTimeout(() => { const end = Date.now() + 3000; while (Date.now() < end) {} }, 0); return news.render(url, state); } };',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Builds what is missing and releases every section into `releasesDir`, as `npm start` would. */
function prepareSite(env) {
  const result = spawnSync(process.execPath, [commandScript('prepare.js')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('preparing the site failed');
}

/**
 * Forks a bench server; `script` another server script (today's renderer's, baseline.js), `execArgv`
 * options added to the server's own (a CPU profile's).
 */
async function startServer(name, env, { script = path.join(__dirname, 'server.js'), execArgv = [] } = {}) {
  const child = fork(script, [], {
    cwd: root,
    execArgv: [...serverNodeOptions, ...execArgv],
    // As production runs it: React's development build would make the shell's own rendering the bottleneck.
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      // Production mode requires it (decision 048); the documents' absolute links are not measured.
      PUBLIC_ORIGIN: 'http://127.0.0.1',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '10000000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`${name} exited with ${code} before it was ready`);
    }),
  ]);
  return { name, child, url: message.url, releasesDir: env.RELEASES_DIR };
}

/** Stops a server started by startServer, once it has exited. */
async function stopServer(server) {
  const exited = once(server.child, 'exit');
  server.child.disconnect();
  await exited;
}

/** A figure the server answers over IPC: `clock`, its monotonic clock in microseconds (its CPU profiles'); `cpu`, its CPU time. */
async function askServer(server, type) {
  server.child.send(type);
  for (;;) {
    const [message] = await once(server.child, 'message');
    if (message.type === type) return message.micros;
  }
}
const clockOf = (server) => askServer(server, 'clock');

async function memoryOf(server) {
  server.child.send('memory');
  for (;;) {
    const [message] = await once(server.child, 'message');
    if (message.type === 'memory') return message;
  }
}

/**
 * A round of load: requests per second, p99, and every answer's latency in milliseconds (one
 * round's p99 is a handful of answers: the budget's p99 is taken over all rounds' answers).
 */
function load(url, paths, connections, duration, overallRate) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        ...(overallRate ? { overallRate } : {}),
        // A shared machine can take longer than autocannon's 10 s to answer at -c 50: slow, not lost.
        timeout: 60,
        headers: HEADERS,
        idReplacement: true,
        requests: paths.map((page) => ({ method: 'GET', path: `${page}?bench=[<id>]` })),
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) {
          const { non2xx, errors, timeouts } = result;
          return reject(new Error(`${url}: ${non2xx} non-2xx answers, ${errors} errors (${timeouts} timeouts)`));
        }
        // No answer within the run: no figures, and a p99 no budget can meet.
        if (result.requests.total === 0) return resolve({ requests: 0, p99: Infinity, latencies });
        resolve({
          requests: result.requests.average,
          p99: result.latency.p99,
          latencies,
          answers: result.requests.total,
        });
      },
    );
    instance.on('response', (client, status, bytes, responseTime) => latencies.push(responseTime));
  });
}

/** The 99th percentile of answers' latencies (nearest rank). */
function percentile99(latencies) {
  if (latencies.length === 0) return Infinity;
  const sorted = Float64Array.from(latencies).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
}

/** The other sections' documents at -c 50, with News's own beside them when `withNews`. */
async function measure(server, withNews) {
  const cpuBefore = await askServer(server, 'cpu');
  const [others, news] = await Promise.all([
    load(server.url, PAGES, CONNECTIONS, DURATION),
    withNews ? load(server.url, [FAULTY_PAGE], FAULTY_CONNECTIONS, DURATION, FAULTY_RATE) : null,
  ]);
  const cpuMs = ((await askServer(server, 'cpu')) - cpuBefore) / 1000;
  // The CPU a document cost the server (main thread and workers): steadier than throughput on a busy machine.
  return { ...others, cpuPerDocument: cpuMs / Math.max(1, others.answers + (news?.answers ?? 0)) };
}

function releaseWithPatch(releasesDir, patch, name) {
  const { publishRelease } = require('@site/shell/server/registry');
  const registry = JSON.parse(fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'));
  const current = registry.sections[FAULTY_SECTION].version.replace(/-bench-.*$/, '');
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-isolation-build-'));
  fs.cpSync(path.join(releasesDir, FAULTY_SECTION, current), build, { recursive: true });
  if (patch) fs.appendFileSync(path.join(build, 'server', 'server.js'), `\n${patch}\n`);
  publishRelease(releasesDir, FAULTY_SECTION, build, `${current}-bench-${name}-${Date.now()}`);
  fs.rmSync(build, { recursive: true, force: true });
}

/**
 * Rounds in pairs, one on each server back to back, the order swapped every other pair (decision
 * 060): each server's median throughput and p99 of all its answers, and their ratios (second over first).
 */
async function compare(first, second, { withNews, beforeRound = () => {} }) {
  const rounds = [];
  // Round -1 is not counted: it brings both servers to the part equally warm.
  for (let round = -1; round < ROUNDS; round += 1) {
    const figures = new Map();
    for (const server of round % 2 ? [second, first] : [first, second]) {
      beforeRound(server);
      figures.set(server, await measure(server, withNews));
    }
    if (round >= 0) rounds.push({ first: figures.get(first), second: figures.get(second) });
  }
  const summary = (figures) => ({
    requests: median(figures.map((figure) => figure.requests)),
    cpuPerDocument: median(figures.map((figure) => figure.cpuPerDocument)),
    p99: percentile99(figures.flatMap((figure) => figure.latencies)),
  });
  const [firstFigures, secondFigures] = [
    summary(rounds.map((round) => round.first)),
    summary(rounds.map((round) => round.second)),
  ];
  return {
    [first.name]: firstFigures,
    [second.name]: secondFigures,
    pairs: rounds.map((round) => round.second.requests / round.first.requests),
    p99Pairs: rounds.map((round) => round.second.p99 / Math.max(1, round.first.p99)),
    throughput: median(rounds.map((round) => round.second.requests / round.first.requests)),
    cpuPairs: rounds.map((round) => round.first.cpuPerDocument / round.second.cpuPerDocument),
    p99: secondFigures.p99 / Math.max(1, firstFigures.p99),
  };
}

const format = ({ requests, p99 }) =>
  `${requests.toFixed(0).padStart(5)} req/s, p99 ${Number.isFinite(p99) ? `${p99.toFixed(0).padStart(5)} ms` : 'no answer'}`;
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Where an uncached document's time goes on a server of `env` started with `--cpu-prof` (profile.js):
 * the same load as a round, after a warm-up, its samples taken between two marks of the server's clock.
 */
async function profileServer(name, env, options = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-isolation-profile-'));
  try {
    const server = await startServer(name, env, { ...options, execArgv: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
    let figures;
    let window;
    try {
      // A round's length of warm-up: every section loaded on its workers and out of quarantine.
      await load(server.url, PAGES, CONNECTIONS, DURATION);
      const start = await clockOf(server);
      figures = await load(server.url, PAGES, CONNECTIONS, DURATION);
      window = { start, end: await clockOf(server) };
    } finally {
      // The profiles are written as the threads end.
      await stopServer(server);
    }
    const documents = figures.latencies.length;
    return { documents, table: formatProfile(readProfiles(dir, window), documents) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs the part; returns the names of the budgets it missed. `budgets`: poolThroughputRatio (after
 * over before, healthy), isolationThroughputRatio and isolationP99Ratio (faulty over clean).
 */
async function benchIsolation(budgets) {
  const { missed, verdict } = budgetCheck();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-isolation-'));
  const servers = [];
  try {
    const baseline = prepareBaseline();
    const todayScript = path.join(baseline, 'bench', 'isolation', 'server.js');
    const prepared = path.join(dataDir, 'releases');
    const database = path.join(dataDir, 'content.db');
    prepareSite({ RELEASES_DIR: prepared, DATABASE_FILE: database });
    const releasesOf = (name) => {
      const dir = path.join(dataDir, `releases-${name}`);
      fs.cpSync(prepared, dir, { recursive: true });
      return dir;
    };
    const env = (name, extra = {}) => ({
      RELEASES_DIR: releasesOf(name),
      DATABASE_FILE: database,
      // Every document rendered: a kept one would measure the cache, not the renderer.
      DOCUMENT_CACHE_MB: '0',
      ...extra,
    });
    // One after the other: the first start migrates and seeds the database.
    const before = await startServer('before the pool', env('before', { BENCH_RENDERER: 'inline' }));
    servers.push(before);
    const clean = await startServer('clean', env('clean'));
    servers.push(clean);
    const faulty = await startServer('faulty', env('faulty'));
    servers.push(faulty);
    const today = await startServer(`today's renderer`, env('today'), { script: todayScript });
    servers.push(today);
    const idle = { before: await memoryOf(before), clean: await memoryOf(clean) };
    for (const server of servers) {
      for (const page of [...PAGES, FAULTY_PAGE]) {
        const response = await fetch(`${server.url}${page}`);
        if (response.status !== 200) throw new Error(`${server.name} answered ${page} with ${response.status}`);
      }
      await load(server.url, [...PAGES, FAULTY_PAGE], CONNECTIONS, 3);
    }

    console.log(
      `Healthy site, the other sections' documents (${PAGES.join(' ')}), each rendered (no document cache), ` +
        `autocannon -c ${CONNECTIONS} -d ${DURATION}, ${ROUNDS} rounds in pairs (ratios: median of the pairs'):`,
    );
    const healthy = await compare(before, clean, { withNews: false });
    // Every section has been rendered on every worker: under load each worker takes whatever render comes next.
    const loaded = { before: await memoryOf(before), clean: await memoryOf(clean) };
    const poolRatio = healthy.throughput;
    const pairs = (figures) => figures.pairs.map((ratio) => ratio.toFixed(2)).join(' ');
    console.log(`  before the pool (main thread)  ${format(healthy[before.name])}`);
    console.log(`  render pool                    ${format(healthy[clean.name])}`);
    console.log(
      `  throughput ${poolRatio.toFixed(2)} × before (pairs ${pairs(healthy)}; budget ≥ ${budgets.poolThroughputRatio}): ` +
        verdict('healthy documents with the render pool against before it', poolRatio >= budgets.poolThroughputRatio),
    );

    console.log('');
    console.log(
      `Uncached documents (issue 44 §5, decision 079): the same documents with today's renderer ` +
        `(the shell server of ${BASELINE_COMMIT.slice(0, 12)}, baseline.js) against this one, pool kept, ${ROUNDS} rounds in pairs:`,
    );
    const uncached = await compare(today, clean, { withNews: false });
    console.log(`  today's renderer (${BASELINE_COMMIT.slice(0, 12)})  ${format(uncached[today.name])}`);
    console.log(`  this renderer                  ${format(uncached[clean.name])}`);
    const cpuOf = (name) => `${uncached[name].cpuPerDocument.toFixed(2)} ms`;
    console.log(
      `  CPU a document (main thread and workers, median of the rounds): today's ${cpuOf(today.name)}, ` +
        `this one ${cpuOf(clean.name)}: ${median(uncached.cpuPairs).toFixed(2)} × less (pairs ${uncached.cpuPairs.map((ratio) => ratio.toFixed(2)).join(' ')})`,
    );
    console.log(
      `  throughput ${uncached.throughput.toFixed(2)} × today's (pairs ${pairs(uncached)}; budget ≥ ${budgets.uncachedThroughputRatio}): ` +
        verdict("uncached documents against today's renderer", uncached.throughput >= budgets.uncachedThroughputRatio),
    );
    for (const [label, name, options] of [
      [`today's renderer (${BASELINE_COMMIT.slice(0, 12)})`, 'profile-today', { script: todayScript }],
      ['this renderer', 'profile-this', {}],
    ]) {
      const profile = await profileServer(name, env(name), options);
      console.log('');
      console.log(
        `Where an uncached document's time goes, ${label}: CPU profiles (--cpu-prof) of a ${DURATION} s round at ` +
          `-c ${CONNECTIONS}, ${profile.documents} documents, busy time per document (samples are wall-clock: a loaded machine stretches them):`,
      );
      console.log(profile.table);
    }

    for (const [fault, patch] of Object.entries(FAULTS)) {
      const name = fault.split(' ').slice(-2).join('-');
      console.log('');
      console.log(
        `News's ${fault} (a release of its build with the fault added, released anew each round), ` +
          `its ${FAULTY_PAGE} asked ${FAULTY_RATE} times a second beside the others at -c ${CONNECTIONS}:`,
      );
      const figures = await compare(clean, faulty, {
        withNews: true,
        beforeRound: (server) => releaseWithPatch(server.releasesDir, server === faulty ? patch : '', name),
      });
      const { throughput, p99 } = figures;
      console.log(`  without the fault  ${format(figures[clean.name])}`);
      console.log(`  with the fault     ${format(figures[faulty.name])}`);
      console.log(
        `  throughput ${throughput.toFixed(2)} × (pairs ${pairs(figures)}; budget ≥ ${budgets.isolationThroughputRatio}): ` +
          verdict(`${fault}: the other sections' throughput`, throughput >= budgets.isolationThroughputRatio),
      );
      console.log(
        `  p99 of all answers ${p99.toFixed(2)} × (each pair's own p99s ${figures.p99Pairs.map((ratio) => ratio.toFixed(2)).join(' ')}; budget ≤ ${budgets.isolationP99Ratio}): ` +
          verdict(`${fault}: the other sections' p99`, p99 <= budgets.isolationP99Ratio),
      );
    }

    const sections = PAGES.length + 1;
    const contexts = loaded.clean.workers.reduce((sum, worker) => sum + worker.contexts.length, 0);
    console.log('');
    console.log(
      `Memory after the healthy rounds, every section rendered (resident, after a full garbage collection of the main thread):`,
    );
    for (const [name, label] of [
      ['before', 'before the pool (main thread)'],
      ['clean', 'render pool'],
    ]) {
      const growth = loaded[name].rssBytes - idle[name].rssBytes;
      console.log(
        `  ${label.padEnd(30)} ${megabytes(idle[name].rssBytes)} before any render, ` +
          `${megabytes(loaded[name].rssBytes)} after: ${megabytes(growth / sections)} per section (${sections} sections)`,
      );
    }
    for (const worker of loaded.clean.workers) {
      console.log(
        `  render worker ${worker.worker}: ${worker.contexts.length} release contexts, heap ${megabytes(worker.heapUsedBytes)} in use ` +
          `of ${megabytes(worker.heapTotalBytes)}`,
      );
    }
    if (contexts > 0) {
      const heap = loaded.clean.workers.reduce((sum, worker) => sum + worker.heapUsedBytes, 0);
      console.log(`  heap per release context in a worker  ${megabytes(heap / contexts)}`);
    }
    return missed;
  } finally {
    await Promise.all(servers.map(stopServer));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { benchIsolation, prepareSite, startServer, stopServer, memoryOf, percentile99 };
