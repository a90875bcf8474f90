#!/usr/bin/env node
/**
 * `npm run bench` (DESIGN.md §7), in parts (MODES below; `npm run bench -- <part>` runs one, no
 * name runs api, site and monolith):
 * - api: the content API's cached news list against a bare route sending the API's own answer
 *   byte for byte (no server can answer that URL for less), both loaded with autocannon (-c 50,
 *   10 s, after a warm-up) back to back over several rounds because this machine is shared and
 *   noisy: the medians, the ratio against the budget and each server's CPU.
 * - site: the composed site with server rendering on and off, side by side: Lighthouse mobile
 *   (median of 5, with the LCP element and Lighthouse's breakdown of LCP) of the key pages,
 *   document throughput, and first-load JS.
 * - monolith: the federated site against the same pages built as one webpack application
 *   (scripts/bench/monolith): first-load JS and Lighthouse.
 * - soak: 60 s of mixed documents and API, errors and the server's memory (scripts/bench/soak.js).
 * - isolation: one section whose server code misbehaves beside the same site without it, the other
 *   sections' documents compared, and the render pool against the renderer before it
 *   (scripts/bench/isolation/).
 * Every figure with a budget (docs/budgets.md) is checked: a missed budget is listed at the end
 * and the run exits non-zero, so the figures cannot drift silently.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { compileTypeScriptOf } = require('@site/tooling/build');

const root = path.resolve(__dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
/**
 * The API's rounds: one 10 s round of either server reads 30–46 thousand requests a second here,
 * its ratio 0.77–1.10 within one run (decision 065); the median of 9 moves less than that of 5.
 */
const API_ROUNDS = Number(process.env.BENCH_ROUNDS || 9);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
const NEWS_LIST = '/api/web/news/list?type=dynamic&languageType=1';
/** Both servers are asked as a browser asks: compressed answers welcome. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** docs/budgets.md, as `npm run bench` checks them. */
const BUDGETS = {
  /** The content API's cached news list against a bare route replaying its answer (decisions 051, 065). */
  apiRatio: 0.85,
  apiP99Ms: 10,
  documentP99Ms: 30,
  firstLoadJsKb: 150,
  /** Lighthouse mobile, median of 5, the six key pages (decision 065: this machine's measured floor). */
  performance: 96,
  /** The same pages under Lighthouse's desktop preset. */
  desktopPerformance: 99,
  lcpMs: 1200,
  otherCategories: 100,
  cls: 0,
  /** Lighthouse performance of one run on every route shape of every section, both presets (`-- sweep`). */
  sweepPerformance: 95,
  /** 30 sections against 6, same run (`-- scale`): first-load bytes over, document throughput and p99 ratios. */
  scaleExtraKb: 2,
  scaleThroughputRatio: 0.9,
  scaleP99Ratio: 1.1,
  /** Shell server memory per added section not visited (`-- scale`). */
  scaleMbPerSection: 3,
  /** Releasing one section into 30 against into 6 (`-- scale`). */
  scaleReleaseRatio: 1.1,
  /** Federated first-load JS at most this many times the monolith's (`-- monolith`). */
  federationJsRatio: 1.4,
  /** Federated Lighthouse performance at most this many points under the monolith's (`-- monolith`, decision 065). */
  federationPerformancePoints: 3,
  /** Healthy documents with the render pool against the main-thread renderer before it (`-- isolation`). */
  poolThroughputRatio: 0.95,
  /** The other sections' documents with a faulty section against without it (`-- isolation`, decisions 065, 067). */
  isolationThroughputRatio: 0.8,
  isolationP99Ratio: 1.5,
};

/** Budgets missed in this run, printed at the end; any fails the run. */
const missed = [];

/** Records a figure against its budget and says which side of it the figure is. */
function withinBudget(name, ok) {
  if (!ok) missed.push(name);
  return ok ? 'within budget' : 'OVER budget';
}

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
  // The machine is shared: a server another process ends mid-run would otherwise show up only as
  // a refused connection in whichever measurement comes next.
  child.once('exit', (code, signal) => {
    if (!child.killed) console.error(`${name} stopped during the bench (exit code ${code}, signal ${signal})`);
  });
  return { name, child, url: `http://127.0.0.1:${port}` };
}

/**
 * CPU time a process has used so far, in seconds (Linux's /proc; NaN elsewhere). Its growth over
 * a load tells whether the server was the limit or the load generator was.
 */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

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

