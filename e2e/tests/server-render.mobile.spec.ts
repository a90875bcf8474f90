/**
 * Server-rendered sections on a phone: every /m route carries its content in the first response,
 * and hydrates it without errors.
 */
import { expect, test } from './fixtures';
import { expectHydratedLikeServer, expectServerContent, isMobileRoute, landedRoutes } from './server-render';

test.describe('server-rendered mobile sections', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every mobile route of the landed sections shows its title and text in the server HTML', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const routes = (await landedRoutes(request)).filter(isMobileRoute);
      expect(routes.length).toBeGreaterThan(5);
      for (const route of routes) await expectServerContent(page, route);
    });
  });

  test('every mobile route hydrates without errors, and its heading and links were in the server HTML', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    for (const route of (await landedRoutes(request)).filter(isMobileRoute)) {
      await expectHydratedLikeServer(page, request, route);
    }
  });

  test('opens an article from a hydrated mobile list', async ({ page }) => {
    await page.goto('/m/news/dynamic');
    const section = page.locator('#section-slot .shell-section');
    await expect(section).not.toHaveAttribute('data-ssr', '1');
    await section.locator('a[href^="/m/news/dynamic/"]').first().click();
    await expect(page).toHaveURL(/\/m\/news\/dynamic\/\d+$/);
    await expect(section.locator('h1')).toBeVisible();
  });
});
