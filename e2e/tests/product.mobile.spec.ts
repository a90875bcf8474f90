/**
 * The product pages on an iPhone: /m/product/{id?} and /m/product/view/{id?} in three languages,
 * the device redirect, product → view → back, the video, 404s and accessibility.
 */
import { IPHONE_UA, expect, seriousViolations, test, useLanguage } from './fixtures';
import { expectServerRendered } from './server-render';

const DATA_ANALYSIS = { s: '数据分析', t: '數據分析', e: 'Data Analysis' } as const;
const INSURANCE_TECHNOLOGY = { s: '保险科技', t: '保險科技', e: 'Insurance Technology' } as const;
const VIEW_IDS = { s: [13, 14, 15, 1001, 1002], t: [13, 14, 15, 1001, 1002], e: [44, 45, 46, 102, 103] } as const;
const INSIGHT = '瀚数洞察数据分析平台';
const SECTION = '#section-slot .shell-section';

test.describe('product pages on an iPhone', () => {
  for (const language of ['s', 't', 'e'] as const) {
    test(`shows the mobile product and view routes in ${language}, with and without an id`, async ({
      page,
      baseURL,
    }) => {
      await useLanguage(page, baseURL, language);
      const prefix = language === 'e' ? '/en' : '';
      for (const [path, h1] of [
        ['/m/product', DATA_ANALYSIS[language]],
        ['/m/product/InsuranceTechnology', INSURANCE_TECHNOLOGY[language]],
      ] as const) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator(SECTION).getByRole('heading', { level: 1 }), path).toHaveText(h1);
        await expect(page.locator(`${SECTION} a[href^="${prefix}/m/product/view/"]`).first(), path).toBeVisible();
      }
      for (const path of ['/m/product/view', `/m/product/view/${VIEW_IDS[language][2]}`]) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator(SECTION).getByRole('heading', { level: 1 }), path).not.toBeEmpty();
        await expect(page.locator(`${SECTION} video[controls][poster]`), path).toHaveCount(1);
      }
    });
  }

  test('puts the product in the server HTML of /m/product/DataAnalysis in three languages', async ({ request }) => {
    for (const language of ['s', 't', 'e'] as const) {
      const url = `${language === 'e' ? '/en' : ''}/m/product/DataAnalysis`;
      const response = await request.get(url, {
        headers: { cookie: `zh_choose=${language}`, 'user-agent': IPHONE_UA },
      });
      expect(response.status(), url).toBe(200);
      expectServerRendered(response, url);
      const html = await response.text();
      expect(html, url).toContain(`>${DATA_ANALYSIS[language]}</h1>`);
      expect(html, url).toContain(`href="${language === 'e' ? '/en' : ''}/m/product/view/`);
    }
  });

  test('sends a phone from the desktop product URL to its mobile page', async ({ page }) => {
    await page.goto('/product/DataAnalysis');
    await expect(page).toHaveURL(/\/m\/product\/DataAnalysis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DATA_ANALYSIS.s);
    await page.goto('/product/view/13');
    await expect(page).toHaveURL(/\/m\/product\/view\/13$/);
  });

  test('paints from the embedded state, then goes to a view and back, and the video loads its metadata', async ({
    page,
  }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/web/')) apiRequests.push(request.url());
    });
    await page.goto('/m/product/DataAnalysis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DATA_ANALYSIS.s);
    await expect(page.locator(SECTION)).not.toHaveAttribute('data-ssr', '1');
    await page.waitForLoadState('networkidle');
    expect(apiRequests).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: INSIGHT }).tap();
    await expect(page).toHaveURL(/\/m\/product\/view\/13$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INSIGHT);
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    const box = await video.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 9)).toBe(16);
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/product\/DataAnalysis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DATA_ANALYSIS.s);
  });

  test('answers unknown and malformed ids with the 404 page and status 404', async ({ page }) => {
    for (const path of ['/m/product/Nope', '/m/product/view/999999', '/m/product/view/1x']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('PAGE NOT FOUND'), path).toBeVisible();
    }
  });

  test('has no serious or critical accessibility violations on the mobile product and solution pages', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    for (const [language, path] of [
      ['s', '/m/product/DataAnalysis'],
      ['t', '/m/product/view/14'],
      ['e', '/en/m/product/view/44'],
      ['s', '/m/solution/bank'],
      ['t', '/m/solution/trust'],
      ['e', '/en/m/solution/consfinance'],
    ] as const) {
      await useLanguage(page, baseURL, language);
      await page.goto(path);
      await expect(page.locator(SECTION).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${language} ${path}`).toEqual([]);
    }
  });
});
