/**
 * The solution pages on desktop: the six fields in three languages from the server, the banner
 * and its detail, the scroll between them (500 ms move, 530 ms lock, 64 px header) by wheel,
 * keys and the arrow, reduced motion, 404s and accessibility. The move and the lock are timed on
 * the page's own stopped clock, which the test moves on a frame at a time, so a slow machine
 * cannot put an input out of the lock.
 */
import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { expectServerRendered } from './server-render';
import { expectMoveAndLock, moveAndLock, stepClock, stopClock, windowCancels } from './solution-scroll';

const SOLUTIONS = {
  bank: { s: '银行', t: '銀行', e: 'Banking' },
  consfinance: { s: '消费金融', t: '消費金融', e: 'Consumer Finance' },
  trust: { s: '信托', t: '信託', e: 'Trust' },
  insure: { s: '保险', t: '保險', e: 'Insurance' },
  onlinefinance: { s: '互联网金融', t: '互聯網金融', e: 'Online Finance' },
  microfinance: { s: '小额贷款', t: '小額貸款', e: 'Microfinance' },
} as const;

const SECTION = '#section-slot .shell-section';

interface ScrollLog {
  /** Every position the page scrolled to. */
  scrolls: number[];
  /** Where each scroll ended. */
  scrollEnds: number[];
  /** Whether the section took each wheel turn (cancelled the browser's own scroll). */
  wheels: boolean[];
}

/** Opens a solution page once its section has hydrated and the scroller listens, logging scrolls and wheels. */
async function openSolution(page: Page, path = '/solution/bank') {
  await page.goto(path);
  await expect(page.locator(SECTION)).not.toHaveAttribute('data-ssr', '1');
  await expect(page.locator('.ps-solution__detail')).toHaveCount(1);
  await expect.poll(() => windowCancels(page, 'wheel')).toBe(true);
  await page.evaluate(() => {
    const log: ScrollLog = { scrolls: [], scrollEnds: [], wheels: [] };
    (window as unknown as { scrollLog: ScrollLog }).scrollLog = log;
    // Registered after the section's listeners: they see what the section did with each event.
    window.addEventListener('scroll', () => log.scrolls.push(window.scrollY), { passive: true });
    window.addEventListener('scrollend', () => log.scrollEnds.push(window.scrollY));
    window.addEventListener('wheel', (event) => log.wheels.push(event.defaultPrevented), { passive: true });
  });
  await page.mouse.move(720, 450);
}

const scrollYOf = (page: Page) => page.evaluate(() => window.scrollY);
const logOf = (page: Page) => page.evaluate(() => (window as unknown as { scrollLog: ScrollLog }).scrollLog);
/** Where the page stands when the detail's top meets the bottom of the 64 px header. */
const detailTopOf = (page: Page) =>
  page.evaluate(() => {
    const banner = document.querySelector('.ps-solution__banner') as HTMLElement;
    return banner.getBoundingClientRect().bottom + window.scrollY - 64;
  });
/** A move is over, and the lock it started: 544 ms of the page's stopped clock. */
const LOCK_OVER_MS = 544;

/** A wheel turn, once the page has handled it (so the stopped clock moves on after it, not before). */
async function wheel(page: Page, deltaY: number) {
  const handled = (await logOf(page)).wheels.length + 1;
  await page.mouse.wheel(0, deltaY);
  await expect.poll(async () => (await logOf(page)).wheels.length).toBe(handled);
}

