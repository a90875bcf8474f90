/**
 * `npm run bench -- api`: the content API's cached news list against a bare route sending the API's
 * own answer (replay-server.js), loaded back to back over several rounds (bench/README.md).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { compileTypeScriptOf } = require('@site/build/build');
const { BUDGETS, budgetCheck } = require('./budgets');
const { CONNECTIONS, DURATION, load } = require('./load');
const { median } = require('./median');
const { root } = require('./repository');
const { startServer } = require('./servers');

/** More rounds than the other parts: one round's ratio varies widely on this shared machine (decision 065). */
const API_ROUNDS = Number(process.env.BENCH_ROUNDS || 9);
const NEWS_LIST = '/api/web/news/list?type=dynamic&languageType=1';
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far, in seconds (Linux's /proc; NaN elsewhere): its growth over a
 * load tells whether the server was the limit or the load generator was.
 */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Runs the part; returns the names of the budgets it missed. */
async function benchContentApi() {
  const { missed, verdict } = budgetCheck();
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
    const replay = await startServer('same answer', path.join(__dirname, 'replay-server.js'), {
      ANSWER_URL: `${api.url}${NEWS_LIST}`,
    });
    servers.push(replay);
    const targets = { api: `${api.url}${NEWS_LIST}`, replay: `${replay.url}${NEWS_LIST}` };
    const pids = { api: api.child.pid, replay: replay.child.pid };

    console.log(`Warming up (${CONNECTIONS} connections, 3 s each)…`);
    for (const target of Object.values(targets)) await load(target, 3);

    // A ratio per round of both servers back to back: its median is robust to the other tenants of this machine.
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
        verdict('content API ratio to the replay route', ratio >= BUDGETS.apiRatio),
    );
    console.log(
      `  p99 ${apiP99} ms (budget ≤ ${BUDGETS.apiP99Ms} ms): ` + verdict('content API p99', apiP99 <= BUDGETS.apiP99Ms),
    );
    return missed;
  } finally {
    for (const server of servers) server.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { NEWS_LIST, benchContentApi };
