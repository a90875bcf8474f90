/**
 * Reading on a phone (issue 25 §13): a table's first column keeps its words on a line, and the
 * customer-service button never lies over the page's text.
 */
import { expect, sectionMounted, test } from './fixtures';

test.describe('reading on a phone', () => {
  test('the first column of the product view table keeps each name on one line', async ({ page }) => {
    await page.goto('/m/product/view/13');
    await sectionMounted(page);
    const linesPerName = await page.locator('#section-slot .kit-rich table tr > :first-child').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lineTops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        return [cell.textContent?.trim(), lineTops.size];
      }),
    );
    expect(linesPerName.length, 'rows of 关键能力指标').toBeGreaterThan(1);
    expect(linesPerName).toEqual(linesPerName.map(([name]) => [name, 1]));
  });

  test('the customer-service button never lies over the text of the page, wherever it is scrolled', async ({
    page,
  }) => {
    await page.goto('/m/product/view/13');
    await sectionMounted(page);
    const button = page.getByRole('button', { name: '在线客服' });
    await expect(button).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (const top of [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(share * height))) {
      const under = await button.evaluate((element, scrollTop) => {
        window.scrollTo({ top: scrollTop, behavior: 'instant' });
        const widget = element.closest('.shell-cs') ?? element;
        const box = element.getBoundingClientRect();
        const points = [
          [box.left + 1, box.top + 1],
          [box.right - 1, box.top + 1],
          [box.left + 1, box.bottom - 1],
          [box.right - 1, box.bottom - 1],
          [box.left + box.width / 2, box.top + box.height / 2],
        ];
        // What lies right under the button at each of its corners and its centre: part of the page, or the header.
        return points.map(([x, y]) => {
          const beneath = document.elementsFromPoint(x ?? 0, y ?? 0).find((hit) => !widget.contains(hit));
          return beneath?.closest('#section-slot') ? 'the page' : beneath?.closest('header') ? 'the header' : 'other';
        });
      }, top);
      expect(under, `scrolled to ${top}`).toEqual(Array(5).fill('the header'));
    }
  });
});
