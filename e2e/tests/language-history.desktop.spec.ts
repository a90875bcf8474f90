/**
 * The language rule meets history: a page the visitor goes back to is shown in the language they
 * chose, with its /en prefix added or removed, and the redirect that does so is never undone.
 */
import type { Page } from '@playwright/test';
import { expect, sectionMounted, test } from './fixtures';

/** The page's path is exactly this one (a regular expression would also match its /en twin). */
const atPath = (path: string) => (url: URL) => url.pathname === path;

/**
 * The page is still at `path` after a second of its clock (installed before the page opened), with
 * every timer due in that second run: nothing the shell does next on its own moves it away.
 */
async function expectStaysAt(page: Page, path: string) {
  await page.clock.runFor(1000);
  expect(await page.evaluate(() => window.location.pathname)).toBe(path);
}

test.describe('language and history', () => {
  // Between the Chinese and English backends a product view goes to the same view in the other
  // language (its counterpart, decision 039); the back step of SPEC.md §4 is taken between scripts.
  test('switching to English on a product view goes to the same view in English, and stays', async ({ page }) => {
    await page.clock.install();
    await page.goto('/product/DataAnalysis');
    await sectionMounted(page);
    await page.locator('#section-slot a[href="/product/view/13"]').first().click();
    await expect(page).toHaveURL(atPath('/product/view/13'));
    await expect(page.locator('#section-slot video')).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(atPath('/en/product/view/44'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#section-slot video')).toBeVisible();
    // It stays there: the redirect to the /en address is not undone.
    await expectStaysAt(page, '/en/product/view/44');
  });

  test('switching to Traditional on a product view goes back one step, and stays', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/product/DataAnalysis');
    await sectionMounted(page);
    await page.locator('#section-slot a[href^="/en/product/view/"]').first().click();
    await expect(page).toHaveURL(/\/en\/product\/view\/\d+$/);
    await expect(page.locator('#section-slot video')).toBeVisible();
    await page.getByRole('button', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/^[^?]*\/product\/view\/\d+$/);
    await expect(page).not.toHaveURL(/\/en\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await page.getByRole('button', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(atPath('/product/DataAnalysis'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expectStaysAt(page, '/product/DataAnalysis');
  });

  test('a product view opened as a new document goes to the same view in the chosen language', async ({ page }) => {
    await page.goto('/en/product/view/44');
    await sectionMounted(page);
    await page.getByRole('button', { name: '简体中文' }).click();
    await expect(page).toHaveURL(atPath('/product/view/13'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the back button after a switch to English shows the earlier page in English', async ({ page }) => {
    await page.goto('/about/introduce');
    await page.locator('#section-slot .kit-tabs a[href="/about/culture"]').click();
    await expect(page).toHaveURL(/\/about\/culture$/);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about\/culture$/);
    await page.goBack();
    // The entry before the switch was /about/culture in Chinese: it is shown at its /en address.
    await expect(page).toHaveURL(/\/en\/about\/culture$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/about\/introduce$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Profile');
  });
});
