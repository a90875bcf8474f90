/**
 * `npm run bench -- interactions` (issue 44 §1): what a visitor waits for after the first load. In
 * Debian's Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, a mid-range phone),
 * each interaction is run 5 times, each time on a freshly loaded page, desktop and /m. Its figure
 * is the longest Event Timing entry of the interaction (what INP reports: a PerformanceObserver of
 * 'event' entries, durationThreshold 16, grouped by interactionId), printed with its parts: input
 * delay, processing, presentation. The median of the runs is held to docs/budgets.md
 * (interactionMs, aim interactionAimMs). `BENCH_SITE_URL` measures a site already started instead
 * of starting one; `BENCH_INTERACTION_RUNS` changes the number of runs (the figures are then not
 * the budget's own); `BENCH_INTERACTIONS` keeps the interactions whose name contains it.
 */
/* global window, document, requestAnimationFrame -- the functions handed to page.evaluate and waitForFunction run in the page */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { budgetCheck } = require('../budgets');
const { median } = require('../median');
const { commandScript } = require('../repository');
const { startServer } = require('../servers');
const { INTERACTIONS } = require('./interactions-scenarios');

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS || 5);
/** docs/budgets.md (decision 076): the median of an interaction's runs, in ms, and what it aims at. */
const BUDGETS = { interactionMs: 200, interactionAimMs: 100 };
const CPU_SLOWDOWN = 4;

/**
 * Installed in every page before its scripts: keeps each Event Timing entry (with a duration of
 * 16 ms or more) and each long task, so the bench can read the entries of one interaction and
 * wait for the page to be quiet between two.
 */
function installObservers() {
  window.__benchEvents = [];
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchEvents.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push(entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Resolves once the page has had no long task for `quietMs` and the loading bar is not running:
 * hydration, the idle prefetch or the last interaction's work no longer competes with the next.
 */
async function settle(page, quietMs = 600) {
  await page.waitForFunction(
    (quiet) => {
      const tasks = window.__benchLongTasks;
      const last = tasks.length > 0 ? Math.max(...tasks) : 0;
      const bar = document.querySelector('.shell-loading-bar--visible');
      return !bar && performance.now() - last > quiet;
    },
    quietMs,
    { timeout: 30_000, polling: 100 },
  );
}

/** Marks where an interaction starts: the entries after it are its own. */
async function mark(page) {
  return page.evaluate(() => window.__benchEvents.length);
}

/**
 * The longest Event Timing entry recorded since `from`: of the interaction (an entry with an
 * interactionId) when there is one, else of any event (a hover has no interactionId). Waits a
 * few frames for the entries, which the browser reports after the frame they end in. An
 * interaction under 16 ms leaves no entry: it reads 0.
 */
async function longestEntrySince(page, from, { hover = false } = {}) {
  const deadline = Date.now() + 3000;
  for (;;) {
    const entries = await page.evaluate(async (start) => {
      // Two frames and a task: the entries of the last painted frame are delivered by then.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return window.__benchEvents.slice(start);
    }, from);
    const own = hover ? entries : entries.filter((entry) => entry.interactionId > 0);
    if (own.length > 0 || Date.now() > deadline) {
      if (own.length === 0) return { total: 0, inputDelay: 0, processing: 0, presentation: 0, name: '(< 16 ms)' };
      const longest = own.reduce((a, b) => (b.duration > a.duration ? b : a));
      return {
        total: longest.duration,
        inputDelay: longest.processingStart - longest.startTime,
        processing: longest.processingEnd - longest.processingStart,
        presentation: longest.startTime + longest.duration - longest.processingEnd,
        name: longest.name,
      };
    }
  }
}

/** A fresh context and page of the preset, loaded at `url`, hydrated, quiet, with the CPU slowed. */
async function openPage(browser, preset, url) {
  const context = await browser.newContext(preset.context);
  await context.addInitScript(installObservers);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-shell-hydrated]', { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await settle(page, 1500);
  return { context, page };
}

const fmt = (ms) => `${Math.round(ms)}`.padStart(4);

/** Runs the part; returns the names of the budgets it missed. */
async function benchInteractions() {
  const { missed, verdict } = budgetCheck();
  const { chromium, devices } = require('playwright-core');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-interactions-'));
  let site;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const base =
      process.env.BENCH_SITE_URL ||
      (site = await startServer('site', commandScript('start.js'), {
        DATABASE_FILE: path.join(dataDir, 'content.db'),
        RELEASES_DIR: path.join(dataDir, 'releases'),
        RATE_LIMIT_MAX: '10000000',
        SERVER_RENDER: 'on',
      })).url;
    const presets = {
      desktop: { context: { viewport: { width: 1440, height: 900 } } },
      mobile: { context: { ...devices['iPhone 13'], defaultBrowserType: undefined } },
    };
    delete presets.mobile.context.defaultBrowserType;
    const filter = process.env.BENCH_INTERACTIONS || '';
    console.log(
      `Chromium, CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS} runs, each on a fresh page; the longest Event ` +
        `Timing entry of each interaction (budget ≤ ${BUDGETS.interactionMs} ms, aim ≤ ${BUDGETS.interactionAimMs} ms; ` +
        `load average ${os.loadavg()[0].toFixed(1)}):`,
    );
    console.log(`  ${'interaction'.padEnd(52)} median  input  proc  pres   runs (ms)`);
    for (const scenario of INTERACTIONS.filter((candidate) => candidate.name.includes(filter))) {
      // One scenario may measure several interactions per page (the language in every direction).
      const figures = new Map();
      for (let run = 0; run < RUNS; run += 1) {
        const { context, page } = await openPage(browser, presets[scenario.device], `${base}${scenario.url}`);
        try {
          for (const step of scenario.steps) {
            if (step.prepare) {
              await step.prepare(page);
              await settle(page);
            }
            const from = await mark(page);
            await step.act(page);
            const entry = await longestEntrySince(page, from, { hover: step.hover });
            await step.done(page);
            await settle(page);
            const name = `${scenario.device} ${scenario.name}${step.name ? ` ${step.name}` : ''}`;
            if (!figures.has(name)) figures.set(name, []);
            figures.get(name).push(entry);
          }
        } finally {
          await context.close();
        }
      }
      for (const [name, runs] of figures) {
        const totals = runs.map((entry) => entry.total);
        const middle = median(totals);
        // The parts shown are those of the run whose figure is the median.
        const shown = runs.find((entry) => entry.total === middle) ?? runs[0];
        const ok = middle <= BUDGETS.interactionMs;
        verdict(`interaction ${name}`, ok);
        console.log(
          `  ${name.padEnd(52)} ${fmt(middle)}   ${fmt(shown.inputDelay)}  ${fmt(shown.processing)}  ${fmt(shown.presentation)}` +
            `   ${totals.map(Math.round).join(', ')}` +
            (ok ? (middle <= BUDGETS.interactionAimMs ? '' : '  (over the aim)') : '  OVER budget'),
        );
      }
    }
    return missed;
  } finally {
    await browser.close();
    site?.child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { benchInteractions };
