/**
 * `npm run bench -- site`: the composed site served twice from the same releases and database, with
 * sections rendered on the server and with SERVER_RENDER=off, side by side (bench/README.md).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { NEWS_LIST } = require('./api');
const { BUDGETS, budgetCheck } = require('./budgets');
const { firstLoadScriptBytes } = require('./first-load');
const { LIGHTHOUSE_RUNS, formatLighthouse, lighthouseMedian } = require('./lighthouse');
const { CONNECTIONS, DURATION, load } = require('./load');
const { median } = require('./median');
const { commandScript } = require('./repository');
const { firstLoadRuns } = require('./parts/first-load-tbt');
const { startServer } = require('./servers');

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);

/**
 * Checks a server-rendered page's Lighthouse figures against docs/budgets.md: the mobile
 * performance in every run (decision 080), the desktop preset's as a median.
 */
function lighthouseWithinBudget(verdict, page, figures, performance = BUDGETS.performance, everyRun = true) {
  const lowest = everyRun ? Math.min(...figures.runs) : figures.performance;
  const checks = [
    [`${page} performance`, lowest >= performance],
    [`${page} LCP`, figures.lcp <= BUDGETS.lcpMs],
    [`${page} accessibility`, figures.accessibility >= BUDGETS.otherCategories],
    [`${page} best practices`, figures.bestPractices >= BUDGETS.otherCategories],
    [`${page} SEO`, figures.seo >= BUDGETS.otherCategories],
    [`${page} CLS`, figures.cls <= BUDGETS.cls],
  ];
  return checks.map(([name, ok]) => verdict(name, ok)).every((result) => result === 'within budget');
}

async function documentThroughput(url) {
  await load(url, 3);
  const rounds = [];
  for (let round = 1; round <= Math.min(ROUNDS, 3); round += 1) rounds.push(await load(url, DURATION));
  return { requests: median(rounds.map((r) => r.requests)), p99: median(rounds.map((r) => r.p99)) };
}

/** Runs the part; returns the names of the budgets it missed. */
async function benchSite() {
  const { missed, verdict } = budgetCheck();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const env = {
    DATABASE_FILE: path.join(dataDir, 'content.db'),
    RELEASES_DIR: path.join(dataDir, 'releases'),
    RATE_LIMIT_MAX: '10000000',
  };
  const sites = [];
  try {
    // One after the other: the first start builds, releases, migrates and seeds for both.
    const on = await startServer('site, server rendering on', commandScript('start.js'), {
      ...env,
      SERVER_RENDER: 'on',
    });
    sites.push(on);
    const off = await startServer('site, server rendering off', commandScript('start.js'), {
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
      `Lighthouse mobile (and desktop, server-rendered), median of ${LIGHTHOUSE_RUNS} runs (budget, server-rendered: ` +
        `perf ≥ ${BUDGETS.performance} and TBT ≤ ${BUDGETS.firstLoadTbtMs} ms in every run, desktop ≥ ${BUDGETS.desktopPerformance}, ` +
        `LCP ≤ ${BUDGETS.lcpMs / 1000} s, a11y, bp, seo ${BUDGETS.otherCategories}, CLS ${BUDGETS.cls}); load ${os.loadavg()[0].toFixed(1)}:`,
    );
    for (const page of pages) {
      const server = await lighthouseMedian(`${on.url}${page}`);
      const client = await lighthouseMedian(`${off.url}${page}`);
      const desktop = await lighthouseMedian(`${on.url}${page}`, { desktop: true });
      console.log(`  ${page}`);
      const serverVerdict = lighthouseWithinBudget(verdict, page, server) ? 'within budget' : 'OVER budget';
      console.log(`    server-rendered  ${formatLighthouse(server)}\n                     ${serverVerdict}`);
      // Issue 44 §3: no long task on a first load, run by run (decision 080).
      const firstLoad = firstLoadRuns(
        server.perRun,
        { tbtMs: BUDGETS.firstLoadTbtMs, performance: BUDGETS.performance },
        on.url,
      );
      for (const line of firstLoad.lines) console.log(`                     ${line}`);
      console.log(
        `                     every run TBT ≤ ${BUDGETS.firstLoadTbtMs} ms (highest ${Math.round(firstLoad.maxTbt)} ms): ` +
          verdict(`${page} TBT in every run`, firstLoad.maxTbt <= BUDGETS.firstLoadTbtMs),
      );
      console.log(`    client-rendered  ${formatLighthouse(client)}`);
      const desktopVerdict = lighthouseWithinBudget(
        verdict,
        `${page} (desktop)`,
        desktop,
        BUDGETS.desktopPerformance,
        false,
      )
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
          verdict(`${page} document p99`, p99 <= BUDGETS.documentP99Ms),
      );
    }

    console.log('');
    for (const page of ['/', '/about/introduce']) {
      const js = await firstLoadScriptBytes(`${on.url}${page}`);
      const kb = js.total / 1024;
      console.log(
        `  first-load JS of ${page}: ${kb.toFixed(1)} KB compressed in ${js.count} scripts ` +
          `(budget ≤ ${BUDGETS.firstLoadJsKb} KB): ` +
          verdict(`${page} first-load JS`, kb <= BUDGETS.firstLoadJsKb) +
          `; then ${(js.prefetched / 1024).toFixed(1)} KB of other sections prefetched when idle`,
      );
    }
    return missed;
  } finally {
    for (const site of sites) site.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { benchSite };
