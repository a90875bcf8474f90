/**
 * The route tables and menu of the registry reach the browser as one file (decision 052): a first
 * load asks for it once and for no section's routes.json, and the chrome hydrated from it leads to
 * another section's page. A page with a candidate previewed (a run against a live site with a
 * preview, decision 069) carries its own tables in the document instead: no file at all.
 */
import { expect, test } from './fixtures';

test.describe('the route tables of the registry', () => {
  test('come in one file on a first load, no routes.json, and the menu they hold leads to another section', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/about/introduce');
    const files = (await page.locator('.shell-preview-banner').count()) > 0 ? 0 : 1;
    expect(asked.filter((path) => path.startsWith('/site-tables/'))).toHaveLength(files);
    expect(asked.filter((path) => path.endsWith('/routes.json'))).toEqual([]);

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻中心', exact: true }).click();
    await expect(page).toHaveURL(/\/news\/dynamic$/);
    expect(asked.filter((path) => path.startsWith('/site-tables/'))).toHaveLength(files);
  });
});
