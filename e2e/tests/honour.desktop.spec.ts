/**
 * The qualification pages on desktop (mfe-honour-invest): every route in three languages with
 * its content in the server's HTML, the little ball hidden on the two partner pages only, the
 * partner page's language reset, and the links into these pages from the header and the home page.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
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

const HONOUR_KINDS = ['brand', 'compliance', 'organization'] as const;

const PARTNER_PAGES = [
  { path: '/honour/organization/partner', type: 'partner', title: { s: '合作伙伴', t: '合作伙伴', e: 'Partners' } },
  {
    path: '/honour/organization/strategypartner',
    type: 'strategy',
    title: { s: '战略合作伙伴', t: '戰略合作伙伴', e: 'Strategic Partners' },
  },
] as const;

const ALL_PATHS = [...HONOUR_KINDS.map((kind) => `/honour/${kind}`), ...PARTNER_PAGES.map((page) => page.path)];

async function apiData<T>(page: Page, path: string, language: Language): Promise<T> {
  const response = await page.request.get(`${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY[language]}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A browser without JavaScript: what it shows is the server's HTML alone. */
async function serverHtmlContext(browser: Browser, baseURL: string | undefined, language: Language) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
  await context.addCookies([{ name: 'zh_choose', value: language, url: baseURL ?? 'http://127.0.0.1' }]);
  return context;
}

async function openServerHtml(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  // A fallback to rendering in the browser names its reason in Server-Timing.
  const timing = response?.headers()['server-timing'];
  await expect(page.locator('#section-slot .shell-section'), `${url} (${timing})`).toHaveAttribute('data-ssr', '1');
  return page;
}

