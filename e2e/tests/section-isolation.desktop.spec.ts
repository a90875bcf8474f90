/**
 * A section whose code cannot load in the browser (issue 23): the content the server rendered
 * stays readable, its links work as plain links, and a small localized notice offers to retry; the
 * full error panel is only for a section with nothing to show. A reader: the failure is this
 * browser's own (its requests for the section's remote entry are answered with an error).
 */
import { ALLOW_CONSOLE_ERRORS, expect, test } from './fixtures';
import { expectServerRendered } from './server-render';

const NEWS_ENTRY = '**/releases/mfe-news/**/remoteEntry.*.js';
const NEWS = '#section-slot .shell-section[data-application="mfe-news@/"]';
const NOTICE = '这部分页面的功能暂时无法加载，内容仍可阅读。';

test.describe('a section whose client code cannot load', () => {
  test.beforeEach(async ({ page }) => {
    // The browser logs the refused entry as a failed resource: that is the point here.
    test.info().annotations.push({ type: ALLOW_CONSOLE_ERRORS });
    await page.route(NEWS_ENTRY, (route) => route.fulfill({ status: 500, body: 'broken' }));
  });

  test('keeps its server-rendered content with a notice that retries, and its links load their pages', async ({
    page,
  }) => {
    expectServerRendered(await page.goto('/news/dynamic'), '/news/dynamic');
    const section = page.locator(NEWS);
    const notice = section.getByRole('status');
    await expect(notice).toContainText(NOTICE, { timeout: 15_000 });
    await expect(page.getByText('内容暂时无法加载')).toHaveCount(0);
    await expect(section.locator('h1').first()).toBeVisible();
    expect((await section.innerText()).trim().length).toBeGreaterThan(200);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();

    const story = section.locator('a[href^="/news/dynamic/"]').first();
    const href = await story.getAttribute('href');
    const document = page.waitForResponse((response) => new URL(response.url()).pathname === href);
    await story.click();
    expectServerRendered(await document, href ?? '');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(notice).toContainText(NOTICE, { timeout: 15_000 });
    await expect(section.locator('h1').first()).toBeVisible();

    await page.unroute(NEWS_ENTRY);
    await notice.getByRole('button', { name: '重试' }).click();
    await expect(section).not.toHaveAttribute('data-ssr', '1', { timeout: 15_000 });
    await expect(notice).toHaveCount(0);
    await expect(section.locator('h1').first()).toBeVisible();
  });

  test('shows the full panel when a navigation leads to the section, which then has nothing to show', async ({
    page,
  }) => {
    // The one reload a failed chunk earns (SPEC.md §8) is already spent in this tab.
    await page.addInitScript(() => window.sessionStorage.setItem('shell:chunk-reload-at', String(Date.now())));
    await page.goto('/about/introduce');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻中心', exact: true }).click();
    await expect(page).toHaveURL(/\/news\/dynamic$/);
    await expect(page.getByText('内容暂时无法加载')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: NOTICE })).toHaveCount(0);
  });
});
