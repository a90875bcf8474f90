/**
 * `npm run bench -- rum` (issue 41, decisions 077 and 082): what browsers' reports cost the site.
 * One started site (RUM_RATE_LIMIT_MAX=0: every report is counted, none refused), its documents
 * under load at -c 50 in rounds of three: without reports; with every page view reporting (one
 * beacon per document served, the page view with its Web Vitals as a page without failures sends
 * them when it is hidden, POST /rum at that rate beside the documents); and with the same number
 * of the cheapest request the server answers (GET /healthz) instead, the floor of any report sent
 * as a request of its own. All three share the process, its caches and the machine's moment; each
 * ratio is the median of the rounds'. The budget is the reports against that floor (decision 082:
 * a request per page view costs far more than 5 % of a cached document's throughput by itself).
 * Then the reporting code's compressed size against its budget: its share of the shell's entry
 * (from the entry's source map) and the web-vitals chunk loaded once the page is idle.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const autocannon = require('autocannon');
const { budgetCheck } = require('../budgets');
const { CONNECTIONS, DURATION, load } = require('../load');
const { median } = require('../median');
const { commandScript, root } = require('../repository');
const { startServer } = require('../servers');

/** docs/budgets.md's budgets of this part (kept here, as bench/parts/interactions.js keeps its own). */
const RUM_BUDGETS = {
  /** What the reporting code adds to a first load, compressed: its share of the entry and the web-vitals chunk. */
  codeKb: 3,
  /**
   * Documents with every page view reporting against the same with a bare request per page view
   * instead (decision 082: a request per page view costs 29 % of a cached document's throughput
   * by itself, so 0.95 × without reports is out of reach; the reports read 0.92 × the floor).
   */
  throughputRatio: 0.9,
};

const PAIRS = Number(process.env.BENCH_ROUNDS || 3);
const PAGE = '/about/introduce';
/** Beacons per page view without failures: the page view and its Web Vitals, when the page is hidden. */
const BEACONS_PER_PAGE_VIEW = 1;
/** Connections the reporting browsers use: enough to send a beacon per document at -c 50. */
const REPORT_CONNECTIONS = 50;

/** A page view's beacon as shell/src/rum/reporter.ts sends it. */
const PAGE_VIEW = JSON.stringify({
  reports: [
    { kind: 'pageview', section: 'mfe-about', release: 'x' },
    { kind: 'vitals', section: 'mfe-about', release: 'x', vitals: { lcp: 1800, inp: 120, cls: 0.01, ttfb: 90 } },
  ],
});

/** What is sent beside the documents: a page view's beacon, or the floor of any request. */
const BESIDE = {
  reports: { path: '/rum', method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: PAGE_VIEW },
  floor: { path: '/healthz', method: 'GET' },
};

/** `beside` at `rate` requests a second for `duration` seconds; rejects on any answer but 2xx. */
function besideLoad(url, { path: besidePath, ...request }, rate, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${besidePath}`,
        connections: REPORT_CONNECTIONS,
        overallRate: Math.max(1, Math.round(rate)),
        duration,
        ...request,
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(new Error(`${besidePath}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
        }
        resolve(result.requests.total);
      },
    );
  });
}

/** Documents a second, alone or with `beside` sent at `rate` a second. */
async function documentsPerSecond(url, beside = null, rate = 0) {
  await load(`${url}${PAGE}`, 2);
  const sent = beside ? besideLoad(url, beside, rate, DURATION) : Promise.resolve(0);
  const [documents, count] = await Promise.all([load(`${url}${PAGE}`, DURATION), sent]);
  return { documents: documents.requests, beside: count / DURATION };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * A source map's segments as [line, column, source] in generated order (the format's Base64 VLQ
 * `mappings`; only the fields this part reads).
 */
function segmentsOf(map) {
  const segments = [];
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const character of segment) {
        const digit = BASE64.indexOf(character);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ line: lineIndex, column, source: fields.length > 1 ? map.sources[source] : null });
    }
  });
  return segments;
}

/** Compressed bytes (brotli, as the site serves them) of a text. */
const brotli = (text) => zlib.brotliCompressSync(Buffer.from(text)).length;

/**
 * The reporting code's share of the shell's entry, from its source map: the minified text the map
 * attributes to shell/src/rum/, and what it adds compressed (the entry compressed, less the entry
 * without that text compressed); and the web-vitals chunk loaded once the page is idle, compressed.
 */
