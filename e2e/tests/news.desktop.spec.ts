import { expect, seriousViolations, test } from './fixtures';

test.describe('news section on desktop', () => {
  test('paints lists and articles from the embedded state, with no content API request', async ({ page }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/web/')) apiRequests.push(request.url());
    });
    for (const path of ['/news/dynamic', '/news/dynamic?page=2', '/news/research', '/news/dynamic/10']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#section-slot a[href^="/news/"]').first()).toBeVisible();
    }
    expect(apiRequests).toEqual([]);
  });

  test('goes from the list to an article and back', async ({ page }) => {
    await page.goto('/news/dynamic');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const first = page.locator('#section-slot a[href^="/news/dynamic/"]').first();
    const title = (await first.innerText()).trim().split('\n')[0] ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/news\/dynamic\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 8));
    await page.goBack();
    await expect(page).toHaveURL(/\/news\/dynamic$/);
  });

  test('keeps the page number in the URL, shareable and back-button friendly', async ({ page }) => {
    const titles = () => page.locator('#section-slot a[href^="/news/dynamic/"]').allInnerTexts();
    await page.goto('/news/dynamic');
    await expect(page.locator('#section-slot a[href^="/news/dynamic/"]').first()).toBeVisible();
    const firstPageTitles = await titles();
    await page.locator('#section-slot a[href$="?page=2"]').first().click();
    await expect(page).toHaveURL(/\/news\/dynamic\?page=2$/);
    // Wait for the second page's list itself, not the loading state in between.
    await expect
      .poll(async () => {
        const current = await titles();
        return current.length > 0 && current.join('|') !== firstPageTitles.join('|');
      })
      .toBe(true);
    const secondPageTitles = await titles();
    await page.goBack();
    await expect(page).toHaveURL(/\/news\/dynamic$/);
    await expect.poll(titles).toEqual(firstPageTitles);
    await page.goto('/news/dynamic?page=2');
    await expect.poll(titles).toEqual(secondPageTitles);
  });

  test('shows research articles', async ({ page }) => {
    await page.goto('/news/research');
    await expect(page.locator('#section-slot a[href^="/news/research/"]').first()).toBeVisible();
  });

  test('answers unknown and malformed ids with the 404 page and status 404', async ({ page }) => {
    for (const path of ['/news/dynamic/999999', '/news/research/abc']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    }
  });

  test('goes to the news list when the script changes on an article', async ({ page }) => {
    await page.goto('/news/dynamic/4');
    await expect(page.locator('#section-slot article, #section-slot h1').first()).toBeVisible();
    await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
    await page.getByRole('button', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/news\/dynamic$/);
    await expect(page.locator('#section-slot a[href^="/news/dynamic/"]').first()).toBeVisible();
  });

  test('has no serious or critical accessibility violations on the news pages', async ({ page }) => {
    test.setTimeout(60_000);
    for (const path of ['/news/dynamic', '/news/research', '/news/dynamic/1', '/en/news/research/530']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
