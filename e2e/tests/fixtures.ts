/**
 * Every page a test opens fails the test on an uncaught error (a hydration mismatch in
 * production React is one, #418) or a console error.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    await use(problems);
    expect(problems, 'uncaught page errors or console errors').toEqual([]);
  },
});

export { expect };

/** Sets the language cookie before the first request, as a returning visitor would have it. */
export async function useLanguage(page: Page, language: 's' | 't' | 'e') {
  await page
    .context()
    .addCookies([
      { name: 'zh_choose', value: language, url: page.url().startsWith('http') ? page.url() : 'http://127.0.0.1' },
    ]);
}
