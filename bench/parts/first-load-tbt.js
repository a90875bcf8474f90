/**
 * No long task on a first load (issue 44 §3, decision 080): each Lighthouse mobile run of a key
 * page, not their median, must read a total blocking time ≤ `BUDGETS.firstLoadTbtMs` and a
 * performance ≥ `BUDGETS.performance`. A median hides the one run in five that a busy minute
 * spoils; the visitor's phone has no median. Each run is printed with its long tasks (Lighthouse's
 * `long-tasks` audit, 4 × simulated CPU), named by script, so a run over budget says which task
 * made it so.
 */

/** A long task's script as printed: the path of its URL on the measured site, or Lighthouse's label. */
function scriptOf(url, origin) {
  if (!url) return 'Unattributable';
  if (origin && url.startsWith(origin)) return url.slice(origin.length) || '/';
  return url;
}

/** `main.js 62 ms @1 214` per long task, the longest first, at most `limit` of them. */
function formatLongTasks(longTasks, origin, limit = 4) {
  if (longTasks.length === 0) return 'no long task';
  const sorted = [...longTasks].sort((a, b) => b.duration - a.duration);
  const shown = sorted
    .slice(0, limit)
    .map(
      (task) =>
        `${scriptOf(task.url, origin).replace(/^.*\/([^/]+\.js)$/, '$1')} ${Math.round(task.duration)} ms @${Math.round(task.startTime)}`,
    );
  const more = sorted.length > limit ? ` and ${sorted.length - limit} more` : '';
  return `long tasks: ${shown.join(', ')}${more}`;
}

/**
 * The runs of one page against the budgets: each run's line (performance, TBT, its long tasks)
 * and whether every run is within both. `runs` are `lighthouseOnce` figures.
 */
function firstLoadRuns(runs, { tbtMs, performance }, origin) {
  const lines = runs.map((run, index) => {
    const within = run.tbt <= tbtMs && run.performance >= performance;
    return (
      `run ${index + 1}: perf ${String(run.performance).padStart(3)}  TBT ${String(Math.round(run.tbt)).padStart(4)} ms  ` +
      `${within ? 'within' : 'OVER'}  ${formatLongTasks(run.longTasks ?? [], origin)}`
    );
  });
  const tbts = runs.map((run) => run.tbt);
  return {
    lines,
    ok: runs.length > 0 && runs.every((run) => run.tbt <= tbtMs && run.performance >= performance),
    maxTbt: Math.max(...tbts),
    minPerformance: Math.min(...runs.map((run) => run.performance)),
  };
}

/** The six key pages (docs/budgets.md), the news item being the list's first. */
async function keyPages(siteUrl) {
  const { NEWS_LIST } = require('../api');
  const news = await (await fetch(`${siteUrl}${NEWS_LIST}`)).json();
  const item = news.data.list[0].id;
  return ['/', '/about/introduce', '/news/dynamic', `/news/dynamic/${item}`, '/product/DataAnalysis', '/solution/bank'];
}

/**
 * Only the check of this file, without the rest of the site part: `node bench/parts/first-load-tbt.js`
 * starts the site on temporary data (or measures `BENCH_SITE_URL`), runs Lighthouse mobile
 * `BENCH_LIGHTHOUSE_RUNS` (5) times per key page and prints every run. Returns the missed budgets.
 */
async function benchFirstLoadTbt() {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { BUDGETS, budgetCheck } = require('../budgets');
  const { LIGHTHOUSE_RUNS, lighthouseOnce } = require('../lighthouse');
  const { commandScript } = require('../repository');
  const { startServer } = require('../servers');
  const { missed, verdict } = budgetCheck();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-first-load-'));
  let site = null;
  try {
    let url = process.env.BENCH_SITE_URL;
    if (!url) {
      site = await startServer('site', commandScript('start.js'), {
        DATABASE_FILE: path.join(dataDir, 'content.db'),
        RELEASES_DIR: path.join(dataDir, 'releases'),
        RATE_LIMIT_MAX: '10000000',
      });
      url = site.url;
    }
    const budgets = { tbtMs: BUDGETS.firstLoadTbtMs, performance: BUDGETS.performance };
    for (const page of await keyPages(url)) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseOnce(`${url}${page}`));
      const result = firstLoadRuns(runs, budgets, url);
      console.log(`  ${page} (load ${os.loadavg()[0].toFixed(1)})`);
      for (const line of result.lines) console.log(`    ${line}`);
      console.log(
        `    every run TBT ≤ ${budgets.tbtMs} ms and perf ≥ ${budgets.performance}: ` +
          verdict(`${page} TBT and performance in every run`, result.ok),
      );
    }
    return missed;
  } finally {
    site?.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { benchFirstLoadTbt, firstLoadRuns, formatLongTasks, keyPages, scriptOf };

if (require.main === module) {
  benchFirstLoadTbt().then(
    (missed) => {
      if (missed.length > 0) console.log(`Missed budgets (docs/budgets.md): ${missed.join('; ')}`);
      process.exitCode = missed.length > 0 ? 1 : 0;
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
