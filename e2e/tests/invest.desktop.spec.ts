/**
 * Investor relations on desktop (mfe-honour-invest, decision 008): /invest and its two tabs in
 * three languages with their content in the server HTML, unknown ids answered 404, and the link
 * out to the investor site per language and host (its pre-release address on a "pre" host).
 */
import type { Browser, Page } from '@playwright/test';
import { E2E_PORT } from './e2e-env';
import {
  expect,
  type Language,
  LANGUAGE_QUERY,
  LANGUAGES,
  prefixOf,
  sectionMounted,
  seriousViolations,
  test,
  useLanguage,
} from './fixtures';

const HEADLINE: Record<Language, string> = { s: '投资者关系', t: '投資者關係', e: 'Investor Relations' };
const SITE_LINK = /访问投资者关系网站|訪問投資者關係網站|Visit our investor relations website/;

/** The investor site addresses the e2e server runs with (shell/server/config.ts defaults). */
const INVESTOR_URL = 'https://ir.hanshufintech.cn';
const INVESTOR_PRE_URL = 'https://ir-pre.hanshufintech.cn';

interface InvestorDetail {
  stockCode: string;
  summary: string;
  highlights: { label: string; value: string }[];
  reports: { title: string; date: string }[];
  contact: { email: string; phone: string };
}

