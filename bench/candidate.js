/**
 * `npm run bench -- candidate`: what a staged candidate costs the visitors who do not preview it
 * (issue 40). One started site; its documents under load in alternate rounds with mfe-news's
 * candidate staged and discarded, so both sides share the process, its caches and the machine's
 * moment; the ratio is the median of the pairs'.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { BUDGETS, budgetCheck } = require('./budgets');
const { CONNECTIONS, DURATION, load } = require('./load');
const { median } = require('./median');
const { commandScript, root } = require('./repository');
const { startServer } = require('./servers');

const PAIRS = Number(process.env.BENCH_ROUNDS || 3);
const PAGES = ['/news/dynamic', '/about/introduce'];

function release(args, env) {
  const result = spawnSync(process.execPath, [commandScript('release.js'), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`release ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A copy of the section's current release with one file more: a candidate of its own. */
function candidateBuild(releasesDir, section, dir) {
  const registry = JSON.parse(fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'));
  fs.cpSync(path.join(releasesDir, section, registry.sections[section].version), dir, { recursive: true });
  fs.rmSync(path.join(dir, 'release.json'), { force: true });
  fs.writeFileSync(path.join(dir, 'client', 'release-label.txt'), 'bench candidate\n');
  return dir;
}

/**
 * The pages' requests per second, summed over one round of each, after a short warm-up: each
 * registry write drops the cached documents, and both sides should start from a full cache.
 */
async function documentsPerSecond(url) {
  for (const page of PAGES) await load(`${url}${page}`, 2);
  let total = 0;
  for (const page of PAGES) total += (await load(`${url}${page}`, DURATION)).requests;
  return total;
}

/** Runs the part; returns the names of the budgets it missed. */
async function benchCandidate() {
  const { missed, verdict } = budgetCheck();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-candidate-'));
  const env = {
    DATABASE_FILE: path.join(dataDir, 'content.db'),
    RELEASES_DIR: path.join(dataDir, 'releases'),
    RATE_LIMIT_MAX: '10000000',
  };
  let site;
  try {
    site = await startServer('site', commandScript('start.js'), env);
    const build = candidateBuild(env.RELEASES_DIR, 'mfe-news', path.join(dataDir, 'candidate'));
    const ratios = [];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const without = await documentsPerSecond(site.url);
      release(['mfe-news', '--stage', '--dist', build], env);
      const withCandidate = await documentsPerSecond(site.url);
      release(['mfe-news', '--discard'], env);
      ratios.push(withCandidate / without);
      console.log(
        `  pair ${pair + 1}: ${withCandidate.toFixed(0)} documents/s with a candidate staged, ${without.toFixed(0)} without`,
      );
    }
    const ratio = median(ratios);
    console.log(
      `Documents (${PAGES.join(', ')}), autocannon -c ${CONNECTIONS} -d ${DURATION}: with a staged candidate ` +
        `${ratio.toFixed(2)} × without (median of ${PAIRS} pairs; budget ≥ ${BUDGETS.candidateThroughputRatio} ×): ` +
        verdict('documents with a staged candidate', ratio >= BUDGETS.candidateThroughputRatio),
    );
    return missed;
  } finally {
    site?.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { benchCandidate };
