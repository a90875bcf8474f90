/**
 * `npm run bench -- scale` (decision 053): what 24 more sections cost, beside the six-section site in
 * the same run; one added section is built, the others' builds derived from it (bench/README.md).
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { buildPackage } = require('@site/build/build');
const { createSection } = require('@site/release/new-section');
const { prepareSite, startServer, stopServer, memoryOf, percentile99 } = require('./isolation');
const { budgetCheck } = require('./budgets');
const { commandScript, root } = require('./repository');
const { pageOfEveryRoute } = require('./route-pages');

const ADDED_SECTIONS = Number(process.env.BENCH_SCALE_SECTIONS || 24);
// Pairs, as the isolation bench: each ratio is the median of ratios taken within pairs (decision 060).
const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS || 5), 5);
const CONNECTIONS = 50;
// A pair of document servers measures 2 s slices, on each site in turn (decision 067).
const SLICE_SECONDS = 2;
const SLICES = Number(process.env.BENCH_SCALE_SLICES || 8);
const WARM_SECONDS = 4;
/** A token in every added section's name that appears nowhere else in a build: what the derivation replaces. */
const TOKEN = 'q7x';
const nameOf = (index) => `scale-${TOKEN}${String(index).padStart(2, '0')}`;
const FIRST_LOAD_PAGES = ['/', '/about/introduce'];
const DOCUMENT_PAGE = '/about/introduce';
/** Files of a build that hold text (the rest is copied as is). */
const TEXT_FILE = /\.(?:js|mjs|json|css|svg|html|txt|map)$/;

