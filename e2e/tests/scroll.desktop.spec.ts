/**
 * Scroll on client navigation (issue 25 §10): a new page starts at its top, and Back and Forward
 * return to where the visitor was. The same rules run in Firefox and WebKit in the engine suite.
 */
import type { Page } from '@playwright/test';
import { expect, sectionMounted, test } from './fixtures';

const LIST = '/news/dynamic';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the news list's last card into view and opens it; returns where the list was. */
async function openLowCard(page: Page): Promise<{ article: string; listScrollY: number }> {
  await page.goto(LIST);
  await sectionMounted(page);
  const card = page.locator('#section-slot a[href^="/news/dynamic/"]').last();
  const article = (await card.getAttribute('href')) ?? '';
  await card.evaluate((link) => link.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const listScrollY = await scrollY(page);
  expect(listScrollY, 'the card is low in the list').toBeGreaterThan(500);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${article}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { article, listScrollY };
}

test.describe('scroll on client navigation', () => {
  test('a card low in the news list opens its article at the top of the page', async ({ page }) => {
    await openLowCard(page);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('Back and Forward return to where the visitor was on the list and on the article', async ({ page }) => {
    const { article, listScrollY } = await openLowCard(page);
    // The visitor scrolls the article: done once its scroll event has been dispatched.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('scroll', resolve, { once: true });
          window.scrollTo({ top: 300, behavior: 'instant' });
        }),
    );
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect.poll(() => scrollY(page), { message: 'the list where the visitor left it' }).toBe(listScrollY);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${article}$`));
    await expect.poll(() => scrollY(page), { message: 'the article where the visitor left it' }).toBe(300);
  });
});
