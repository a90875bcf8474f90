/**
 * End-to-end tests drive the composed site, started as `npm start` starts it (real shell server,
 * real content API on a fresh SQLite file, real section releases), in Debian's Chromium.
 * Readers run two at a time; writers (*.release.spec.ts) run after them, alone (README.md).
 * Against a running site (E2E_SITE, `npm run test:e2e -- --site`), only the readers run, but those
 * tagged @local, and no site is started (README.md "Against a running site").
 */
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test';
import {
  CHROMIUM_EXECUTABLE,
  E2E_DATA_DIR,
  E2E_PORT as PORT,
  E2E_PREVIEW,
  E2E_SITE,
  REPOSITORY_ROOT as root,
} from './tests/e2e-env';

const data = E2E_DATA_DIR;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
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

const readers: Project[] = [
  { name: 'desktop', testMatch: /\.desktop\.spec\.ts$/, use: desktop },
  {
    name: 'iphone',
    testMatch: /\.mobile\.spec\.ts$/,
    use: { ...devices['iPhone 13'], ...chromium, defaultBrowserType: 'chromium' },
  },
];

// Tests that change what the server serves (release, rollback, registry, server bundles):
// after every reader has finished, one at a time, so no reader ever sees a release half made.
const writers: Project[] = [
  { name: 'release', testMatch: /\.release\.spec\.ts$/, dependencies: ['desktop', 'iphone'], workers: 1, use: desktop },
];

const ownSite: PlaywrightTestConfig['webServer'] = {
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
};

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
  // The browser's first start (its font cache) is paid here, before any test's clock runs; and a
  // preview link is opened here, once.
  globalSetup: './global-setup.ts',
  // Tests that need this machine's own server (its files, servers of their own, its port).
  grepInvert: E2E_SITE ? /@local\b/ : undefined,
  use: {
    baseURL: E2E_SITE ?? `http://127.0.0.1:${PORT}`,
    // Written by global-setup.ts before any worker starts.
    storageState: E2E_PREVIEW?.stateFile,
    trace: 'off',
    ...chromium,
  },
  projects: E2E_SITE ? readers : [...readers, ...writers],
  webServer: E2E_SITE ? undefined : ownSite,
});
