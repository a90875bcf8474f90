/** The Home section on an iPhone: /m, /m/home, /m/automobile in three languages; / is not redirected. */
import { expect, seriousViolations, test, useLanguage } from './fixtures';

const HERO = {
  s: '以数据智能，让金融服务更普惠',
  t: '以數據智能，讓金融服務更普惠',
  e: 'Data intelligence for more inclusive finance',
} as const;

const AUTOMOBILE = { s: '汽车金融解决方案', t: '汽車金融解決方案', e: 'Auto Finance Solutions' } as const;

test.describe('home on an iPhone', () => {
  for (const language of ['s', 't', 'e'] as const) {
    const prefix = language === 'e' ? '/en' : '';
    test(`shows /m, /m/home and /m/automobile in ${language}`, async ({ page, baseURL }) => {
      await useLanguage(page, baseURL, language);
      for (const path of ['/m', '/m/home']) {
        await page.goto(`${prefix}${path}`);
        await expect(page).toHaveURL(new RegExp(`${prefix}${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO[language]);
        await expect(page.locator('#section-slot').getByRole('heading', { level: 2 })).toHaveCount(7);
        await expect(page.locator('.home-headline .kit-headline__chinese')).toHaveCount(language === 'e' ? 0 : 6);
      }
      await page.goto(`${prefix}/m/automobile`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUTOMOBILE[language]);
      await expect(page.locator('.home-auto__benefit')).toHaveCount(4);
      await expect(page.locator('.home-auto__step')).toHaveCount(4);
    });
  }

  test('keeps a phone on the desktop home, which is never redirected', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveClass(/device-desktop/);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('links to the mobile pages of the other sections, and to the automobile page', async ({ page }) => {
    await page.goto('/m');
    await expect(page.locator('.home-cards--solutions .home-card__link').first()).toHaveAttribute(
      'href',
      '/m/solution/bank',
    );
    await page.getByRole('link', { name: '了解汽车金融' }).click();
    await expect(page).toHaveURL(/\/m\/automobile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUTOMOBILE.s);

    await page.goto('/m');
    const story = page.locator('.home-cards--news .home-card__link').first();
    const title = (await story.innerText()).trim();
    await story.click();
    await expect(page).toHaveURL(/\/m\/news\/dynamic\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('reloads the mobile home when the visitor switches language in the drawer', async ({ page }) => {
    await page.goto('/m');
    await expect(page.locator('#section-slot .shell-section')).not.toHaveAttribute('data-ssr', '1');
    await page.evaluate(() => ((window as unknown as { beforeSwitch: boolean }).beforeSwitch = true));
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '繁體中文' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.t);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    expect(await page.evaluate(() => (window as unknown as { beforeSwitch?: boolean }).beforeSwitch)).toBeUndefined();
  });

  test('has no serious or critical accessibility violations on the mobile home pages', async ({ page }) => {
    test.setTimeout(60_000);
    for (const path of ['/m', '/m/automobile', '/en/m']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