function reportingCodeBytes(clientDir) {
  const assets = JSON.parse(fs.readFileSync(path.join(clientDir, 'assets.json'), 'utf8'));
  const entry = assets.js.find((file) => file.startsWith('main.'));
  const code = fs.readFileSync(path.join(clientDir, entry), 'utf8');
  const mappings = segmentsOf(JSON.parse(fs.readFileSync(path.join(clientDir, `${entry}.map`), 'utf8')));
  const lines = code.split('\n');
  // The entry's lines with the reporting code's spans cut out.
  const kept = lines.map((line) => [line]);
  let raw = 0;
  for (let i = mappings.length - 1; i >= 0; i -= 1) {
    const mapping = mappings[i];
    if (!mapping.source || !/shell\/(\.\/)?src\/rum\//.test(mapping.source)) continue;
    const next = mappings[i + 1];
    const index = mapping.line;
    const line = kept[index][0];
    const end = next && next.line === mapping.line ? next.column : lines[index].length;
    raw += end - mapping.column;
    kept[index][0] = line.slice(0, mapping.column) + line.slice(end);
  }
  const without = kept.map(([line]) => line).join('\n');
  const chunk = fs.readdirSync(clientDir).find((file) => /^web-vitals\.[0-9a-f]+\.js$/.test(file));
  return {
    entryRaw: raw,
    entryCompressed: brotli(code) - brotli(without),
    chunkCompressed: chunk ? brotli(fs.readFileSync(path.join(clientDir, chunk), 'utf8')) : 0,
    chunk,
  };
}

/** Runs the part; returns the names of the budgets it missed. */
async function benchRum() {
  const { missed, verdict } = budgetCheck();

  const size = reportingCodeBytes(path.join(root, 'shell', 'dist', 'client'));
  const total = size.entryCompressed + size.chunkCompressed;
  console.log(
    `Reporting code: ${(size.entryCompressed / 1024).toFixed(2)} KB compressed in the shell's entry ` +
      `(${(size.entryRaw / 1024).toFixed(2)} KB minified), ${(size.chunkCompressed / 1024).toFixed(2)} KB for ` +
      `${size.chunk ?? 'no web-vitals chunk'} once idle; ${(total / 1024).toFixed(2)} KB in all (budget ≤ ${RUM_BUDGETS.codeKb} KB): ` +
      verdict('reporting code size', size.entryCompressed > 0 && total <= RUM_BUDGETS.codeKb * 1024),
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rum-'));
  const env = {
    DATABASE_FILE: path.join(dataDir, 'content.db'),
    RELEASES_DIR: path.join(dataDir, 'releases'),
    RATE_LIMIT_MAX: '10000000',
    RUM_RATE_LIMIT_MAX: '0',
    METRICS_PORT: '0',
  };
  let site;
  try {
    site = await startServer('site', commandScript('start.js'), env);
    const rounds = [];
    for (let round = 0; round < PAIRS; round += 1) {
      const without = await documentsPerSecond(site.url);
      // Every page view of the round without reports reports: its beacon at the rate documents were served.
      const rate = without.documents * BEACONS_PER_PAGE_VIEW;
      const reports = await documentsPerSecond(site.url, BESIDE.reports, rate);
      const floor = await documentsPerSecond(site.url, BESIDE.floor, rate);
      rounds.push({ without, reports, floor });
      const beside = (side) => `${side.documents.toFixed(0)} documents/s with ${side.beside.toFixed(0)}/s beside`;
      console.log(
        `  round ${round + 1}: ${without.documents.toFixed(0)} documents/s alone; ${beside(reports)} (POST /rum); ` +
          `${beside(floor)} (GET /healthz, the floor)`,
      );
    }
    const against = (key, base) => median(rounds.map((round) => round[key].documents / round[base].documents));
    const sentEach = median(rounds.map((round) => round.reports.beside / round.reports.documents));
    console.log(
      `Documents (${PAGE}), autocannon -c ${CONNECTIONS} -d ${DURATION}, ${sentEach.toFixed(2)} reports a document: ` +
        `with every page view reporting ${against('reports', 'without').toFixed(2)} × without, ` +
        `with a bare request per page view ${against('floor', 'without').toFixed(2)} × without (medians of ${PAIRS} rounds)`,
    );
    const ratio = against('reports', 'floor');
    console.log(
      `Reports against the floor (a bare request per page view): ${ratio.toFixed(2)} × ` +
        `(budget ≥ ${RUM_BUDGETS.throughputRatio} ×, decision 082): ` +
        verdict('documents with browser reports', ratio >= RUM_BUDGETS.throughputRatio && sentEach >= 0.9),
    );
    return missed;
  } finally {
    site?.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { benchRum, reportingCodeBytes, RUM_BUDGETS };
