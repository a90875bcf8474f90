/**
 * The engine suite: the composed site in Debian's Firefox ESR (WebDriver BiDi) and WebKitGTK
 * (WebKitWebDriver under Xvfb), beside the Chromium suite of ../playwright.config.ts (README.md).
 * It runs after that suite, on the same port and with the same server, and serves that suite's
 * releases when they are up to date (a section build takes a minute on 2 cores), with a database
 * of its own.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import chromiumSuite from '../playwright.config';
import { E2E_PORT, REPOSITORY_ROOT } from '../tests/e2e-env';
import type { EngineOptions } from './fixtures';

const database = path.join(REPOSITORY_ROOT, '.data', `engines-${E2E_PORT}`);
const server = chromiumSuite.webServer;
if (!server || Array.isArray(server))
  throw new Error('the engine suite expects the one web server of the Chromium suite');

export default defineConfig<EngineOptions>({
  testDir: '.',
  testMatch: /\.engine\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // A test that fails one run in ten is a defect to fix, not to retry.
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
  webServer: {
    ...server,
    // The Chromium suite's releases are kept (start.js releases a section only when its sources are newer).
    command: `rm -rf "${database}" && node scripts/start.js`,
    env: { ...server.env, DATABASE_FILE: path.join(database, 'content.db') },
  },
});
