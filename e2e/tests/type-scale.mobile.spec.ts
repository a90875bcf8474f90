/**
 * The key pages' type scale on a phone (issue 44 §3, decision 087). Each font size, weight and
 * family a page draws is a strike of its own, and the browser asks for every strike in the page's
 * first layout, before its first paint: on Linux and Android each is a round trip to the browser
 * process. So the server's page, as a phone lays it out before any script, draws few of them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

/** Every size, weight, style and family of the text laid out in the page, with one place it is drawn. */
async function strikes(page: Page): Promise<Map<string, string>> {
  const drawn = await page.evaluate(() => {
    const found: [string, string][] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue;
      range.selectNodeContents(node);
      if (range.getClientRects().length === 0) continue;
      const style = getComputedStyle(node.parentElement);
      const key = `${style.fontSize} ${style.fontWeight} ${style.fontStyle} ${style.fontFamily}`;
      found.push([
        key,
        `${node.parentElement.className || node.parentElement.tagName}: ${node.textContent.trim().slice(0, 12)}`,
      ]);
    }
    return found;
  });
  const byKey = new Map<string, string>();
  for (const [key, where] of drawn) if (!byKey.has(key)) byKey.set(key, where);
  return byKey;
}

async function expectStrikesAtMost(page: Page, ceiling: number): Promise<void> {
  const drawn = await strikes(page);
  const listed = [...drawn].map(([key, where]) => `${key} (${where})`).join('\n');
  expect(drawn.size, `strikes:\n${listed}`).toBeLessThanOrEqual(ceiling);
  expect(drawn.size, 'the page drew its text').toBeGreaterThan(3);
}

const pages: [path: string, ceiling: number][] = [
  ['/', 11],
  ['/m/about/introduce', 8],
  ['/m/news/dynamic', 8],
  ['/m/product/DataAnalysis', 8],
  ['/m/solution/bank', 8],
];

test.describe('the type scale of the key pages on a phone', () => {
  for (const [path, ceiling] of pages) {
    test(`${path} draws its first layout in at most ${ceiling} font strikes`, async ({ page }) => {
      await page.goto(path);
      await expectStrikesAtMost(page, ceiling);
    });
  }

  test('a news article draws its first layout in at most 8 font strikes', async ({ page }) => {
    await page.goto('/m/news/dynamic');
    const article = await page.locator('a[href^="/m/news/dynamic/"]').first().getAttribute('href');
    expect(article).toMatch(/^\/m\/news\/dynamic\/\d+$/);
    await page.goto(article ?? '');
    await expect(page.locator('h1')).toHaveCount(1);
    await expectStrikesAtMost(page, 8);
  });
});
