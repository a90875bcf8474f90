/**
 * The product pages on desktop: every product and product view route in three languages, from
 * the server and from the embedded state, product → view → back, the video, the language switch
 * on a view, 404s and accessibility.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Language, prefixOf, sectionMounted, seriousViolations, test, useLanguage } from './fixtures';
import { expectServerRendered } from './server-render';

const PRODUCTS = {
  DataAnalysis: { s: '数据分析', t: '數據分析', e: 'Data Analysis' },
  PrecisionMarketing: { s: '精准营销', t: '精準營銷', e: 'Precision Marketing' },
  InsuranceTechnology: { s: '保险科技', t: '保險科技', e: 'Insurance Technology' },
  RiskControl: { s: '智能风控', t: '智能風控', e: 'Intelligent Risk Control' },
  InclusiveFinance: { s: '普惠金融', t: '普惠金融', e: 'Inclusive Finance' },
} as const;

/** The product view of each product, in product order: each backend has its own ids. */
const VIEW_IDS = { s: [13, 14, 15, 1001, 1002], t: [13, 14, 15, 1001, 1002], e: [44, 45, 46, 102, 103] } as const;
const FIRST_VIEW_TITLE = { s: '瀚数洞察数据分析平台', e: 'Hanshu Insight Analytics Platform' } as const;

const SECTION = '#section-slot .shell-section';

/** The server's document for a URL in a language: status, how its section was rendered, its HTML. */
async function serverDocument(request: APIRequestContext, url: string, language: Language) {
  const response = await request.get(url, { headers: { cookie: `zh_choose=${language}` }, maxRedirects: 0 });
  return { response, html: await response.text() };
}

function countApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/web/')) requests.push(request.url());
  });
  return requests;
}

test.describe('product pages on desktop', () => {
  for (const language of ['s', 't', 'e'] as const) {
    test(`shows the product and product view routes in ${language}, with and without an id`, async ({
      page,
      baseURL,
    }) => {
      await useLanguage(page, baseURL, language);
      const prefix = prefixOf(language);
      for (const { url, h1 } of [
        { url: `${prefix}/product`, h1: PRODUCTS.DataAnalysis[language] },
        { url: `${prefix}/product/RiskControl`, h1: PRODUCTS.RiskControl[language] },
      ]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator(SECTION).getByRole('heading', { level: 1 }), url).toHaveText(h1);
        await expect(page.locator(`${SECTION} a[href^="${prefix}/product/view/"]`).first(), url).toBeVisible();
      }
      for (const url of [`${prefix}/product/view`, `${prefix}/product/view/${VIEW_IDS[language][4]}`]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator(SECTION).getByRole('heading', { level: 1 }), url).not.toBeEmpty();
        await expect(page.locator(`${SECTION} video[controls][poster]`), url).toHaveCount(1);
      }
    });
  }

  test('puts the product, the view and its SEO title in the server HTML of /product/DataAnalysis and /product/view/13', async ({
    request,
  }) => {
    const product = await serverDocument(request, '/product/DataAnalysis', 's');
    expect(product.html).toContain('金融大数据分析');
    expect(product.html).toContain('Financial Data Analytics');
    expect(product.html).toContain('href="/product/view/13"');
    expectServerRendered(product.response, '/product/DataAnalysis');
    const view = await serverDocument(request, '/product/view/13', 's');
    expectServerRendered(view.response, '/product/view/13');
    expect(view.html).toMatch(/<video[^>]*controls[^>]*preload="metadata"[^>]*width="1280" height="720"/);
    expect(view.html).not.toMatch(/<video[^>]*autoplay/);
    expect(view.html).toContain(`<h1 class="kit-headline__title">${FIRST_VIEW_TITLE.s}</h1>`);
    expect(view.html).toContain('poster="/api/media/products/view-DataAnalysis.svg"');
    expect(view.html).toContain('src="/api/media/products/intro.webm"');
    expect(view.html).toMatch(/<title>[^<]*瀚数洞察[^<]*<\/title>/);
    // SPEC.md §9: the English view 44 carries the SEO entry of view 13, in English.
    const english = await serverDocument(request, '/en/product/view/44', 'e');
    expect(english.html).toContain(`<h1 class="kit-headline__title">${FIRST_VIEW_TITLE.e}</h1>`);
    expect(english.html).toMatch(/<title>[^<]*Hanshu Insight[^<]*<\/title>/);
  });

  test('paints products and views from the embedded state, with no content API request', async ({ page }) => {
    const apiRequests = countApiRequests(page);
    for (const path of [
      '/product',
      '/product/DataAnalysis',
      '/product/view',
      '/product/view/13',
      '/en/product/view/44',
    ]) {
      await page.goto(path);
      await expect(page.locator(SECTION).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(SECTION)).not.toHaveAttribute('data-ssr', '1');
    }
    await page.waitForLoadState('networkidle');
    expect(apiRequests).toEqual([]);
  });

  test('goes from a product to its view and back, and the video loads its metadata', async ({ page }) => {
    await page.goto('/product/DataAnalysis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCTS.DataAnalysis.s);
    await expect(page.locator(SECTION)).not.toHaveAttribute('data-ssr', '1');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: FIRST_VIEW_TITLE.s }).click();
    await expect(page).toHaveURL(/\/product\/view\/13$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_VIEW_TITLE.s);
    await expect(page.locator('.ps-view__counter-value')).toHaveText(/^\d{1,3}(,\d{3})*$/);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('poster', /view-DataAnalysis\.svg$/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.paused, element.autoplay])).toEqual([
      true,
      false,
    ]);
    const box = await video.boundingBox();
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 9)).toBe(16);
    await page.goBack();
    await expect(page).toHaveURL(/\/product\/DataAnalysis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCTS.DataAnalysis.s);
    await page.getByRole('link', { name: FIRST_VIEW_TITLE.s }).click();
    await page.getByRole('link', { name: /返回产品介绍/ }).click();
    await expect(page).toHaveURL(/\/product\/DataAnalysis$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('goes back one step when the visitor switches language on a product view', async ({ page }) => {
    await page.goto('/product/DataAnalysis');
    await expect(page.locator(SECTION)).not.toHaveAttribute('data-ssr', '1');
    await page.getByRole('link', { name: FIRST_VIEW_TITLE.s }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_VIEW_TITLE.s);
    await page.getByRole('button', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/product\/DataAnalysis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCTS.DataAnalysis.t);
    await expect(page.locator('.ps-view-card__link')).toHaveAttribute('href', '/product/view/13');
    await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
  });

  test('answers unknown and malformed ids with the 404 page, on the server and after navigation', async ({ page }) => {
    // The last one is a Chinese view id, which the English backend does not know.
    for (const path of ['/product/Nope', '/product/view/999999', '/product/view/abc', '/en/product/view/13']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('PAGE NOT FOUND'), path).toBeVisible();
    }
    await page.goto('/en/product/DataAnalysis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCTS.DataAnalysis.e);
    await sectionMounted(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/en/product/Nope');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  });

  test('has no serious or critical accessibility violations on the product and solution pages', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    for (const [language, path] of [
      ['s', '/product/DataAnalysis'],
      ['t', '/product/view/13'],
      ['e', '/en/product/InclusiveFinance'],
      ['e', '/en/product/view/44'],
      ['s', '/solution/bank'],
      ['t', '/solution/microfinance'],
      ['e', '/en/solution/insure'],
    ] as const) {
      await useLanguage(page, baseURL, language);
      await page.goto(path);
      await expect(page.locator(SECTION).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${language} ${path}`).toEqual([]);
    }
  });
});
