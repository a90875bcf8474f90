/**
 * Visitors never land on a 404 on a phone (issue 25 §1, §6, §9): an article id of the other type
 * is the 404 page; the drawer's language buttons go to the same item in the other language, and
 * the drawer closes once a language is chosen.
 */
import { expect, test } from './fixtures';

test.describe('links that never end on a 404, on an iPhone', () => {
  test('answers a research id under the mobile company news with the 404 page and status 404', async ({ page }) => {
    const response = await page.goto('/m/news/dynamic/30');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  });

  test("switches a team member's page from the drawer to the same member in Simplified", async ({ page }) => {
    await page.goto('/en/m/about/team/502');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zhou Muyuan');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: '简体中文' }).tap();
    await expect(page).toHaveURL(/\/m\/about\/team\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('周慕远');
  });

  test('closes the drawer once a language is chosen in it, on the article in the new language', async ({ page }) => {
    await page.goto('/m/news/dynamic/29');
    await page.getByRole('button', { name: '打开菜单' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'English' }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/m\/news\/dynamic\/529$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hanshu FinTech Conference 2026/);
  });
});
