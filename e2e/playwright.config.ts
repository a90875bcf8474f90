/**
 * End-to-end tests drive the composed site, started as `npm start` starts it (real shell server,
 * real content API on a fresh SQLite file, real section releases), in Debian's Chromium.
 * Readers run two at a time; writers (*.release.spec.ts) run after them, alone (README.md).
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT as PORT, REPOSITORY_ROOT as root } from './tests/e2e-env';

const data = E2E_DATA_DIR;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

const desktop = { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  // A test that fails one run in ten is a defect to fix, not to retry.
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // The browser's first start (its font cache) is paid here, before any test's clock runs.
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    ...chromium,
  },
  projects: [
    { name: 'desktop', testMatch: /\.desktop\.spec\.ts$/, use: desktop },
    {
      name: 'iphone',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { ...devices['iPhone 13'], ...chromium, defaultBrowserType: 'chromium' },
    },
    // Tests that change what the server serves (release, rollback, registry, server bundles):
    // after every reader has finished, one at a time, so no reader ever sees a release half made.
    {
      name: 'release',
      testMatch: /\.release\.spec\.ts$/,
      dependencies: ['desktop', 'iphone'],
      workers: 1,
      use: desktop,
    },
  ],
  webServer: {
    command: `rm -rf "${data}" && node scripts/start.js`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/registry.json`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_FILE: path.join(data, 'content.db'),
      RELEASES_DIR: path.join(data, 'releases'),
    },
  },
});
