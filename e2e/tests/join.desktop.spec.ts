/**
 * The Contact and Recruitment section on desktop (mfe-join): every route in three languages with
 * its content in the server's HTML, the positions' filters and pages in the URL (back, forward,
 * without JavaScript), the send button's mailto:, the language reset of SPEC.md §4, the 404 of
 * an unknown position, accessibility, and the links into these pages from the header and footer.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  type Language,
  LANGUAGE_QUERY,
  prefixOf,
  sectionMounted,
  seriousViolations,
  test,
  useLanguage,
} from './fixtures';
import { expectServerRendered } from './server-render';

/** The page's h1 in each language; a position's is its title, read from the API. */
const HEADINGS: Record<string, Record<Language, string>> = {
  '/contact': { s: '联系我们', t: '聯繫我們', e: 'Contact Us' },
  '/contact/contactus': { s: '联系我们', t: '聯繫我們', e: 'Contact Us' },
  '/contact/join': { s: '加入我们', t: '加入我們', e: 'Join Us' },
  '/contact/join/socialRecruit': { s: '社会招聘', t: '社會招聘', e: 'Experienced Hires' },
  '/contact/join/postDetail': { s: '社会招聘', t: '社會招聘', e: 'Experienced Hires' },
  '/contact/join/campusRecruit': { s: '校园招聘', t: '校園招聘', e: 'Campus Recruitment' },
  '/contact/join/office': { s: '办公环境', t: '辦公環境', e: 'Our Offices' },
  '/contact/join/emplife': { s: '员工生活', t: '員工生活', e: 'Life at Hanshu' },
};

interface Position {
  id: number;
  title: string;
  city: string;
  email: string;
}