test.describe('solution pages on desktop', () => {
  for (const language of ['s', 't', 'e'] as const) {
    test(`shows /solution in ${language}, with and without a field, banner and detail`, async ({ page, baseURL }) => {
      await useLanguage(page, baseURL, language);
      const prefix = language === 'e' ? '/en' : '';
      for (const { url, h1 } of [
        { url: `${prefix}/solution`, h1: SOLUTIONS.bank[language] },
        { url: `${prefix}/solution/onlinefinance`, h1: SOLUTIONS.onlinefinance[language] },
      ]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator(SECTION).getByRole('heading', { level: 1 }), url).toHaveText(h1);
        await expect(page.locator('#solution-detail .ps-case'), url).toHaveCount(1);
        await expect(page.locator('.ps-solution__arrow'), url).toHaveAttribute('href', '#solution-detail');
      }
    });
  }

  test('puts the headline, the detail and the case study of /solution/bank and /en/solution/bank in the server HTML', async ({
    request,
  }) => {
    const chineseResponse = await request.get('/solution/bank');
    expectServerRendered(chineseResponse, '/solution/bank');
    const chinese = await chineseResponse.text();
    expect(chinese).toContain('银行数字化风控与营销解决方案');
    expect(chinese).toContain('Digital Risk and Marketing Solutions for Banks');
    expect(chinese).toContain('合作伙伴');
    expect(chinese).toContain('0.62');
    expect(chinese).toContain('id="solution-detail"');
    expect(chinese).toContain('href="#solution-detail"');
    const englishResponse = await request.get('/en/solution/bank', { headers: { cookie: 'zh_choose=e' } });
    expectServerRendered(englishResponse, '/en/solution/bank');
    const english = await englishResponse.text();
    expect(english).toContain('<h1 class="kit-headline__title" id="ps-solution-title">Banking</h1>');
    // No element of the English page carries the Chinese headline (the inlined CSS names the class).
    expect(english).not.toMatch(/class="[^"]*\bkit-headline__chinese\b/);
    expect(english).toContain('Partner');
    expect(english).toContain('href="/en/solution/insure"');
  });

  test('paints /solution/bank, /solution and /en/solution/bank from the embedded state, with no API request', async ({
    page,
  }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/web/')) apiRequests.push(request.url());
    });
    for (const path of ['/solution/bank', '/solution', '/en/solution/bank']) {
      await page.goto(path);
      await expect(page.locator(SECTION).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(SECTION)).not.toHaveAttribute('data-ssr', '1');
    }
    await page.waitForLoadState('networkidle');
    expect(apiRequests).toEqual([]);
  });

  test('fills the screen with the banner, the arrow at its foot', async ({ page }) => {
    await openSolution(page);
    const banner = await page.locator('.ps-solution__banner').boundingBox();
    expect(banner?.y).toBe(0);
    expect(banner?.height).toBe(900);
    const arrow = await page.getByRole('link', { name: '向下查看方案详情' }).boundingBox();
    expect((arrow?.y ?? 0) + (arrow?.height ?? 0)).toBeGreaterThan(800);
  });

  test('wheels down to the detail in a smooth move of about 500 ms, ignoring input during the 530 ms lock', async ({
    page,
  }) => {
    await page.clock.install();
    await openSolution(page);
    const target = await detailTopOf(page);
    expect(target).toBe(900 - 64);
    await stopClock(page);
    const moves = await moveAndLock(page, {
      // Input right after the move started is swallowed, whatever its direction.
      toDetail: async () => {
        await wheel(page, 120);
        await wheel(page, 120);
        await wheel(page, -120);
      },
      toBanner: () => wheel(page, -120),
      // The detail stops just below the 64 px header.
      atDetail: async () =>
        expect(await page.locator('#solution-detail').evaluate((detail) => detail.getBoundingClientRect().top)).toBe(
          64,
        ),
    });
    expectMoveAndLock(moves, target);
    expect((await logOf(page)).wheels).toEqual([true, true, true, true, true, true]);
  });

  test('wheels up from the top of the detail back to the banner, and scrolls within the detail natively', async ({
    page,
  }) => {
    await page.clock.install();
    await openSolution(page);
    const target = await detailTopOf(page);
    await stopClock(page);
    // Each wheel comes once the lock of the move before it is over.
    for (const [deltaY, to] of [
      [120, target],
      [-120, 0],
      [120, target],
    ] as const) {
      await wheel(page, deltaY);
      expect((await stepClock(page, LOCK_OVER_MS, () => scrollYOf(page))).at(-1)).toBe(to);
    }
    // Down inside the detail is the browser's own scrolling, which ends further down.
    await wheel(page, 240);
    await expect.poll(async () => (await logOf(page)).scrollEnds.at(-1)).toBeGreaterThan(target + 100);
    expect((await logOf(page)).wheels).toEqual([true, true, true, false]);
    // Scrolling up past the top of the detail (here by the scrollbar's way, a plain scroll) goes back too.
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), target - 10);
    await expect.poll(async () => (await logOf(page)).scrolls).toContain(target - 10);
    expect((await stepClock(page, LOCK_OVER_MS, () => scrollYOf(page))).at(-1)).toBe(0);
  });

  test('reaches the detail with the arrow and with Page Down, ArrowDown and Space, focusing it', async ({ page }) => {
    await page.clock.install();
    await openSolution(page);
    const target = await detailTopOf(page);
    await stopClock(page);
    /** The page's position once the move a key started is over, and its lock with it. */
    const settledY = async () => (await stepClock(page, LOCK_OVER_MS, () => scrollYOf(page))).at(-1);
    await page.getByRole('link', { name: '向下查看方案详情' }).click();
    expect(await settledY()).toBe(target);
    await expect(page.locator('#solution-detail')).toBeFocused();
    for (const [down, up] of [
      ['PageDown', 'PageUp'],
      ['ArrowDown', 'ArrowUp'],
      ['Space', 'Shift+Space'],
    ] as const) {
      await page.keyboard.press(up);
      expect(await settledY(), up).toBe(0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(down);
      expect(await settledY(), down).toBe(target);
    }
  });

  test('jumps at once when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSolution(page);
    const target = await detailTopOf(page);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => scrollYOf(page)).toBe(target);
    const { scrolls } = await logOf(page);
    expect(scrolls.filter((y) => y > 0 && y < target)).toEqual([]);
  });

  test('switches between the six fields from the detail, starting each at its banner', async ({ page }) => {
    await openSolution(page);
    await page.getByRole('link', { name: '向下查看方案详情' }).click();
    const fields = page.getByRole('navigation', { name: '行业解决方案' });
    await expect(fields.getByRole('link', { name: '银行' })).toHaveAttribute('aria-current', 'page');
    await fields.getByRole('link', { name: '保险' }).click();
    await expect(page).toHaveURL(/\/solution\/insure$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('保险');
    await expect.poll(() => scrollYOf(page)).toBe(0);
    await expect(page.getByText(/33\.9%/).first()).toBeAttached();
  });

  test('opens a real page from every product and solution link of the header panels and the home page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const hrefs = await page
      .locator('a[href^="/solution/"], a[href^="/product/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs.filter((href) => href.startsWith('/solution/')).sort()).toEqual(
      Object.keys(SOLUTIONS)
        .map((key) => `/solution/${key}`)
        .sort(),
    );
    expect(hrefs.filter((href) => href.startsWith('/product/'))).toHaveLength(5);
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.locator(SECTION).getByRole('heading', { level: 1 }), href).toBeVisible();
    }
  });

  test('answers an unknown field with the 404 page and status 404', async ({ page }) => {
    for (const path of ['/solution/nowhere', '/solution/17', '/en/solution/bank/extra']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('PAGE NOT FOUND'), path).toBeVisible();
    }
  });
});
