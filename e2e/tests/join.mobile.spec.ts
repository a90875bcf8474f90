/**
 * The Contact and Recruitment section on an iPhone (mfe-join): /m/contact/contactus in three
 * languages, server-rendered and made for a phone (one-tap call and email per office, no
 * sideways scrolling), the desktop contact page sending a phone there, and accessibility.
 */
import { expect, seriousViolations, test, useLanguage } from './fixtures';
import { expectServerRendered } from './server-render';

const HEADING = { s: '联系我们', t: '聯繫我們', e: 'Contact Us' } as const;
const CALL = { s: '拨打电话', t: '撥打電話', e: 'Call' } as const;

test.describe('contact on an iPhone', () => {
  for (const language of ['s', 't', 'e'] as const) {
    const url = `${language === 'e' ? '/en' : ''}/m/contact/contactus`;

    test(`serves ${url} in ${language} with the offices in the server HTML`, async ({ page, request, baseURL }) => {
      const api = { s: 'languageType=1', t: 'languageType=1&script=hant', e: 'languageType=2' }[language];
      const offices = (
        (await (await request.get(`/api/web/recruit/address/list?${api}`)).json()) as {
          data: { name: string; address: string; phone: string }[];
        }
      ).data;
      const document = await request.get(url, { headers: { cookie: `zh_choose=${language}` }, maxRedirects: 0 });
      expect(document.status()).toBe(200);
      expectServerRendered(document, url);
      const html = await document.text();
      expect(html).toContain(`>${HEADING[language]}</h1>`);
      for (const office of offices) expect(html).toContain(office.address);

      await useLanguage(page, baseURL, language);
      await page.goto(url);
      await expect(page.locator('#section-slot .shell-section')).not.toHaveAttribute('data-ssr', '1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING[language]);
      const calls = page.locator('.join-office__action[href^="tel:"]');
      await expect(calls).toHaveCount(offices.length);
      await expect(page.locator('.join-office__action[href^="mailto:"]')).toHaveCount(offices.length);
      await expect(calls.first()).toContainText(CALL[language]);
      expect(await calls.first().getAttribute('href')).toBe(`tel:${offices[0]?.phone.replace(/\D/g, '')}`);
    });
  }

  test('is made for a phone: big tap targets, no photos, no sideways scrolling', async ({ page }) => {
    await page.goto('/m/contact/contactus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const action of await page.locator('.join-office__action').all()) {
      const box = await action.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expect(page.locator('.join-office__photo')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('sends a phone from the desktop contact page to the mobile one', async ({ page }) => {
    for (const [from, to] of [
      ['/contact/contactus', /\/m\/contact\/contactus$/],
      ['/en/contact/contactus', /\/en\/m\/contact\/contactus$/],
    ] as const) {
      const response = await page.goto(from);
      expect(response?.status(), from).toBe(200);
      await expect(page).toHaveURL(to);
      await expect(page.locator('.join-office').first()).toBeVisible();
    }
  });

  test('has no serious or critical accessibility violations', async ({ page, baseURL }) => {
    for (const language of ['s', 'e'] as const) {
      await useLanguage(page, baseURL, language);
      await page.goto(`${language === 'e' ? '/en' : ''}/m/contact/contactus`);
      await expect(page.locator('#section-slot .shell-section')).not.toHaveAttribute('data-ssr', '1');
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), language).toEqual([]);
    }
  });
});