/** The median of the values that were measured (a failed Lighthouse audit gives NaN). */
const median = (values) => {
  const measured = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return measured.length === 0 ? NaN : measured[Math.floor(measured.length / 2)];
};

async function benchContentApi() {
  compileTypeScriptOf('@site/content-api', root);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const servers = [];
  try {
    const api = await startServer('content API', require.resolve('@site/content-api/server'), {
      DATABASE_FILE: path.join(dataDir, 'content.db'),
      // The limiter stays on, set above what one load generator on loopback sends.
      RATE_LIMIT_MAX: '10000000',
    });
    servers.push(api);
    const replay = await startServer('same answer', path.join(__dirname, 'bench', 'replay-server.js'), {
      ANSWER_URL: `${api.url}${NEWS_LIST}`,
    });
    servers.push(replay);
    const targets = { api: `${api.url}${NEWS_LIST}`, replay: `${replay.url}${NEWS_LIST}` };
    const pids = { api: api.child.pid, replay: replay.child.pid };

    console.log(`Warming up (${CONNECTIONS} connections, 3 s each)…`);
    for (const target of Object.values(targets)) await load(target, 3);

    // Each round loads both servers back to back and yields one ratio; the median of the
    // ratios is robust to the other tenants of this machine, which come and go.
    const rounds = [];
    for (let round = 1; round <= API_ROUNDS; round += 1) {
      const result = {};
      for (const key of round % 2 ? ['replay', 'api'] : ['api', 'replay']) {
        const cpuBefore = cpuSeconds(pids[key]);
        result[key] = await load(targets[key], DURATION);
        result[key].cpu = (cpuSeconds(pids[key]) - cpuBefore) / DURATION;
      }
      result.ratio = result.api.requests / result.replay.requests;
      rounds.push(result);
      console.log(
        `round ${round}: the same answer from a bare route ${result.replay.requests.toFixed(0)} req/s (p99 ${result.replay.p99} ms), ` +
          `news list ${result.api.requests.toFixed(0)} req/s (p99 ${result.api.p99} ms), ratio ${result.ratio.toFixed(2)}`,
      );
    }

    const ratio = median(rounds.map((r) => r.ratio));
    const apiP99 = median(rounds.map((r) => r.api.p99));
    const busy = (key) => `${(100 * median(rounds.map((r) => r[key].cpu))).toFixed(0)} %`;
    console.log('');
    console.log(
      `Median of ${API_ROUNDS} rounds, autocannon -c ${CONNECTIONS} -d ${DURATION}, Accept-Encoding as a browser ` +
        `(load average ${os.loadavg()[0].toFixed(1)}):`,
    );
    console.log(
      `  the same answer from a bare route  ${median(rounds.map((r) => r.replay.requests)).toFixed(0)} req/s, ` +
        `p99 ${median(rounds.map((r) => r.replay.p99))} ms, CPU ${busy('replay')} of a core`,
    );
    console.log(
      `  content API news list              ${median(rounds.map((r) => r.api.requests)).toFixed(0)} req/s, ` +
        `p99 ${apiP99} ms, CPU ${busy('api')} of a core`,
    );
    console.log(
      `  ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGETS.apiRatio.toFixed(2)}): ` +
        withinBudget('content API ratio to the replay route', ratio >= BUDGETS.apiRatio),
    );
    console.log(
      `  p99 ${apiP99} ms (budget ≤ ${BUDGETS.apiP99Ms} ms): ` +
        withinBudget('content API p99', apiP99 <= BUDGETS.apiP99Ms),
    );
  } finally {
    for (const server of servers) server.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Compressed bytes of the scripts a page loads, as Chromium received them: the shell's and the
 * active section's (the page's first load), and apart from them the other sections' code that
 * the shell prefetches once the page is idle.
 */
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
      // The idle prefetch fetches the other sections' scripts (decision 064): JS all the same.
      const type = request.resourceType();
      if (type === 'script' || (type === 'fetch' && new URL(request.url()).pathname.endsWith('.js'))) {
        scripts.push(request);
      }
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const state = JSON.parse((await page.locator('#__INITIAL_STATE__').textContent()) ?? '{}');
    const active = state.route?.section ?? '';
    const result = { total: 0, count: 0, prefetched: 0 };
    for (const request of scripts) {
      const bytes = (await request.sizes()).responseBodySize;
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/releases/') && !pathname.startsWith(`/releases/${active}/`)) {
        result.prefetched += bytes;
      } else {
        result.total += bytes;
        result.count += 1;
      }
    }
    return result;
  } finally {
    await browser.close();
  }
}

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5);
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's run of a page, measured again (at most twice) when Lighthouse reports that it could
 * not record the page (`runtimeError`, e.g. NO_NAVSTART when Chromium moves a redirected
 * navigation to another process): that is a failed recording, for which Lighthouse itself says to
 * run again, not a score of the page. Any other figure, however poor, is kept as measured.
 */