test.describe('qualification pages on desktop', () => {
  for (const language of LANGUAGES) {
    test(`serves the three honour pages in ${language} with their copy and honours in the server HTML`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const context = await serverHtmlContext(browser, baseURL, language);
      for (const kind of HONOUR_KINDS) {
        const copy = await apiData<{ title: string; summary: string }>(
          page,
          `/api/web/page/detail?key=${kind}`,
          language,
        );
        const honours = await apiData<{ title: string }[]>(page, `/api/web/honour/list?type=${kind}`, language);
        const url = `${prefixOf(language)}/honour/${kind}`;
        const served = await openServerHtml(context, url);
        const section = served.locator('#section-slot');
        await expect(section.getByRole('heading', { level: 1 }), url).toHaveText(copy.title);
        await expect(section.getByText(copy.summary), url).toBeVisible();
        const titles = section.locator('.honour-card__title');
        await expect(titles, url).toHaveText(honours.map((honour) => honour.title));
        // SPEC.md §3: the Chinese headline title is hidden in English.
        await expect(section.locator('.kit-headline__chinese'), url).toHaveCount(language === 'e' ? 0 : 1);
        await served.close();
      }
      await context.close();
    });

    test(`serves both partner pages in ${language} with every partner in the server HTML`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const context = await serverHtmlContext(browser, baseURL, language);
      for (const partnerPage of PARTNER_PAGES) {
        const partners = await apiData<{ name: string }[]>(
          page,
          `/api/web/partner/list?type=${partnerPage.type}`,
          language,
        );
        expect(partners.length).toBeGreaterThan(0);
        const url = `${prefixOf(language)}${partnerPage.path}`;
        const served = await openServerHtml(context, url);
        const section = served.locator('#section-slot');
        await expect(section.getByRole('heading', { level: 1 }), url).toHaveText(partnerPage.title[language]);
        await expect(section.locator('.honour-partner__name'), url).toHaveText(partners.map((partner) => partner.name));
        await served.close();
      }
      await context.close();
    });
  }

  test('paints each page from the embedded state, with no API request', async ({ page }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/web/')) apiRequests.push(request.url());
    });
    for (const path of ALL_PATHS) {
      await page.goto(path);
      await sectionMounted(page);
      await page.waitForLoadState('networkidle');
    }
    expect(apiRequests).toEqual([]);
  });

  test('shows the little ball on the honour pages and hides it on the two partner pages', async ({
    page,
    browser,
    baseURL,
  }) => {
    const hidden: string[] = PARTNER_PAGES.map((partnerPage) => partnerPage.path);
    const context = await serverHtmlContext(browser, baseURL, 's');
    for (const path of ALL_PATHS) {
      const expected = hidden.includes(path) ? 0 : 1;
      const served = await openServerHtml(context, path);
      await expect(served.locator('.shell-ball'), `server HTML of ${path}`).toHaveCount(expected);
      await served.close();
      await page.goto(path);
      await sectionMounted(page);
      await expect(page.locator('.shell-ball'), path).toHaveCount(expected);
    }
    await context.close();

    // Moving between the pages in the browser adds and removes it as well.
    await page.goto('/honour/brand');
    await sectionMounted(page);
    const tabs = page.getByRole('navigation', { name: '资质荣誉栏目' });
    await tabs.getByRole('link', { name: '合作伙伴', exact: true }).click();
    await expect(page).toHaveURL(/\/honour\/organization\/partner$/);
    await expect(page.locator('.honour-partner').first()).toBeVisible();
    await expect(page.locator('.shell-ball')).toHaveCount(0);
    await tabs.getByRole('link', { name: '行业组织' }).click();
    await expect(page).toHaveURL(/\/honour\/organization$/);
    await expect(page.locator('.shell-ball')).toHaveCount(1);
  });

  test('puts the partners in the coloured container', async ({ page }) => {
    await page.goto('/honour/organization/partner');
    await sectionMounted(page);
    const container = page.locator('.honour-partners');
    const background = await container.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(background).toContain('linear-gradient');
    await expect(container.locator('.honour-partner')).toHaveCount(20);
  });

  for (const [from, to, heading] of [
    ['s', 'English', 'Industry Organisations'],
    ['e', '繁體中文', '行業組織'],
  ] as const) {
    test(`goes to /honour/organization when the visitor switches from ${from} to ${to} on the partner page`, async ({
      page,
      baseURL,
    }) => {
      await useLanguage(page, baseURL, from);
      await page.goto(`${prefixOf(from)}/honour/organization/partner`);
      await sectionMounted(page);
      await page.getByRole('button', { name: to }).click();
      await expect(page).toHaveURL(to === 'English' ? /\/en\/honour\/organization$/ : /\/honour\/organization$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('.shell-ball')).toHaveCount(1);
    });
  }

  test('keeps a visitor on the strategic partner page when the language switches', async ({ page }) => {
    await page.goto('/honour/organization/strategypartner');
    await sectionMounted(page);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/honour\/organization\/strategypartner$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strategic Partners');
  });

  test('opens a real page from every link of the Qualification Honor panel', async ({ page }) => {
    await page.goto('/about/introduce');
    const entry = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '资质荣誉', exact: true });
    await entry.hover();
    const panel = page.getByRole('list', { name: '资质荣誉子菜单' });
    await expect(panel).toBeVisible();
    const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(ALL_PATHS);
    for (const href of hrefs) {
      const response = await page.request.get(href ?? '');
      expect(response.status(), href ?? '').toBe(200);
    }
    await panel.locator('a[href="/honour/organization/strategypartner"]').click();
    await expect(page).toHaveURL(/\/honour\/organization\/strategypartner$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('战略合作伙伴');
    await expect(page.locator('.honour-partner').first()).toBeVisible();
  });

  test('opens the partner and honour pages from the home page', async ({ page }) => {
    for (const [name, path, heading] of [
      ['查看全部合作伙伴', '/honour/organization/partner', '合作伙伴'],
      ['查看全部资质荣誉', '/honour/brand', '品牌荣誉'],
    ] as const) {
      await page.goto('/');
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', path);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('#section-slot li').first()).toBeVisible();
    }
  });

  test('answers an unknown honour page with the 404 page and status 404', async ({ page }) => {
    for (const path of ['/honour', '/honour/awards', '/honour/organization/partner/1', '/en/honour/brand/2']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('PAGE NOT FOUND'), path).toBeVisible();
    }
  });

  test('has no serious or critical accessibility violations on the qualification pages', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const visits: [Language, string][] = [
      ...ALL_PATHS.map((path): [Language, string] => ['s', path]),
      ['t', '/honour/compliance'],
      ['e', '/en/honour/brand'],
      ['e', '/en/honour/organization/partner'],
    ];
    for (const [language, path] of visits) {
      await useLanguage(page, baseURL, language);
      await page.goto(path);
      await sectionMounted(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${language} ${path}`).toEqual([]);
    }
  });
});
