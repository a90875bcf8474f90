/** Lighthouse's figures of a page in Debian's Chromium: one run, the medians of several, and their line of output. */
const { median } = require('./median');

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5);
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One run of a page, run again (at most twice) when Lighthouse reports it could not record the
 * page (`runtimeError`, e.g. NO_NAVSTART): a failed recording, not a score. Any other figure is kept.
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

/** One Lighthouse run: its default (mobile, simulated slow 4G) preset, or with `desktop` its desktop preset. */
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
      // Total blocking time and the long tasks that make it (4 × simulated CPU, decision 080).
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map(({ url, startTime, duration }) => ({
        url,
        startTime,
        duration,
      })),
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

/** The median of each figure over LIGHTHOUSE_RUNS runs, and each run's own (`perRun`). */
async function lighthouseMedian(url, preset = {}) {
  const [figures] = await interleavedLighthouseMedians([url], preset);
  return figures;
}

/**
 * The medians of pages whose figures are compared, their runs interleaved (A B A B …) so a slow
 * minute of this shared machine falls on both (decision 065); each page's performance run by run beside.
 */
async function interleavedLighthouseMedians(urls, preset = {}) {
  const runs = urls.map(() => []);
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    for (const [index, url] of urls.entries()) runs[index].push(await lighthouseOnce(url, preset));
  }
  return runs.map((pageRuns) => {
    // `perRun`: every run's own figures, for the budgets held in each run (decision 080).
    const result = { runs: pageRuns.map((run) => run.performance), perRun: pageRuns };
    for (const key of Object.keys(pageRuns[0])) {
      if (Array.isArray(pageRuns[0][key])) continue;
      result[key] = typeof pageRuns[0][key] === 'string' ? pageRuns[0][key] : median(pageRuns.map((r) => r[key]));
    }
    return result;
  });
}

const ms = (value) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);

function formatLighthouse(figures) {
  return (
    `perf ${String(figures.performance).padStart(3)}  a11y ${String(figures.accessibility).padStart(3)}  ` +
    `bp ${String(figures.bestPractices).padStart(3)}  seo ${String(figures.seo).padStart(3)}  ` +
    `LCP ${(figures.lcp / 1000).toFixed(2)} s  CLS ${figures.cls.toFixed(3)}  TBT ${ms(figures.tbt)}\n` +
    `                     LCP = TTFB ${ms(figures.ttfb)} + load delay ${ms(figures.loadDelay)} + ` +
    `load time ${ms(figures.loadTime)} + render delay ${ms(figures.renderDelay)}; element ${figures.lcpElement.slice(0, 80)}`
  );
}

module.exports = { LIGHTHOUSE_RUNS, formatLighthouse, interleavedLighthouseMedians, lighthouseMedian, lighthouseOnce };