async function apiData<T>(request: APIRequestContext, path: string, language: Language): Promise<T> {
  const response = await request.get(`${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY[language]}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function firstPosition(request: APIRequestContext, language: Language): Promise<Position> {
  const list = await apiData<{ list: Position[] }>(request, '/api/web/recruit/social/list', language);
  const id = list.list[0]?.id;
  return apiData<Position>(request, `/api/web/recruit/social/detail?id=${id}`, language);
}

/** The document as the server sends it to a visitor reading `language`. */
async function serverHtml(request: APIRequestContext, url: string, language: Language) {
  const response = await request.get(url, { headers: { cookie: `zh_choose=${language}` }, maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  expectServerRendered(response, url);
  return response.text();
}

const positionTitles = (page: Page) => page.locator('.join-position__title').allInnerTexts();

test.describe('contact and recruitment on desktop', () => {
  for (const language of ['s', 't', 'e'] as const) {
    test(`serves every route in ${language} with its content in the server HTML`, async ({ request }) => {
      const prefix = prefixOf(language);
      for (const [path, heading] of Object.entries(HEADINGS)) {
        const html = await serverHtml(request, `${prefix}${path}`, language);
        expect(html, path).toContain(`>${heading[language]}</h1>`);
      }
      const offices = await apiData<{ name: string; address: string }[]>(
        request,
        '/api/web/recruit/address/list',
        language,
      );
      const contact = await serverHtml(request, `${prefix}/contact/contactus`, language);
      for (const office of offices) expect(contact).toContain(office.address);
      const position = await firstPosition(request, language);
      const detail = await serverHtml(request, `${prefix}/contact/join/postDetail/${position.id}`, language);
      expect(detail).toContain(`>${position.title}</h1>`);
      expect(detail).toContain('class="join-send__button"');
      const list = await serverHtml(request, `${prefix}/contact/join/socialRecruit`, language);
      expect(list).toContain(`href="${prefix}/contact/join/postDetail/${position.id}"`);
    });
  }

  test('paints every page from the embedded state, with no API request', async ({ page }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/web/')) apiRequests.push(request.url());
    });
    for (const path of [...Object.keys(HEADINGS), '/contact/join/postDetail/1', '/contact/join/office?city=北京']) {
      await page.goto(path);
      await sectionMounted(page);
      await page.waitForLoadState('networkidle');
    }
    expect(apiRequests).toEqual([]);
  });

  test('lists the headquarters first, every office with tel: and mailto: links', async ({ page, request }) => {
    const offices = await apiData<{ name: string; isHeadquarters: boolean }[]>(
      request,
      '/api/web/recruit/address/list',
      's',
    );
    await page.goto('/contact/contactus');
    await sectionMounted(page);
    const cards = page.locator('.join-office');
    await expect(cards).toHaveCount(offices.length);
    await expect(cards.first()).toHaveClass(/join-office--hq/);
    await expect(cards.first().getByRole('heading', { level: 3 })).toContainText(
      offices.find((office) => office.isHeadquarters)?.name ?? 'headquarters',
    );
    for (const card of await cards.all()) {
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
    }
  });

  test('keeps the page and the filters in the URL, with back and forward', async ({ page }) => {
    await page.goto('/contact/join/socialRecruit');
    await sectionMounted(page);
    const firstPage = await positionTitles(page);
    expect(firstPage.length).toBe(10);

    await page.getByRole('navigation', { name: '职位分页' }).getByRole('link', { name: '第2页' }).click();
    await expect(page).toHaveURL(/\/contact\/join\/socialRecruit\?page=2$/);
    // The list is empty while the second page loads: wait for its titles, not for any change.
    const secondPageShown = async () => {
      const titles = await positionTitles(page);
      return titles.length > 0 && titles.join('|') !== firstPage.join('|');
    };
    await expect.poll(secondPageShown).toBe(true);
    const secondPage = await positionTitles(page);

    await page.getByLabel('工作城市').selectOption('北京');
    await page.getByLabel('关键词').fill('工程师');
    await page.getByRole('button', { name: '搜索职位' }).click();
    await expect(page).toHaveURL(/\?city=%E5%8C%97%E4%BA%AC&keyword=%E5%B7%A5%E7%A8%8B%E5%B8%88$/);
    const onlyInBeijing = async () => {
      const facts = await page.locator('.join-position__facts').allInnerTexts();
      return facts.length > 0 && facts.every((fact) => fact.includes('北京'));
    };
    await expect.poll(onlyInBeijing).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect.poll(() => positionTitles(page)).toEqual(secondPage);
    await expect(page.getByLabel('工作城市')).toHaveValue('');
    await expect(page.getByLabel('关键词')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/socialRecruit$/);
    await expect.poll(() => positionTitles(page)).toEqual(firstPage);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.getByLabel('工作城市')).toHaveValue('北京');
    await expect(page.getByLabel('关键词')).toHaveValue('工程师');
    await expect.poll(onlyInBeijing).toBe(true);

    // The same search, shared as a link, shows the same positions.
    const searched = await positionTitles(page);
    expect(searched.length).toBeGreaterThan(0);
    await page.goto(page.url());
    await sectionMounted(page);
    expect(await positionTitles(page)).toEqual(searched);
  });

  test('searches without JavaScript, the form going to the URL the server renders', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact/join/socialRecruit');
    await page.getByLabel('职位类别').selectOption('风控');
    await page.getByRole('button', { name: '搜索职位' }).click();
    await expect(page).toHaveURL(/\?city=&category=%E9%A3%8E%E6%8E%A7&keyword=$/);
    await expect(page.locator('#section-slot .shell-section')).toHaveAttribute('data-ssr', '1');
    const facts = await page.locator('.join-position__facts').allInnerTexts();
    expect(facts.length).toBeGreaterThan(0);
    for (const fact of facts) expect(fact).toContain('风控');
    await expect(page.getByLabel('职位类别')).toHaveValue('风控');
    await context.close();
  });

  test('finds positions by a keyword typed in Traditional, on the Simplified and the Traditional site', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/contact/join/socialRecruit?keyword=${encodeURIComponent('開發')}`);
    await sectionMounted(page);
    const simplified = await positionTitles(page);
    expect(simplified.length).toBeGreaterThan(0);
    for (const title of simplified) expect(title).toContain('开发');
    await useLanguage(page, baseURL, 't');
    await page.goto(`/contact/join/socialRecruit?keyword=${encodeURIComponent('開發')}`);
    await sectionMounted(page);
    expect((await positionTitles(page)).length).toBe(simplified.length);
  });

  test('says so when no position matches, and treats values the API would refuse as absent', async ({ page }) => {
    await page.goto(`/contact/join/socialRecruit?keyword=${encodeURIComponent('宇航员')}`);
    await sectionMounted(page);
    await expect(page.getByText('没有找到符合条件的职位，请调整筛选条件。')).toBeVisible();
    await page.getByRole('link', { name: '查看全部职位' }).click();
    await expect(page).toHaveURL(/\/socialRecruit$/);
    await expect(page.locator('.join-position')).toHaveCount(10);

    for (const query of ['?page=abc', '?page=0&city=', `?keyword=${'x'.repeat(41)}`]) {
      const response = await page.goto(`/contact/join/socialRecruit${query}`);
      expect(response?.status(), query).toBe(200);
      await sectionMounted(page);
      await expect(page.locator('.join-position'), query).toHaveCount(10);
    }
    const pastTheEnd = await page.goto('/contact/join/socialRecruit?page=99');
    expect(pastTheEnd?.status()).toBe(200);
    await expect(page.getByText('这一页没有职位。')).toBeVisible();
  });

  test('opens a position from the list, with its description lists and send button', async ({ page, request }) => {
    await page.goto('/contact/join/socialRecruit');
    await sectionMounted(page);
    const link = page.locator('.join-position__title').first();
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/contact\/join\/postDetail\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const position = await apiData<Position>(request, `/api/web/recruit/social/detail?id=${id}`, 's');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.join-post__description dl')).toHaveCount(2);
    await expect(page.locator('.join-post__description dt')).toHaveText(['岗位职责', '任职要求']);

    const send = page.getByRole('link', { name: '投递简历' });
    await expect(send).toHaveClass('join-send__button');
    const href = (await send.getAttribute('href')) ?? '';
    expect(href).toBe(`mailto:${position.email}?subject=${encodeURIComponent(`${title} (${id})`)}`);
    const mailto = new URL(href);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(position.email);
    expect(mailto.searchParams.get('subject')).toBe(`${title} (${id})`);
  });

  test('addresses the English send button to the English position', async ({ page, request }) => {
    const position = await firstPosition(request, 'e');
    await page.goto(`/en/contact/join/postDetail/${position.id}`);
    await sectionMounted(page);
    const href = await page.getByRole('link', { name: 'Send your CV' }).getAttribute('href');
    expect(href).toBe(`mailto:${position.email}?subject=${encodeURIComponent(`${position.title} (${position.id})`)}`);
  });

  for (const path of ['/contact/join/socialRecruit?city=北京&page=1', '/contact/join/postDetail/1']) {
    test(`goes to /contact/join when the language switches on ${path.split('?')[0]}`, async ({ page }) => {
      await page.goto(path);
      await sectionMounted(page);
      // Between scripts (one backend); a switch to English on a position goes to its counterpart.
      await page.getByRole('button', { name: '繁體中文' }).click();
      await expect(page).toHaveURL(/\/contact\/join$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('加入我們');
      await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/en\/contact\/join$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Us');
    });
  }

  test('keeps the office city in the URL, the back button included', async ({ page }) => {
    await page.goto('/contact/join/office');
    await sectionMounted(page);
    await page.getByRole('navigation', { name: '按城市查看' }).getByRole('link', { name: '上海' }).click();
    await expect(page).toHaveURL(/\/contact\/join\/office\?city=%E4%B8%8A%E6%B5%B7$/);
    await expect(page.locator('.join-photo__city')).toHaveText(['上海']);
    await page.goBack();
    await expect(page.locator('.join-photo__city').first()).toBeVisible();
    expect(await page.locator('.join-photo__city').count()).toBeGreaterThan(1);
  });

  test('answers an unknown or malformed position id with the 404 page and status 404', async ({ page }) => {
    for (const path of [
      '/contact/join/postDetail/999999',
      '/contact/join/postDetail/abc',
      '/en/contact/join/postDetail/1',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('PAGE NOT FOUND'), path).toBeVisible();
    }
  });

  test('opens a real page from every link of the Contact Us panel and the footer', async ({ page }) => {
    await page.goto('/about/introduce');
    const entry = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '联系我们', exact: true });
    await expect(entry).toHaveAttribute('href', '/contact/contactus');
    await entry.hover();
    const panel = page.getByRole('list', { name: '联系我们子菜单' });
    await expect(panel).toBeVisible();
    const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/contact/contactus',
      '/contact/join',
      '/contact/join/socialRecruit',
      '/contact/join/campusRecruit',
      '/contact/join/emplife',
      '/contact/join/office',
    ]);
    for (const href of hrefs) expect((await page.request.get(href ?? '')).status(), href ?? '').toBe(200);
    await panel.getByRole('link', { name: /社会招聘/ }).click();
    await expect(page).toHaveURL(/\/contact\/join\/socialRecruit$/);
    await expect(page.locator('.join-position').first()).toBeVisible();

    const footer = page.getByRole('navigation', { name: '快速链接' });
    for (const [name, path, heading] of [
      ['加入我们', '/contact/join', '加入我们'],
      ['联系我们', '/contact/contactus', '联系我们'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('has no serious or critical accessibility violations', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const visits: [Language, string][] = [
      ...Object.keys(HEADINGS).map((path): [Language, string] => ['s', path]),
      ['s', '/contact/join/postDetail/1'],
      ['s', `/contact/join/socialRecruit?keyword=${encodeURIComponent('宇航员')}`],
      ['t', '/contact/join/socialRecruit?page=2'],
      ['e', '/en/contact/contactus'],
      ['e', '/en/contact/join/postDetail/501'],
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
