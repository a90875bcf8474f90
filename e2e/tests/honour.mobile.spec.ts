/**
 * The compliance page on an iPhone (mfe-honour-invest): /m/honour/compliance in three languages
 * with its content in the server HTML, the phone sent there from the desktop page, the drawer's
 * link into it, the little ball, accessibility.
 */
import { devices, type Page } from '@playwright/test';
import {
  expect,
  type Language,
  LANGUAGE_QUERY,
  sectionMounted,
  seriousViolations,
  test,
  useLanguage,
} from './fixtures';

const mobilePathOf = (language: Language) => `${language === 'e' ? '/en' : ''}/m/honour/compliance`;

async function complianceOf(page: Page, language: Language) {
  const query = LANGUAGE_QUERY[language];
  const [copy, honours] = await Promise.all([
    page.request.get(`/api/web/page/detail?key=compliance&${query}`),
    page.request.get(`/api/web/honour/list?type=compliance&${query}`),
  ]);
  return {
    title: ((await copy.json()) as { data: { title: string } }).data.title,
    honours: ((await honours.json()) as { data: { title: string }[] }).data.map((honour) => honour.title),
  };
}

test.describe('the compliance page on an iPhone', () => {
  for (const language of ['s', 't', 'e'] as const) {
    test(`serves ${mobilePathOf(language)} in ${language} with its copy and certifications in the server HTML`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const expected = await complianceOf(page, language);
      const { defaultBrowserType: _browserType, ...iphone } = devices['iPhone 13'];
      const context = await browser.newContext({ ...iphone, baseURL, javaScriptEnabled: false });
      await context.addCookies([{ name: 'zh_choose', value: language, url: baseURL ?? 'http://127.0.0.1' }]);
      const served = await context.newPage();
      const response = await served.goto(mobilePathOf(language));
      expect(response?.status()).toBe(200);
      const section = served.locator('#section-slot');
      await expect(section.locator('.shell-section')).toHaveAttribute('data-ssr', '1');
      await expect(section.getByRole('heading', { level: 1 })).toHaveText(expected.title);
      await expect(section.locator('.honour-card__title')).toHaveText(expected.honours);
      await expect(served.locator('.shell-ball')).toHaveCount(1);
      await context.close();
    });
  }

  test('sends a phone from /honour/compliance to its mobile counterpart, painted with no API request', async ({
    page,
  }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/web/')) apiRequests.push(request.url());
    });
    const response = await page.goto('/honour/compliance');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/m\/honour\/compliance$/);
    await sectionMounted(page);
    await expect(page.locator('.honour-m-page .honour-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiRequests).toEqual([]);
  });

  for (const [language, group, item] of [
    ['s', '资质荣誉', '合规资质'],
    ['e', 'Qualification Honor', 'Compliance'],
  ] as const) {
    test(`opens the compliance page from the drawer in ${language}`, async ({ page, baseURL }) => {
      await useLanguage(page, baseURL, language);
      await page.goto(language === 'e' ? '/en/m/about/introduce' : '/m/about/introduce');
      await page.getByRole('button', { name: language === 'e' ? 'Open menu' : '打开菜单' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: group }).press('Enter');
      const link = drawer.getByRole('link', { name: item });
      await expect(link).toHaveAttribute('href', mobilePathOf(language));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${mobilePathOf(language)}$`));
      const expected = await complianceOf(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
      await expect(page.locator('.honour-card__title').first()).toHaveText(expected.honours[0] ?? 'missing');
    });
  }

  test('fits the phone: nothing wider than the screen, the certifications in one column', async ({ page }) => {
    await page.goto('/m/honour/compliance');
    await sectionMounted(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const cards = page.locator('.honour-card');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  });

  test('has no serious or critical accessibility violations on the compliance page', async ({ page, baseURL }) => {
    for (const language of ['s', 't', 'e'] as const) {
      await useLanguage(page, baseURL, language);
      await page.goto(mobilePathOf(language));
      await sectionMounted(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), mobilePathOf(language)).toEqual([]);
    }
  });
});
