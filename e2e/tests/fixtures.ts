/**
 * Every page a test opens fails the test on an uncaught error (a hydration mismatch in
 * production React is one, #418) or a console error.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export const ALLOW_CONSOLE_ERRORS = 'allow-console-errors';

const EXPECTED_STATUS_LOG = /^Failed to load resource: the server responded with a status of 40[04]/;

/**
 * The shell starts its scripts after the page's first paint and priority images (decision 018),
 * which can be after the `load` event a navigation waits for. A visitor's first click can meet a
 * page not yet hydrated; a test's must not, so a navigation of a test's page resolves once the
 * shell has hydrated (at once for a document without the shell: an image, an API answer).
 */
function navigationsWaitForTheShell(page: Page) {
  const hydrated = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await page.waitForFunction(
      () => !document.getElementById('shell-root') || document.documentElement.hasAttribute('data-shell-hydrated'),
    );
    return response;
  };
  const { goto, reload, goBack, goForward } = {
    goto: page.goto.bind(page),
    reload: page.reload.bind(page),
    goBack: page.goBack.bind(page),
    goForward: page.goForward.bind(page),
  };
  Object.assign(page, {
    goto: (...args: Parameters<Page['goto']>) => hydrated(goto(...args)),
    reload: (...args: Parameters<Page['reload']>) => hydrated(reload(...args)),
    goBack: (...args: Parameters<Page['goBack']>) => hydrated(goBack(...args)),
    goForward: (...args: Parameters<Page['goForward']>) => hydrated(goForward(...args)),
  });
}

export const test = base.extend<{ problems: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) navigationsWaitForTheShell(page);
    await use(page);
  },
  problems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // The browser logs every 4xx answer, including the 404 page's own document and an API
        // 404 for an unknown id: the tests assert those statuses themselves.
        if (message.type() !== 'error' || EXPECTED_STATUS_LOG.test(message.text())) return;
        problems.push(`console.error: ${message.text()}`);
      });
      await use(problems);
      const allowed = testInfo.annotations.some((annotation) => annotation.type === ALLOW_CONSOLE_ERRORS);
      const relevant = allowed ? problems.filter((problem) => problem.startsWith('pageerror')) : problems;
      expect(relevant, 'uncaught page errors or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Sets the language cookie before the first request, as a returning visitor would have it. */
export async function useLanguage(page: Page, baseURL: string | undefined, language: 's' | 't' | 'e') {
  await page.context().addCookies([{ name: 'zh_choose', value: language, url: baseURL ?? 'http://127.0.0.1' }]);
}

/** Serious and critical accessibility violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Scan the settled page: the customer-service widget fades in 1000 ms after mount, and a
  // half-transparent element mid-transition would be judged on colours no visitor keeps seeing.
  await page.waitForFunction(() => {
    const widget = document.querySelector('.shell-cs');
    return !widget || widget.classList.contains('shell-cs--visible');
  });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The active section has mounted: it took over (hydrated) the server's markup, whose mark the
 * container loses on mount, and shows its heading. A click before that is a plain link click,
 * which loads a new document.
 */
export async function sectionMounted(page: Page) {
  await expect(page.locator('#section-slot .shell-section')).not.toHaveAttribute('data-ssr', '1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export type Language = 's' | 't' | 'e';

export const LANGUAGES: readonly Language[] = ['s', 't', 'e'];

/** The content API query of a language, as the shell asks it. */
export const LANGUAGE_QUERY: Record<Language, string> = {
  s: 'languageType=1',
  t: 'languageType=1&script=hant',
  e: 'languageType=2',
};

/** The URL prefix of a language's pages. */
export const prefixOf = (language: Language) => (language === 'e' ? '/en' : '');