async function lighthouseOnce(url, preset = {}) {
  let error;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const figures = await lighthouseRecording(url, preset);
    if (!figures.runtimeError) return figures;
    error = figures.runtimeError;
    console.log(`    (Lighthouse could not record ${url}: ${error}; run again)`);
  }
  throw new Error(`Lighthouse could not record ${url} in 3 runs: ${error}`);
}

/**
 * One Lighthouse run: its default preset (a mid-range phone on a slow 4G connection, simulated), or
 * with `desktop` its desktop preset (a desktop screen and CPU on a fast connection).
 */
async function lighthouseRecording(url, { desktop = false } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const config = desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES },
      config,
    );
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // Lighthouse's own LCP breakdown: the element, then TTFB, load delay, load time, render delay.
    const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const phase = (index) => phases?.items?.[index]?.timing ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      ttfb: phase(0),
      loadDelay: phase(1),
      loadTime: phase(2),
      renderDelay: phase(3),
      lcpElement: element?.items?.[0]?.node?.snippet ?? '',
      finalUrl: lhr.finalDisplayedUrl ?? url,
      ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over LIGHTHOUSE_RUNS runs. */
async function lighthouseMedian(url, preset = {}) {
  const [figures] = await interleavedLighthouseMedians([url], preset);
  return figures;
}

/**
 * Lighthouse's medians of several pages whose figures are compared, their runs interleaved (A B A
 * B …): a slow minute of this shared machine then falls on both, not on one page's five runs
 * (decision 065). Each page's performance run by run is kept beside its medians.
 */
async function interleavedLighthouseMedians(urls, preset = {}) {
  const runs = urls.map(() => []);
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    for (const [index, url] of urls.entries()) runs[index].push(await lighthouseOnce(url, preset));
  }
  return runs.map((pageRuns) => {
    const result = { runs: pageRuns.map((run) => run.performance) };
    for (const key of Object.keys(pageRuns[0])) {
      result[key] = typeof pageRuns[0][key] === 'string' ? pageRuns[0][key] : median(pageRuns.map((r) => r[key]));
    }
    return result;
  });
}

function formatLighthouse(figures) {
  return (
    `perf ${String(figures.performance).padStart(3)}  a11y ${String(figures.accessibility).padStart(3)}  ` +
    `bp ${String(figures.bestPractices).padStart(3)}  seo ${String(figures.seo).padStart(3)}  ` +
    `LCP ${(figures.lcp / 1000).toFixed(2)} s  CLS ${figures.cls.toFixed(3)}\n` +
    `                     LCP = TTFB ${ms(figures.ttfb)} + load delay ${ms(figures.loadDelay)} + ` +
    `load time ${ms(figures.loadTime)} + render delay ${ms(figures.renderDelay)}; element ${figures.lcpElement.slice(0, 80)}`
  );
}

const ms = (value) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);

/** Checks a server-rendered page's Lighthouse figures against docs/budgets.md. */
function lighthouseWithinBudget(page, figures, performance = BUDGETS.performance) {
  const checks = [
    [`${page} performance`, figures.performance >= performance],
    [`${page} LCP`, figures.lcp <= BUDGETS.lcpMs],
    [`${page} accessibility`, figures.accessibility >= BUDGETS.otherCategories],
    [`${page} best practices`, figures.bestPractices >= BUDGETS.otherCategories],
    [`${page} SEO`, figures.seo >= BUDGETS.otherCategories],
    [`${page} CLS`, figures.cls <= BUDGETS.cls],
  ];
  return checks.map(([name, ok]) => withinBudget(name, ok)).every((verdict) => verdict === 'within budget');
}

