import { expect, seriousViolations, test } from './fixtures';

test.describe('news section on an iPhone', () => {
  test('sends a phone to the mobile news list, and reads an article there', async ({ page }) => {
    await page.goto('/news/dynamic');
    await expect(page).toHaveURL(/\/m\/news\/dynamic$/);
    await page.locator('#section-slot a[href^="/m/news/dynamic/"]').first().click();
    await expect(page).toHaveURL(/\/m\/news\/dynamic\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('has no serious or critical accessibility violations on the mobile news pages', async ({ page }) => {
    for (const path of ['/m/news/dynamic', '/m/news/dynamic/2', '/en/m/news/dynamic']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
