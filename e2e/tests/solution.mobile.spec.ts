/**
 * The solution pages on an iPhone: /m/solution/{id?} in three languages, the banner that fills
 * the screen below the header, swipes between banner and detail (500 ms move, 530 ms lock), the
 * arrow, 404s and accessibility. The move and the lock are timed on the page's own stopped clock,
 * which the test moves on a frame at a time, so a slow machine cannot put a swipe out of the lock.
 */
import type { Page } from '@playwright/test';
import { IPHONE_UA, expect, test, useLanguage } from './fixtures';
import { expectServerRendered } from './server-render';
import { expectMoveAndLock, moveAndLock, stopClock, windowCancels } from './solution-scroll';

const BANK = { s: '银行', t: '銀行', e: 'Banking' } as const;
const KEYS = ['bank', 'consfinance', 'trust', 'insure', 'onlinefinance', 'microfinance'];
const SECTION = '#section-slot .shell-section';

/** Opens a solution page once its section has hydrated and the scroller listens for swipes. */
async function openSolution(page: Page, path = '/m/solution/bank') {
  await page.goto(path);
  await expect(page.locator(SECTION)).not.toHaveAttribute('data-ssr', '1');
  await expect(page.locator('.ps-solution__detail')).toHaveCount(1);
  await expect.poll(() => windowCancels(page, 'touchmove')).toBe(true);
}

/** A finger drawn from one height to another over the screen, as the touchscreen reports it. */
async function swipe(page: Page, fromY: number, toY: number) {
  const client = await page.context().newCDPSession(page);
  const x = 195;
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
  for (let step = 1; step <= 6; step += 1)
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: fromY + ((toY - fromY) * step) / 6 }],
    });
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

/** How far the detail's top is from the bottom of the 1.28rem header. */
const detailGapOf = (page: Page) =>
  page.evaluate(() => {
    const header = 1.28 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    return (document.querySelector('#solution-detail')?.getBoundingClientRect().top ?? NaN) - header;
  });
/** Where the page stands when the detail's top meets the bottom of the 1.28rem header. */
const detailTopOf = (page: Page) =>
  page.evaluate(() => {
    const header = 1.28 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    const banner = document.querySelector('.ps-solution__banner') as HTMLElement;
    return banner.getBoundingClientRect().bottom + window.scrollY - header;
  });

test.describe('solution pages on an iPhone', () => {
  for (const language of ['s', 't', 'e'] as const) {
    test(`shows /m/solution in ${language}, with and without a field, banner and detail`, async ({ page, baseURL }) => {
      await useLanguage(page, baseURL, language);
      const prefix = language === 'e' ? '/en' : '';
      for (const path of ['/m/solution', '/m/solution/trust']) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator(SECTION).getByRole('heading', { level: 1 }), path).not.toBeEmpty();
        await expect(page.locator('#solution-detail .ps-case'), path).toHaveCount(1);
      }
      await page.goto(`${prefix}/m/solution`);
      await expect(page.locator(SECTION).getByRole('heading', { level: 1 })).toHaveText(BANK[language]);
    });
  }

  test('puts banner, detail and case study in the server HTML of /m/solution/bank in three languages', async ({
    request,
  }) => {
    for (const language of ['s', 't', 'e'] as const) {
      const url = `${language === 'e' ? '/en' : ''}/m/solution/bank`;
      const response = await request.get(url, {
        headers: { cookie: `zh_choose=${language}`, 'user-agent': IPHONE_UA },
      });
      expect(response.status(), url).toBe(200);
      expectServerRendered(response, url);
      const html = await response.text();
      expect(html, url).toContain(`>${BANK[language]}</h1>`);
      expect(html, url).toContain('id="solution-detail"');
      expect(html, url).toContain('class="ps-case"');
    }
  });

  test('sends a phone from /solution/bank to /m/solution/bank, whose banner fills the screen below the header', async ({
    page,
  }) => {
    await page.goto('/solution/bank');
    await expect(page).toHaveURL(/\/m\/solution\/bank$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BANK.s);
    const banner = await page.locator('.ps-solution__banner').boundingBox();
    const viewport = page.viewportSize();
    expect(Math.abs((banner?.y ?? 0) + (banner?.height ?? 0) - (viewport?.height ?? 0))).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('swipes up to the detail in a smooth move of about 500 ms, ignoring swipes during the 530 ms lock', async ({
    page,
  }) => {
    await page.clock.install();
    await openSolution(page);
    const detail = await detailTopOf(page);
    await stopClock(page);
    const moves = await moveAndLock(page, {
      toDetail: () => swipe(page, 500, 300),
      toBanner: () => swipe(page, 300, 500),
      atDetail: async () => expect(Math.abs(await detailGapOf(page))).toBeLessThanOrEqual(2),
    });
    expectMoveAndLock(moves, detail);
  });

  test('reaches the detail with a tap on the arrow', async ({ page }) => {
    await openSolution(page, '/en/m/solution/microfinance');
    await page.getByRole('link', { name: 'Scroll down to the solution details' }).tap();
    await expect.poll(() => detailGapOf(page).then(Math.abs)).toBeLessThanOrEqual(2);
    await expect(page.locator('#solution-detail')).toBeFocused();
    await expect(page.getByText(/RMB 1 million/).first()).toBeVisible();
  });

  test('links the home page’s solutions to real mobile pages', async ({ page }) => {
    await page.goto('/m');
    const hrefs = await page
      .locator('#section-slot a[href^="/m/solution/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs.sort()).toEqual(KEYS.map((key) => `/m/solution/${key}`).sort());
    const response = await page.goto(hrefs[0] ?? '/m/solution/bank');
    expect(response?.status()).toBe(200);
  });

  test('answers an unknown field with the 404 page and status 404', async ({ page }) => {
    const response = await page.goto('/m/solution/nowhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  });
});
