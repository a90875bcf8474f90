/**
 * End-to-end tests drive the composed site, started as `npm start` starts it (real shell server,
 * real content API on a fresh SQLite file, real section releases), in Debian's Chromium.
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

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    ...chromium,
  },
  projects: [
    {
      name: 'desktop',
      testMatch: /\.desktop\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'iphone',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { ...devices['iPhone 13'], ...chromium, defaultBrowserType: 'chromium' },
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
      RATE_LIMIT_MAX: '100000',
    },
  },
});
