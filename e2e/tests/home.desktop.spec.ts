/** The Home section on desktop: /, /home in three languages, its links, the reload on a language switch. */
import { expect, sectionMounted, seriousViolations, test, useLanguage } from './fixtures';

const HERO = {
  s: '以数据智能，让金融服务更普惠',
  t: '以數據智能，讓金融服務更普惠',
  e: 'Data intelligence for more inclusive finance',
} as const;

test.describe('home on desktop', () => {
  for (const language of ['s', 't', 'e'] as const) {
    for (const path of ['/', '/home']) {
      test(`shows ${path} in ${language} from the embedded state, every block in place`, async ({ page, baseURL }) => {
        const apiRequests: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/web/')) apiRequests.push(request.url());
        });
        await useLanguage(page, baseURL, language);
        await page.goto(path);
        if (language === 'e') await expect(page).toHaveURL(new RegExp(`/en${path === '/' ? '' : path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO[language]);
        const section = page.locator('#section-slot');
        await expect(section.getByRole('heading', { level: 2 })).toHaveCount(6);
        await expect(section.getByText('PRODUCTS & SERVICES')).toBeVisible();
        // SPEC.md §3: the Chinese headline title is hidden in English.
        await expect(section.locator('.home-headline .kit-headline__chinese')).toHaveCount(language === 'e' ? 0 : 6);
        await expect(section.locator('.home-cards--news .home-card')).toHaveCount(3);
        await page.waitForLoadState('networkidle');
        expect(apiRequests).toEqual([]);
      });
    }
  }

  test('paints the hero as the largest content, and nothing shifts while the page loads', async ({ page }) => {
    await page.addInitScript(() => {
      const record = window as unknown as { lcpInHero: boolean[]; shift: number };
      record.lcpInHero = [];
      record.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          record.lcpInHero.push(Boolean(entry.element?.closest('.home-hero')));
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#section-slot .shell-section')).not.toHaveAttribute('data-ssr', '1');
    // LCP is final at the first input; the last candidate before it is the page's largest paint.
    await page.mouse.move(10, 10);
    const { lcpInHero, shift } = await page.evaluate(() => {
      const record = window as unknown as { lcpInHero: boolean[]; shift: number };
      return { lcpInHero: record.lcpInHero, shift: record.shift };
    });
    expect(lcpInHero.length).toBeGreaterThan(0);
    expect(lcpInHero.at(-1)).toBe(true);
    expect(shift).toBeLessThanOrEqual(0.05);
  });

  test('reads well at phone width: nothing wider than the screen, hero and blocks in one column', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const cards = page.locator('.home-cards--solutions .home-card');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  });

  test('links into the news and about sections, and the page of each opens', async ({ page }) => {
    await page.goto('/');
    await sectionMounted(page);
    const story = page.locator('.home-cards--news .home-card__link').first();
    const title = (await story.innerText()).trim();
    await expect(story).toHaveAttribute('href', /^\/news\/dynamic\/\d+$/);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await story.click();
    await expect(page).toHaveURL(/\/news\/dynamic\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goto('/');
    await page.getByRole('link', { name: '了解瀚数' }).click();
    await expect(page).toHaveURL(/\/about\/introduce$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('公司简介');
  });

  test('links the six solutions, the products and investor relations where they belong', async ({ page }) => {
    await page.goto('/');
    const solutions = page.locator('.home-cards--solutions .home-card__link');
    expect(await solutions.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/solution/bank',
      '/solution/consfinance',
      '/solution/trust',
      '/solution/insure',
      '/solution/onlinefinance',
      '/solution/microfinance',
    ]);
    await expect(page.locator('.home-cards--products .home-card__link').first()).toHaveAttribute(
      'href',
      '/product/DataAnalysis',
    );
    const investor = page.getByRole('link', { name: /访问投资者关系网站/ });
    await expect(investor).toHaveAttribute('href', /^https:\/\/ir\.hanshufintech\.cn\/\?id=s$/);
    await expect(investor).toHaveAttribute('target', '_blank');
  });

  test('reloads the home page when the visitor switches language', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#section-slot .shell-section')).not.toHaveAttribute('data-ssr', '1');
    await page.evaluate(() => ((window as unknown as { beforeSwitch: boolean }).beforeSwitch = true));
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.e);
    expect(await page.evaluate(() => (window as unknown as { beforeSwitch?: boolean }).beforeSwitch)).toBeUndefined();
  });

  test('has no serious or critical accessibility violations on the home pages', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    for (const [language, path] of [
      ['s', '/'],
      ['t', '/home'],
      ['e', '/en'],
    ] as const) {
      await useLanguage(page, baseURL, language);
      await page.goto(path);
      await page.locator('.home-invest').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${language} ${path}`).toEqual([]);
    }
  });
});