async function investorOf(page: Page, language: Language): Promise<InvestorDetail> {
  const response = await page.request.get(`/api/web/investor/detail?${LANGUAGE_QUERY[language]}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: InvestorDetail }).data;
}

/** The header's Investor Relations entry: a link out, named by the menu label and "new window". */
function headerInvestorLink(page: Page, language: Language) {
  return page.getByRole('banner').getByRole('link', { name: new RegExp(`^${HEADLINE[language]}`) });
}

/** A browser without JavaScript, so what it shows is the server's HTML alone. */
async function serverHtmlBrowser(browser: Browser, baseURL: string | undefined, language: Language) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
  await context.addCookies([{ name: 'zh_choose', value: language, url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  return {
    /** The section of the server's document for `url`. */
    async open(url: string) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      // A fallback to rendering in the browser names its reason in Server-Timing.
      const timing = response?.headers()['server-timing'];
      await expect(page.locator('#section-slot .shell-section'), `${url} (${timing})`).toHaveAttribute('data-ssr', '1');
      return page.locator('#section-slot');
    },
    close: () => context.close(),
  };
}

test.describe('investor relations on desktop', () => {
  for (const language of LANGUAGES) {
    test(`serves /invest and its tabs in ${language} with their content in the server HTML`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const detail = await investorOf(page, language);
      const prefix = prefixOf(language);

      const served = await serverHtmlBrowser(browser, baseURL, language);
      const overview = await served.open(`${prefix}/invest`);
      await expect(overview.getByRole('heading', { level: 1 })).toHaveText(HEADLINE[language]);
      await expect(overview.getByText(detail.stockCode, { exact: true })).toBeVisible();
      await expect(overview.getByText(detail.summary)).toBeVisible();
      await expect(overview.locator('.invest-highlight__value')).toHaveText(
        detail.highlights.map((highlight) => highlight.value),
      );
      await expect(overview.locator('tbody tr')).toHaveCount(3);
      await expect(overview.getByRole('link', { name: SITE_LINK })).toHaveAttribute(
        'href',
        `${INVESTOR_URL}/?id=${language}`,
      );

      const reports = await served.open(`${prefix}/invest/reports`);
      await expect(reports.locator('tbody tr')).toHaveCount(detail.reports.length);
      await expect(reports.locator('tbody tr').first()).toContainText(detail.reports[0]?.title ?? 'missing');

      const contact = await served.open(`${prefix}/invest/contact`);
      await expect(contact.getByRole('link', { name: detail.contact.email })).toHaveAttribute(
        'href',
        `mailto:${detail.contact.email}`,
      );
      await expect(contact.getByText(detail.contact.phone)).toBeVisible();
      await served.close();
    });
  }

  test('paints from the embedded state, and moves between the tabs without asking for the investor data again', async ({
    page,
  }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/web/')) apiRequests.push(request.url());
    });
    await page.goto('/invest');
    await sectionMounted(page);
    await page.waitForLoadState('networkidle');
    expect(apiRequests).toEqual([]);

    const tabs = page.getByRole('navigation', { name: '投资者关系栏目' });
    await tabs.getByRole('link', { name: '公告与报告' }).click();
    await expect(page).toHaveURL(/\/invest\/reports$/);
    await expect(page.locator('.invest-reports tbody tr').nth(3)).toBeVisible();
    await tabs.getByRole('link', { name: '投资者联络' }).click();
    await expect(page).toHaveURL(/\/invest\/contact$/);
    await expect(page.locator('#section-slot').getByRole('link', { name: 'ir@hanshufintech.cn' })).toBeVisible();
    await tabs.getByRole('link', { name: '公司概览' }).click();
    await expect(page).toHaveURL(/\/invest$/);
    await expect(page.locator('.invest-highlight').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The shell reads the SEO map for the new titles; the section asks nothing.
    expect(apiRequests.filter((url) => !url.includes('/api/web/seo/map'))).toEqual([]);
  });

  test('shows the invest background and the little ball of the default layout', async ({ page }) => {
    await page.goto('/invest/contact');
    await sectionMounted(page);
    await expect(page.locator('.shell-banner')).toHaveAttribute('style', /\/backgrounds\/invest\.svg/);
    await expect(page.locator('.shell-ball')).toHaveCount(1);
  });

  test('answers an id that is no tab with the 404 page and status 404', async ({ page }) => {
    for (const path of [
      '/invest/overview',
      '/invest/2025',
      '/invest/Reports',
      '/en/invest/highlights',
      '/invest/reports/1',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('PAGE NOT FOUND'), path).toBeVisible();
    }
  });

  for (const language of LANGUAGES) {
    test(`links out to the investor site with id=${language}, as the header does`, async ({ page, baseURL }) => {
      await useLanguage(page, baseURL, language);
      await page.goto(`${prefixOf(language)}/invest`);
      await sectionMounted(page);
      const expected = `${INVESTOR_URL}/?id=${language}`;
      const link = page.locator('#section-slot').getByRole('link', { name: SITE_LINK });
      await expect(link).toHaveAttribute('href', expected);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(headerInvestorLink(page, language)).toHaveAttribute('href', expected);
    });
  }

  // @local: Chromium resolves every *.localhost name to this machine, so the run's own site answers
  // under a host name that contains "pre", as a pre-release deployment would.
  test(
    'links to the pre-release investor site when the page is served from a "pre" host',
    { tag: '@local' },
    async ({ page }) => {
      const preOrigin = `http://www-pre.localhost:${E2E_PORT}`;
      await page.context().addCookies([{ name: 'zh_choose', value: 't', url: preOrigin }]);
      await page.goto(`${preOrigin}/invest`);
      await sectionMounted(page);
      await expect(page.locator('#section-slot').getByRole('link', { name: SITE_LINK })).toHaveAttribute(
        'href',
        `${INVESTOR_PRE_URL}/?id=t`,
      );
      await expect(headerInvestorLink(page, 't')).toHaveAttribute('href', `${INVESTOR_PRE_URL}/?id=t`);
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page).toHaveURL(`${preOrigin}/en/invest`);
      await expect(page.locator('#section-slot').getByRole('link', { name: SITE_LINK })).toHaveAttribute(
        'href',
        `${INVESTOR_PRE_URL}/?id=e`,
      );
    },
  );

  test('links the pre-release site from the server HTML on a "pre" host', { tag: '@local' }, async ({ browser }) => {
    // The server's document itself: header, footer and the page's own button agree before hydration.
    const server = await serverHtmlBrowser(browser, `http://www-pre.localhost:${E2E_PORT}`, 's');
    const section = await server.open('/invest');
    await expect(section.getByRole('link', { name: SITE_LINK })).toHaveAttribute('href', `${INVESTOR_PRE_URL}/?id=s`);
    const document = section.page();
    await expect(headerInvestorLink(document, 's')).toHaveAttribute('href', `${INVESTOR_PRE_URL}/?id=s`);
    await expect(document.getByRole('contentinfo').locator(`a[href="${INVESTOR_PRE_URL}/?id=s"]`)).toHaveCount(1);
    await expect(document.locator(`a[href="${INVESTOR_URL}/?id=s"]`)).toHaveCount(0);
    await server.close();
  });

  test('links the pre-release site when the query holds "pre"', async ({ page }) => {
    await page.goto('/invest?x=pre');
    await sectionMounted(page);
    await expect(page.locator('#section-slot').getByRole('link', { name: SITE_LINK })).toHaveAttribute(
      'href',
      `${INVESTOR_PRE_URL}/?id=s`,
    );
    await expect(headerInvestorLink(page, 's')).toHaveAttribute('href', `${INVESTOR_PRE_URL}/?id=s`);
  });

  test('has no serious or critical accessibility violations on the investor pages', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    for (const [language, path] of [
      ['s', '/invest'],
      ['s', '/invest/reports'],
      ['t', '/invest/contact'],
      ['e', '/en/invest'],
      ['e', '/en/invest/reports'],
    ] as const) {
      await useLanguage(page, baseURL, language);
      await page.goto(path);
      await sectionMounted(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${language} ${path}`).toEqual([]);
    }
  });
});
