/**
 * The engine suite's fixtures: each worker starts its project's engine once (Firefox, or
 * WebKitWebDriver with its proxy), and a test opens pages of it with `openPage`. Every page a test
 * opened fails the test on an uncaught error, an unhandled rejection or a console error.
 */
import { test as base, expect } from '@playwright/test';
import { E2E_PORT } from '../tests/e2e-env';
import type { Device, Engine, EngineName, EnginePage } from './engine-page';
import { startFirefox } from './firefox-page';
import { startWebKit } from './webkit-page';

export const SITE_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

export interface EngineOptions {
  engine: EngineName;
}

export const test = base.extend<
  { openPage(device?: Device): Promise<EnginePage> },
  EngineOptions & { runningEngine: Engine }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  runningEngine: [
    async ({ engine }, use) => {
      const started = await (engine === 'firefox' ? startFirefox : startWebKit)(SITE_ORIGIN);
      try {
        await use(started);
      } finally {
        await started.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  openPage: async ({ runningEngine }, use) => {
    const problems: string[] = [];
    let current: EnginePage | null = null;
    const retire = async () => {
      if (!current) return;
      const page = current;
      current = null;
      try {
        problems.push(...(await page.problems()));
      } finally {
        await page.close();
      }
    };
    await use(async (device = 'desktop') => {
      // One page at a time: a WebKit page is its worker's one session of that device.
      await retire();
      current = await runningEngine.newPage(device);
      return current;
    });
    await retire();
    expect(problems, 'uncaught page errors or console errors').toEqual([]);
  },
});

export { expect };