const seconds = (ms) => (Number.isNaN(ms) ? 'not measured' : `${(ms / 1000).toFixed(1)} s`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(work) {
  const started = Date.now();
  await work();
  return Date.now() - started;
}

function run(script, args, env) {
  const result = spawnSync(process.execPath, [commandScript(script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A build of `index`'s section made from the first section's build, every name replaced. */
function deriveBuild(fromDir, toDir, index) {
  const from = nameOf(1).slice(`scale-`.length);
  const to = nameOf(index).slice(`scale-`.length);
  const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
  for (const entry of fs.readdirSync(fromDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(toDir, path.relative(fromDir, source).split(from).join(to));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (!TEXT_FILE.test(entry.name)) {
      fs.copyFileSync(source, target);
      continue;
    }
    const text = fs.readFileSync(source, 'utf8');
    fs.writeFileSync(target, text.split(from).join(to).split(capital(from)).join(capital(to)));
  }
}

/** A copy of `build` with one label file more: a release of its own (the same files are not released twice). */
function labelledCopy(build, label) {
  const copy = `${build}-${label}`;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(build, copy, { recursive: true });
  fs.rmSync(path.join(copy, 'gate.json'), { force: true });
  fs.writeFileSync(path.join(copy, 'client', 'release-label.txt'), `${label}\n`);
  return copy;
}

/**
 * Releasing one build (gate and publish), each time with a label of its own, into the six- and
 * the thirty-section site, in pairs, the order swapped every other pair, after an untimed check
 * into each so every release starts equally warm: medians, and the median of the pairs' ratios.
 */
async function timeReleases([section, , dist, ...rest], sixEnv, thirtyEnv) {
  for (const env of [sixEnv, thirtyEnv]) run('release.js', [section, '--dist', dist, ...rest, '--check'], env);
  const times = { six: [], thirty: [] };
  const pairs = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const pair = {};
    const order = round % 2 === 0 ? ['six', 'thirty'] : ['thirty', 'six'];
    for (const site of order) {
      const args = [section, '--dist', labelledCopy(dist, `${site}-${round}`), ...rest];
      pair[site] = await timed(() => run('release.js', args, site === 'six' ? sixEnv : thirtyEnv));
      times[site].push(pair[site]);
    }
    pairs.push(pair.thirty / pair.six);
  }
  return { six: median(times.six), thirty: median(times.thirty), pairs, ratio: median(pairs) };
}

/**
 * Adds the navigation rows (both backends) the added sections' content files name (createSection
 * writes them under `sectionsRoot`/content, named as each menu label), as a team importing them does;
 * ids of the bench's own, past the site's.
 */
function addNavigationRows(databaseFile, sectionsRoot, names) {
  const entryOf = (backend, name) => {
    const folder = path.join(sectionsRoot, 'content', 'navigation', backend);
    return fs
      .readdirSync(folder)
      .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')))
      .find((entry) => entry.key === name);
  };
  const rows = names.flatMap((name, index) =>
    [
      { backend: 'zh', languageType: 1 },
      { backend: 'en', languageType: 2 },
    ].map(({ backend, languageType }, offset) => {
      const { key, url, name: label } = entryOf(backend, name);
      return { id: 9100 + 2 * index + offset, languageType, key, url, sort: 100 + index, name: label };
    }),
  );
  const script = `
    const { openContentDb } = require('@site/content-api');
    openContentDb({ dialect: 'sqlite', file: process.argv[1] }).then(async (db) => {
      await db.insertInto('navigationEntry').values(JSON.parse(process.argv[2])).execute();
      await db.destroy();
    });`;
  const result = spawnSync(process.execPath, ['-e', script, databaseFile, JSON.stringify(rows)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the navigation rows could not be added: ${result.stderr}`);
}

/** A document's bytes as sent to a browser that accepts brotli, and uncompressed. */
function documentBytes(url) {
  const size = (headers) =>
    new Promise((resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
        })
        .on('error', reject);
    });
  return Promise.all([size({ 'accept-encoding': 'br' }), size({})]).then(([compressed, raw]) => ({ compressed, raw }));
}

/**
 * A page's first load in Chromium until the chrome has hydrated and the network is idle: the
 * requests and their compressed bytes (headers and body as received), and apart from them the
 * other sections' code the shell prefetches once the page is idle.
 */
async function firstLoad(browser, url) {
  const page = await browser.newPage();
  try {
    const requests = [];
    page.on('requestfinished', (request) => requests.push(request));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-shell-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const state = JSON.parse((await page.locator('#__INITIAL_STATE__').textContent()) ?? '{}');
    const active = state.route?.section ?? '';
    const result = { requests: 0, bytes: 0, prefetchedRequests: 0, prefetchedBytes: 0 };
    for (const request of requests) {
      const sizes = await request.sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/releases/') && !pathname.startsWith(`/releases/${active}/`)) {
        result.prefetchedRequests += 1;
        result.prefetchedBytes += bytes;
      } else {
        result.requests += 1;
        result.bytes += bytes;
      }
    }
    return result;
  } finally {
    await page.close();
  }
}

/** Documents for `seconds` at -c 50: how many answered, and every answer's latency. */
function documentLoad(url, seconds) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
        }
        resolve({ requests: result.requests.total, seconds: result.duration, latencies });
      },
    );
    instance.on('response', (client, status, bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * One pair of the document figures: a new server for each site (a server process keeps its own
 * speed, decision 067), warmed, then `SLICES` slices of 2 s on each in turn; throughput and p99 of all.
 */
async function documentPair(sitesToServe, pair) {
  const sites = [];
  try {
    for (const { name, env } of sitesToServe) sites.push(await startServer(name, env));
    for (const site of sites) await documentLoad(`${site.url}${DOCUMENT_PAGE}`, WARM_SECONDS);
    const slices = sites.map(() => ({ requests: 0, seconds: 0, latencies: [] }));
    for (let slice = 0; slice < SLICES; slice += 1) {
      const order = (slice + pair) % 2 ? [1, 0] : [0, 1];
      for (const index of order) {
        const result = await documentLoad(`${sites[index].url}${DOCUMENT_PAGE}`, SLICE_SECONDS);
        slices[index].requests += result.requests;
        slices[index].seconds += result.seconds;
        slices[index].latencies.push(result.latencies);
      }
    }
    return slices.map((site) => ({
      throughput: site.requests / site.seconds,
      p99: percentile99(site.latencies.flat()),
    }));
  } finally {
    await Promise.all(sites.map(stopServer));
  }
}

/** Renders a page of every section of the site's registry (a query of its own: no cached document). */
async function renderEverySection(site) {
  const pages = await pageOfEveryRoute(site.url);
  const rendered = new Set();
  for (const page of pages) {
    if (rendered.has(page.section) || page.route.startsWith('/m')) continue;
    rendered.add(page.section);
    const response = await fetch(`${site.url}${page.url}?scale=${Date.now()}`);
    await response.arrayBuffer();
    if (!/ssr;desc="server"/.test(response.headers.get('server-timing') ?? '')) {
      console.log(`  note: ${page.url} on ${site.name} answered ${response.status}, not rendered on the server`);
    }
  }
}

async function benchScale(budgets) {
  const { missed, verdict: check } = budgetCheck();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  fs.mkdirSync(path.join(root, '.data'), { recursive: true });
  const sectionsRoot = fs.mkdtempSync(path.join(root, '.data', 'bench-scale-'));
  const servers = [];
  let browser;
  try {
    console.log(
      `load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')} at the start`,
    );
    const six = { RELEASES_DIR: path.join(dataDir, 'six', 'releases'), DATABASE_FILE: path.join(dataDir, 'six.db') };
    const thirty = {
      RELEASES_DIR: path.join(dataDir, 'thirty', 'releases'),
      DATABASE_FILE: path.join(dataDir, 'thirty.db'),
    };
    // BENCH_SCALE_FULL_BUILD=off keeps the builds there are (the full build time is then not measured).
    const fullBuildMs = process.env.BENCH_SCALE_FULL_BUILD === 'off' ? NaN : await timed(() => run('build.js', [], {}));
    console.log(`full build of the six-section site: ${seconds(fullBuildMs)}`);
    prepareSite(six);

    fs.writeFileSync(path.join(sectionsRoot, 'package.json'), JSON.stringify({ private: true, workspaces: [] }));
    const names = Array.from({ length: ADDED_SECTIONS }, (_, index) => nameOf(index + 1));
    const scaffoldMs = await timed(async () => {
      for (const name of names) await createSection(name, { root: sectionsRoot });
    });
    console.log(`${names.length} sections scaffolded with createSection in ${seconds(scaffoldMs)}`);
    const firstDir = path.join(sectionsRoot, `mfe-${names[0]}`);
    const sectionBuildMs = await timed(() => buildPackage(firstDir));
    console.log(`mfe-${names[0]} built in ${seconds(sectionBuildMs)}`);

    // The timed releases into the six-section site go to a copy of it, which the servers never serve.
    // The release gate refuses a header entry the navigation does not name (decision 072): these
    // sites' content has the added sections' rows, the six-section site's has not.
    const seven = {
      RELEASES_DIR: path.join(dataDir, 'seven', 'releases'),
      DATABASE_FILE: path.join(dataDir, 'seven.db'),
    };
    fs.cpSync(six.RELEASES_DIR, seven.RELEASES_DIR, { recursive: true });
    // A fresh database is seeded with the shipped content when opened, as six.db is.
    for (const copy of [seven, thirty]) addNavigationRows(copy.DATABASE_FILE, sectionsRoot, names);
    const releaseArgs = (name, dist) => [`mfe-${name}`, '--dist', dist, '--root', sectionsRoot];

    fs.cpSync(six.RELEASES_DIR, thirty.RELEASES_DIR, { recursive: true });
    const derivedMs = await timed(async () => {
      for (const [index, name] of names.entries()) {
        if (index === 0) continue;
        const dist = path.join(sectionsRoot, `mfe-${name}`, 'dist');
        deriveBuild(path.join(firstDir, 'dist'), dist, index + 1);
        run('release.js', releaseArgs(name, dist), thirty);
      }
    });
    console.log(`${names.length - 1} derived builds released through the gate in ${seconds(derivedMs)}`);
    const releases = await timeReleases(releaseArgs(names[0], path.join(firstDir, 'dist')), seven, thirty);

    // The document pairs first, before any other request: the files Chromium's visits prefetch from
    // a 30-section server slow its documents afterwards.
    const documentPairs = [];
    const served = [
      { name: '6 sections', env: six },
      { name: '30 sections', env: thirty },
    ];
    for (let pair = 0; pair < ROUNDS; pair += 1) documentPairs.push(await documentPair(served, pair));
    const pairs = documentPairs.map(([small, large]) => ({
      throughput: large.throughput / small.throughput,
      p99: large.p99 / small.p99,
    }));

    const sites = [];
    for (const { name, env } of served) sites.push(await startServer(name, env));
    servers.push(...sites);
    const figures = sites.map((site, index) => ({
      throughput: median(documentPairs.map((pair) => pair[index].throughput)),
      p99: median(documentPairs.map((pair) => pair[index].p99)),
    }));
    for (const [index, site] of sites.entries()) {
      const sections = Object.keys((await (await fetch(`${site.url}/registry.json`)).json()).sections).length;
      if (sections !== (index === 0 ? 6 : 6 + ADDED_SECTIONS)) throw new Error(`${site.name} serves ${sections}`);
      figures[index].idle = (await memoryOf(site)).rssBytes;
      figures[index].document = await documentBytes(`${site.url}${DOCUMENT_PAGE}`);
    }

    const { chromium } = require('playwright-core');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    for (const page of FIRST_LOAD_PAGES) {
      for (const [index, site] of sites.entries())
        figures[index][page] = await firstLoad(browser, `${site.url}${page}`);
    }

    for (const [index, site] of sites.entries()) {
      await renderEverySection(site);
      figures[index].rendered = (await memoryOf(site)).rssBytes;
    }

    const [small, large] = figures;
    const row = (what, a, b, ratio, verdict = '') =>
      console.log(`  ${what.padEnd(44)} ${a.padStart(12)} ${b.padStart(12)} ${ratio.padStart(8)}  ${verdict}`);
    console.log('');
    console.log(
      `load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')} at the end`,
    );
    row('', '6 sections', `${6 + ADDED_SECTIONS} sections`, 'ratio');
    for (const page of FIRST_LOAD_PAGES) {
      const [a, b] = [small[page], large[page]];
      row(
        `first load of ${page}: requests`,
        String(a.requests),
        String(b.requests),
        (b.requests / a.requests).toFixed(2),
        `same (budget): ${check(`${page} first-load requests with 30 sections`, b.requests <= a.requests)}`,
      );
      row(
        `first load of ${page}: compressed bytes`,
        kb(a.bytes),
        kb(b.bytes),
        (b.bytes / a.bytes).toFixed(2),
        `≤ +${budgets.scaleExtraKb} KB: ` +
          check(`${page} first-load bytes with 30 sections`, b.bytes - a.bytes <= budgets.scaleExtraKb * 1024),
      );
      row(
        `  then other sections prefetched when idle`,
        `${a.prefetchedRequests} / ${kb(a.prefetchedBytes)}`,
        `${b.prefetchedRequests} / ${kb(b.prefetchedBytes)}`,
        '',
      );
    }
    row(
      `document ${DOCUMENT_PAGE}, brotli (raw)`,
      `${kb(small.document.compressed)} (${kb(small.document.raw)})`,
      `${kb(large.document.compressed)} (${kb(large.document.raw)})`,
      (large.document.compressed / small.document.compressed).toFixed(2),
    );
    const throughputRatio = median(pairs.map((pair) => pair.throughput));
    row(
      `document throughput, -c ${CONNECTIONS}, ${ROUNDS} pairs`,
      `${small.throughput.toFixed(0)}/s`,
      `${large.throughput.toFixed(0)}/s`,
      throughputRatio.toFixed(2),
      `≥ ${budgets.scaleThroughputRatio} ×: ` +
        check('document throughput with 30 sections', throughputRatio >= budgets.scaleThroughputRatio),
    );
    const p99Ratio = median(pairs.map((pair) => pair.p99));
    row(
      `document p99, ${ROUNDS} pairs`,
      `${small.p99.toFixed(1)} ms`,
      `${large.p99.toFixed(1)} ms`,
      p99Ratio.toFixed(2),
      `≤ ${budgets.scaleP99Ratio} ×: ` + check('document p99 with 30 sections', p99Ratio <= budgets.scaleP99Ratio),
    );
    console.log(
      `  ${''.padEnd(44)} pairs (30 over 6): throughput ${pairs.map((pair) => pair.throughput.toFixed(2)).join(' ')}, ` +
        `p99 ${pairs.map((pair) => pair.p99.toFixed(2)).join(' ')}`,
    );
    const perSection = (large.idle - small.idle) / ADDED_SECTIONS;
    row(
      'shell server resident memory, idle',
      mb(small.idle),
      mb(large.idle),
      (large.idle / small.idle).toFixed(2),
      `${mb(perSection)} per added section, ≤ ${budgets.scaleMbPerSection} MB: ` +
        check('memory per unvisited section', perSection <= budgets.scaleMbPerSection * 1024 * 1024),
    );
    row(
      '  with a page of every section rendered',
      mb(small.rendered),
      mb(large.rendered),
      (large.rendered / small.rendered).toFixed(2),
      `${mb((large.rendered - small.rendered) / ADDED_SECTIONS)} per added section`,
    );
    row(
      `releasing one section (gate, publish), ${ROUNDS} pairs`,
      seconds(releases.six),
      seconds(releases.thirty),
      releases.ratio.toFixed(2),
      `≤ ${budgets.scaleReleaseRatio} ×: ` +
        check('release time with 30 sections', releases.ratio <= budgets.scaleReleaseRatio),
    );
    console.log(`${''.padEnd(47)}pairs (30 over 6): ${releases.pairs.map((ratio) => ratio.toFixed(2)).join(' ')}`);
    row('  its build (the same in both)', seconds(sectionBuildMs), seconds(sectionBuildMs), '1.00');
    const fullBuild30Ms = fullBuildMs + ADDED_SECTIONS * sectionBuildMs;
    row(
      'full build (30: 6 + 24 × one section)',
      seconds(fullBuildMs),
      seconds(fullBuild30Ms),
      (fullBuild30Ms / fullBuildMs).toFixed(2),
    );
    return missed;
  } finally {
    await browser?.close();
    for (const server of servers) server.child.disconnect();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(sectionsRoot, { recursive: true, force: true });
  }
}

module.exports = { benchScale };
