/**
 * Server-rendered sections on a phone: the /m routes carry their content in the first response,
 * and the page hydrates it without errors.
 */
import { expect, test } from './fixtures';
import { isMobileRoute, landedRoutes } from './server-render';

const SECTION = '#section-slot .shell-section';

test.describe('server-rendered mobile sections', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every mobile route of the landed sections shows its title, text and links in the server HTML', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const routes = (await landedRoutes(request)).filter(isMobileRoute);
      expect(routes.length).toBeGreaterThan(5);
      for (const route of routes) {
        const response = await page.goto(route.url);
        expect(response?.status(), route.url).toBe(200);
        expect(response?.headers()['server-timing'], route.url).toMatch(/ssr;desc="server"/);
        const section = page.locator(SECTION);
        await expect(section, route.url).toHaveAttribute('data-ssr', '1');
        await expect(section.locator('h1, h2').first(), route.url).toBeVisible();
        expect((await section.innerText()).trim().length, route.url).toBeGreaterThan(60);
        expect(await section.locator('a[href]').count(), route.url).toBeGreaterThan(0);
      }
    });
  });

  test('hydrates a mobile page without errors and opens an article from it', async ({ page }) => {
    await page.goto('/m/news/dynamic');
    const section = page.locator(SECTION);
    await expect(section).not.toHaveAttribute('data-ssr', '1');
    await section.locator('a[href^="/m/news/dynamic/"]').first().click();
    await expect(page).toHaveURL(/\/m\/news\/dynamic\/\d+$/);
    await expect(section.locator('h1')).toBeVisible();
  });
});
