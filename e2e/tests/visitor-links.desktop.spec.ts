/**
 * Visitors never land on a 404 (issue 25 §1–3, §6, §7): an item id of the wrong kind is the 404
 * page with status 404; a language switch goes to the same item in the other language; a shared
 * Chinese link still opens after a visit to /en; the cookie another tab wrote is followed; only the
 * primary browser language selects Traditional.
 */
import { expect, sectionMounted, test, useLanguage } from './fixtures';

test.describe('links that never end on a 404, on desktop', () => {
  test('answers an article id of the other news type with the 404 page and status 404', async ({ page }) => {
    for (const path of ['/news/research/29', '/news/dynamic/30', '/en/news/research/529']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
      await expect(page.locator('.news-detail')).toHaveCount(0);
    }
  });

  test("switches a team member's page to the same member in English", async ({ page, baseURL }) => {
    await useLanguage(page, baseURL, 's');
    await page.goto('/about/team/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('周慕远');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about\/team\/502$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zhou Muyuan');
    await page.getByRole('button', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/about\/team\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('周慕远');
  });

  test('opens shared Chinese links at their English counterparts after a visit to /en', async ({ page }) => {
    await page.goto('/en/about/introduce');
    await page.goto('/news/dynamic/29');
    await expect(page).toHaveURL(/\/en\/news\/dynamic\/529$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hanshu FinTech Conference 2026/);
    await page.goto('/product/view/13');
    await expect(page).toHaveURL(/\/en\/product\/view\/44$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hanshu Insight Analytics Platform');
  });

  test('follows the language another tab chose when the visitor moves on inside the site', async ({
    page,
    baseURL,
  }) => {
    await useLanguage(page, baseURL, 's');
    await page.goto('/about/introduce');
    await sectionMounted(page);
    await useLanguage(page, baseURL, 't');
    await page.locator('#section-slot').getByRole('link', { name: '企业文化' }).click();
    await expect(page).toHaveURL(/\/about\/culture$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('企業文化');
  });

  test('serves Simplified to a browser whose primary language is English, whatever follows', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'en-US,zh-TW;q=0.8' } });
    const page = await context.newPage();
    await page.goto('/about/culture');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('企业文化');
    await context.close();
  });
});
