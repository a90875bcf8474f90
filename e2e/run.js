#!/usr/bin/env node
/**
 * `npm run test:e2e`: `playwright test -c e2e/playwright.config.ts` with the arguments passed on.
 *
 *   npm run test:e2e                                     start a site of its own, run every project
 *   npm run test:e2e -- news --project=desktop           the same, filtered, as Playwright reads it
 *   npm run test:e2e -- --site https://www.example.com   the readers only, against a running site
 *   npm run test:e2e -- --site <origin> --preview <link> the same, every browser context carrying
 *                                                        the preview cookie of a staged candidate
 *
 * Exits with Playwright's code, or 2 with one line when the command line is wrong (e2e/README.md).
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseRunArguments, shownLink, UsageError, USAGE } = require('./src/run-arguments');

let run;
try {
  run = parseRunArguments(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`test:e2e: ${error.message}`);
  process.exit(2);
}
if (run.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

// The command line is the one source of the run's mode: nothing is inherited from the environment.
const env = { ...process.env };
delete env.E2E_SITE;
delete env.E2E_PREVIEW;
delete env.E2E_PREVIEW_STATE;
let stateFolder;
if (run.site) {
  env.E2E_SITE = run.site;
  const previewing = run.preview ? `, previewing with the cookie of ${shownLink(run.preview)}` : '';
  process.stdout.write(`test:e2e: against ${run.site}${previewing} (reader projects; no local site)\n`);
}
if (run.preview) {
  // The cookie is a credential of the candidate: kept in a folder of this run's own, removed after it.
  stateFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-preview-'));
  env.E2E_PREVIEW = run.preview;
  env.E2E_PREVIEW_STATE = path.join(stateFolder, 'storage-state.json');
}

const playwright = spawn(
  process.execPath,
  [
    require.resolve('@playwright/test/cli'),
    'test',
    '-c',
    path.join(__dirname, 'playwright.config.ts'),
    ...run.playwright,
  ],
  { stdio: 'inherit', env },
);
const forward = (signal) => playwright.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
const removeState = () => stateFolder && fs.rmSync(stateFolder, { recursive: true, force: true });
playwright.on('error', (error) => {
  removeState();
  console.error(`test:e2e: could not start Playwright: ${error.message}`);
  process.exit(1);
});
playwright.on('exit', (code, signal) => {
  removeState();
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