async function documentThroughput(url) {
  await load(url, 3);
  const rounds = [];
  for (let round = 1; round <= Math.min(ROUNDS, 3); round += 1) rounds.push(await load(url, DURATION));
  return { requests: median(rounds.map((r) => r.requests)), p99: median(rounds.map((r) => r.p99)) };
}

/**
 * The composed site, served twice from the same releases and database: with sections rendered
 * on the server (the default) and with SERVER_RENDER=off. Lighthouse mobile and document
 * throughput of both, side by side, and the first-load JS of a page.
 */
async function benchSite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const env = {
    DATABASE_FILE: path.join(dataDir, 'content.db'),
    RELEASES_DIR: path.join(dataDir, 'releases'),
    RATE_LIMIT_MAX: '10000000',
  };
  const sites = [];
  try {
    // One after the other: the first start builds, releases, migrates and seeds for both.
    const on = await startServer('site, server rendering on', path.join(root, 'scripts', 'start.js'), {
      ...env,
      SERVER_RENDER: 'on',
    });
    sites.push(on);
    const off = await startServer('site, server rendering off', path.join(root, 'scripts', 'start.js'), {
      ...env,
      SERVER_RENDER: 'off',
    });
    sites.push(off);

    const news = await (await fetch(`${on.url}${NEWS_LIST}`)).json();
    const pages = [
      '/',
      '/about/introduce',
      '/news/dynamic',
      `/news/dynamic/${news.data.list[0].id}`,
      '/product/DataAnalysis',
      '/solution/bank',
    ];

    console.log(
      `Lighthouse mobile (and desktop, server-rendered), median of ${LIGHTHOUSE_RUNS} runs (budget, server-rendered: perf ≥ ${BUDGETS.performance}, desktop ≥ ${BUDGETS.desktopPerformance}, ` +
        `LCP ≤ ${BUDGETS.lcpMs / 1000} s, a11y, bp, seo ${BUDGETS.otherCategories}, CLS ${BUDGETS.cls}):`,
    );
    for (const page of pages) {
      const server = await lighthouseMedian(`${on.url}${page}`);
      const client = await lighthouseMedian(`${off.url}${page}`);
      const desktop = await lighthouseMedian(`${on.url}${page}`, { desktop: true });
      console.log(`  ${page}`);
      const verdict = lighthouseWithinBudget(page, server) ? 'within budget' : 'OVER budget';
      console.log(`    server-rendered  ${formatLighthouse(server)}\n                     ${verdict}`);
      console.log(`    client-rendered  ${formatLighthouse(client)}`);
      const desktopVerdict = lighthouseWithinBudget(`${page} (desktop)`, desktop, BUDGETS.desktopPerformance)
        ? 'within budget'
        : 'OVER budget';
      console.log(
        `    desktop preset, server-rendered  ${formatLighthouse(desktop)}\n                     ${desktopVerdict}`,
      );
    }

    console.log('');
    console.log(`Documents, autocannon -c ${CONNECTIONS} -d ${DURATION}, median of ${Math.min(ROUNDS, 3)} rounds:`);
    for (const page of ['/about/introduce', '/news/dynamic']) {
      const server = await documentThroughput(`${on.url}${page}`);
      const client = await documentThroughput(`${off.url}${page}`);
      console.log(
        `  ${page.padEnd(18)} server-rendered ${server.requests.toFixed(0)} req/s (p99 ${server.p99} ms), ` +
          `client-rendered ${client.requests.toFixed(0)} req/s (p99 ${client.p99} ms)`,
      );
      const p99 = Math.max(server.p99, client.p99);
      console.log(
        `  ${''.padEnd(18)} p99 (budget ≤ ${BUDGETS.documentP99Ms} ms): ` +
          withinBudget(`${page} document p99`, p99 <= BUDGETS.documentP99Ms),
      );
    }

    console.log('');
    for (const page of ['/', '/about/introduce']) {
      const js = await firstLoadScriptBytes(`${on.url}${page}`);
      const kb = js.total / 1024;
      console.log(
        `  first-load JS of ${page}: ${kb.toFixed(1)} KB compressed in ${js.count} scripts ` +
          `(budget ≤ ${BUDGETS.firstLoadJsKb} KB): ` +
          withinBudget(`${page} first-load JS`, kb <= BUDGETS.firstLoadJsKb) +
          `; then ${(js.prefetched / 1024).toFixed(1)} KB of other sections prefetched when idle`,
      );
    }
  } finally {
    for (const site of sites) site.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The federated site (as `-- site` starts it, server rendering on) against the same pages built as
 * one ordinary webpack application without Module Federation or single-spa, served with server
 * rendering the same way (scripts/bench/monolith, decision 026): first-load JS, Lighthouse
 * performance and LCP side by side, and the cost of federation against its budgets.
 */
async function benchMonolith() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-monolith-'));
  const releasesDir = path.join(dataDir, 'releases');
  const servers = [];
  try {
    const site = await startServer('federated site', path.join(root, 'scripts', 'start.js'), {
      DATABASE_FILE: path.join(dataDir, 'content.db'),
      RELEASES_DIR: releasesDir,
      RATE_LIMIT_MAX: '10000000',
      SERVER_RENDER: 'on',
    });
    servers.push(site);
    const outDir = path.join(dataDir, 'monolith');
    console.log('Building the monolith (one webpack application, no Module Federation, no single-spa)…');
    const { buildMonolith } = require('./bench/monolith/webpack.config');
    await buildMonolith({ outDir, sections: require('@site/tooling/sections').sectionNames(root) });
    const monolith = await startServer('monolith', path.join(__dirname, 'bench', 'monolith', 'server.js'), {
      MONOLITH_DIR: outDir,
      RELEASES_DIR: releasesDir,
      CONTENT_API_URL: site.url,
    });
    servers.push(monolith);

    console.log(
      `First-load JS (compressed, as Chromium received it) and Lighthouse mobile (median of ${LIGHTHOUSE_RUNS} runs); ` +
        `budget: federated JS ≤ ${BUDGETS.federationJsRatio.toFixed(2)} × the monolith's, ` +
        `performance at most ${BUDGETS.federationPerformancePoints} points under it:`,
    );
    for (const page of ['/', '/about/introduce']) {
      // A page either server answers with an error (the monolith reads its content from the
      // site) would be measured as an error page.
      for (const server of [site, monolith]) {
        const { status } = await fetch(`${server.url}${page}`);
        if (status !== 200) throw new Error(`${server.name} answered ${page} with ${status}`);
      }
      const lighthouse = await interleavedLighthouseMedians([site, monolith].map((server) => `${server.url}${page}`));
      const figures = {};
      for (const [index, server] of [site, monolith].entries()) {
        figures[server.name] = {
          js: await firstLoadScriptBytes(`${server.url}${page}`),
          lighthouse: lighthouse[index],
        };
      }
      const federated = figures[site.name];
      const single = figures[monolith.name];
      console.log(`  ${page}`);
      for (const [name, { js, lighthouse }] of Object.entries(figures)) {
        console.log(
          `    ${name.padEnd(15)} first-load JS ${(js.total / 1024).toFixed(1).padStart(6)} KB in ${js.count} scripts  ` +
            formatLighthouse(lighthouse) +
            `\n                     performance run by run (interleaved with the other): ${lighthouse.runs.join(' ')}`,
        );
      }
      const ratio = federated.js.total / single.js.total;
      const points = federated.lighthouse.performance - single.lighthouse.performance;
      console.log(
        `    federated / monolith: first-load JS ${ratio.toFixed(2)} × (budget ≤ ${BUDGETS.federationJsRatio.toFixed(2)}): ` +
          withinBudget(`${page} federated first-load JS against the monolith`, ratio <= BUDGETS.federationJsRatio),
      );
      console.log(
        `    ${''.padEnd(22)}performance ${points >= 0 ? '+' : ''}${points} points ` +
          `(budget ≥ −${BUDGETS.federationPerformancePoints}): ` +
          withinBudget(
            `${page} federated performance against the monolith`,
            points >= -BUDGETS.federationPerformancePoints,
          ),
      );
    }
  } finally {
    for (const server of servers) server.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse once (not a median: there are many pages) on one page of every route shape of every
 * section, mobile and desktop presets, server-rendered: a table, and every page against
 * performance ≥ BUDGETS.sweepPerformance and CLS 0, a run under budget made once more.
 */
async function benchSweep() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sweep-'));
  let site;
  try {
    site = await startServer('site', path.join(root, 'scripts', 'start.js'), {
      DATABASE_FILE: path.join(dataDir, 'content.db'),
      RELEASES_DIR: path.join(dataDir, 'releases'),
      RATE_LIMIT_MAX: '10000000',
      SERVER_RENDER: 'on',
    });
    const pages = await require('./bench/route-pages').pageOfEveryRoute(site.url);
    console.log(
      `Lighthouse, one run per page and preset, server-rendered, ${pages.length} route shapes ` +
        `(budget: performance ≥ ${BUDGETS.sweepPerformance}, CLS ${BUDGETS.cls}; load average ${os.loadavg()[0].toFixed(1)}):`,
    );
    const cell = (figures) =>
      `${String(figures.performance).padStart(3)} ${(figures.lcp / 1000).toFixed(2).padStart(5)} s ${figures.cls.toFixed(3)}`;
    console.log(`  ${'route'.padEnd(34)} ${'page'.padEnd(34)} mobile: perf LCP CLS    desktop: perf LCP CLS`);
    for (const page of pages) {
      const figures = {};
      const meets = (run) => run.performance >= BUDGETS.sweepPerformance && run.cls <= BUDGETS.cls;
      const again = {};
      for (const [preset, desktop] of [
        ['mobile', false],
        ['desktop', true],
      ]) {
        // One mobile run of a page reads anywhere within 92–100 on this machine (docs/budgets.md): a
        // run under budget is made once more, and the page misses only when both runs do.
        figures[preset] = await lighthouseOnce(`${site.url}${page.url}`, { desktop });
        if (!meets(figures[preset])) {
          again[preset] = figures[preset];
          figures[preset] = await lighthouseOnce(`${site.url}${page.url}`, { desktop });
        }
        const name = `${page.route} (${preset})`;
        withinBudget(`${name} performance`, figures[preset].performance >= BUDGETS.sweepPerformance);
        withinBudget(`${name} CLS`, figures[preset].cls <= BUDGETS.cls);
      }
      const shown = (preset) =>
        (meets(figures[preset]) ? cell(figures[preset]) : `${cell(figures[preset])} OVER`) +
        (again[preset]
          ? ` (run 1: ${again[preset].performance}` +
            (again[preset].cls > BUDGETS.cls ? `, CLS ${again[preset].cls.toFixed(3)})` : ')')
          : '');
      const redirected = new URL(figures.desktop.finalUrl).pathname;
      console.log(
        `  ${page.route.padEnd(34)} ${page.url.padEnd(34)} ${shown('mobile').padEnd(24)} ${shown('desktop')}` +
          (redirected === page.url ? '' : ` (desktop landed on ${redirected})`),
      );
    }
  } finally {
    site?.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The parts of the bench, by the name `npm run bench -- <name>` runs one of them with. */
const MODES = {
  api: { title: 'Content API', run: benchContentApi },
  site: { title: 'Composed site', run: benchSite },
  monolith: { title: 'Federation against a monolith', run: benchMonolith },
  // 60 s of mixed documents and API at -c 50: errors and the server's memory (scripts/bench/soak.js).
  soak: {
    title: 'Soak',
    run: async () => {
      if (!(await require('./bench/soak').soak())) missed.push('soak (errors or memory growth)');
    },
  },
  // Not in the default run: Lighthouse once on a page of every route shape, both presets.
  sweep: { title: 'Every route shape, mobile and desktop', run: benchSweep },
  // Not in the default run: 24 sections added to the site, both measured (scripts/bench/scale.js).
  scale: {
    title: 'Thirty sections against six',
    run: async () => missed.push(...(await require('./bench/scale').benchScale(BUDGETS))),
  },
  // A section whose server code misbehaves costs only its own pages (scripts/bench/isolation/).
  isolation: {
    title: 'A failing section on the server',
    run: async () => missed.push(...(await require('./bench/isolation').benchIsolation(BUDGETS))),
  },
};
/** What `npm run bench` runs with no name. */
const DEFAULT_MODES = ['api', 'site', 'monolith', 'isolation'];

async function main() {
  const only = process.argv[2];
  if (only && !MODES[only]) throw new Error(`unknown bench "${only}": one of ${Object.keys(MODES).join(', ')}`);
  for (const name of only ? [only] : DEFAULT_MODES) {
    console.log(`# ${MODES[name].title}`);
    await MODES[name].run();
    console.log('');
  }
  if (missed.length > 0) {
    console.log(`Missed budgets (docs/budgets.md): ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('Every budget measured in this run is met (docs/budgets.md).');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
