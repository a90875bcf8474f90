/**
 * `npm run bench -- monolith` (decision 026): the federated site against the same pages built as
 * one webpack application without Module Federation or single-spa, server-rendered the same way.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { sectionNames } = require('@site/build/sections');
const { BUDGETS, budgetCheck } = require('../budgets');
const { firstLoadScriptBytes } = require('../first-load');
const { LIGHTHOUSE_RUNS, formatLighthouse, interleavedLighthouseMedians } = require('../lighthouse');
const { commandScript, root } = require('../repository');
const { startServer } = require('../servers');
const { buildMonolith } = require('./webpack.config');

/** Runs the part; returns the names of the budgets it missed. */
async function benchMonolith() {
  const { missed, verdict } = budgetCheck();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-monolith-'));
  const releasesDir = path.join(dataDir, 'releases');
  const servers = [];
  try {
    const site = await startServer('federated site', commandScript('start.js'), {
      DATABASE_FILE: path.join(dataDir, 'content.db'),
      RELEASES_DIR: releasesDir,
      RATE_LIMIT_MAX: '10000000',
      SERVER_RENDER: 'on',
    });
    servers.push(site);
    const outDir = path.join(dataDir, 'monolith');
    console.log('Building the monolith (one webpack application, no Module Federation, no single-spa)…');
    await buildMonolith({ outDir, sections: sectionNames(root) });
    const monolith = await startServer('monolith', path.join(__dirname, 'server.js'), {
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
      // The monolith reads its content from the site: an error page would be measured otherwise.
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
          verdict(`${page} federated first-load JS against the monolith`, ratio <= BUDGETS.federationJsRatio),
      );
      console.log(
        `    ${''.padEnd(22)}performance ${points >= 0 ? '+' : ''}${points} points ` +
          `(budget ≥ −${BUDGETS.federationPerformancePoints}): ` +
          verdict(`${page} federated performance against the monolith`, points >= -BUDGETS.federationPerformancePoints),
      );
    }
    return missed;
  } finally {
    for (const server of servers) server.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { benchMonolith };
