/**
 * Typography per language (issue 25 §13): English pages use Latin punctuation, drawn by Latin
 * fonts; Chinese pages keep the full-width colon.
 */
import type { Page } from '@playwright/test';
import { expect, sectionMounted, test } from './fixtures';

/** What a label of the section shows after its text: the `content` of its ::after. */
function labelSuffix(page: Page, selector: string, label: string) {
  return page.evaluate(
    ({ selector, label }) => {
      const term = Array.from(document.querySelectorAll(`#section-slot ${selector}`)).find(
        (element) => element.textContent?.trim() === label,
      );
      return term ? getComputedStyle(term, '::after').content : `no ${selector} "${label}"`;
    },
    { selector, label },
  );
}

test.describe('typography per language', () => {
  for (const [path, selector, label] of [
    ['/en/news/dynamic/526', 'dt', 'Published'],
    ['/en/contact/join/campusRecruit', 'dt', 'Category'],
  ] as const) {
    test(`${path} follows "${label}" with a Latin colon`, async ({ page }) => {
      await page.goto(path);
      await sectionMounted(page);
      expect(await labelSuffix(page, selector, label)).toMatch(/^":\s?"$/);
    });
  }

  test('a Chinese article keeps the full-width colon', async ({ page }) => {
    await page.goto('/news/dynamic/29');
    await sectionMounted(page);
    expect(await labelSuffix(page, 'dt', '发布时间')).toBe('"："');
  });

  test('draws the curly apostrophe of English text at Latin width, not full width', async ({ page }) => {
    await page.goto('/en/solution/insure');
    await sectionMounted(page);
    const widthInEm = await page.evaluate(() => {
      const slot = document.getElementById('section-slot');
      if (!slot) return null;
      const walker = document.createTreeWalker(slot, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const index = node.textContent?.indexOf('’') ?? -1;
        if (index < 0 || !node.parentElement) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().width / parseFloat(getComputedStyle(node.parentElement).fontSize);
      }
      return null;
    });
    expect(widthInEm, 'an apostrophe on the page').not.toBeNull();
    expect(widthInEm).toBeLessThan(0.5);
  });
});
