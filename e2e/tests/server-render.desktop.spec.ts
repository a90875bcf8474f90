/**
 * Server-rendered sections on desktop (DESIGN.md §3): content in the first response, hydration
 * of that very markup, and pages that keep working whatever a section's server code does.
 */
import { expect, test } from './fixtures';
import {
  expectHydratedLikeServer,
  expectServerContent,
  isMobileRoute,
  landedRoutes,
  releaseWithServerPatch,
  rollBack,
} from './server-render';

const SECTION = '#section-slot .shell-section';

test.describe('server-rendered sections without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every desktop route of the landed sections shows its title and text in the server HTML', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const routes = (await landedRoutes(request)).filter((route) => !isMobileRoute(route));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) await expectServerContent(page, route);
  });

  test('serves English section markup under /en', async ({ page }) => {
    await page.goto('/en/news/dynamic');
    await expect(page.locator(`${SECTION} h1`)).toHaveText('Company News');
  });

  test('a new release shows its markup on the next request, and a rollback the old one, with no restart', async ({
    page,
    request,
  }) => {
    const before = (await (await request.get('/registry.json')).json()).sections['mfe-news'].version;
    const swapped = await releaseWithServerPatch(
      request,
      'mfe-news',
      'swap',
      'const news = module.exports; module.exports = { ...news, render: (url, state) => news.render(url, state) + \'<p class="release-note">Swapped release</p>\' };',
    );
    try {
      await page.goto('/news/dynamic');
      await expect(page.locator(SECTION)).toHaveAttribute('data-release', swapped);
      await expect(page.locator(`${SECTION} .release-note`)).toHaveText('Swapped release');
    } finally {
      rollBack('mfe-news');
    }
    await page.goto('/news/dynamic');
    await expect(page.locator(SECTION)).toHaveAttribute('data-release', before);
    await expect(page.locator(`${SECTION} .release-note`)).toHaveCount(0);
  });
});

test.describe('server-rendered sections with JavaScript', () => {
  test('every desktop route hydrates without errors, and its heading and links were in the server HTML', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    for (const route of (await landedRoutes(request)).filter((route) => !isMobileRoute(route))) {
      await expectHydratedLikeServer(page, request, route);
    }
  });

  test('hydrates the server markup in place, then navigates and switches language', async ({ page }) => {
    // The heading as the server sent it, taken before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { serverHeading: Element | null }).serverHeading =
            document.querySelector('#section-slot h1');
        }
      });
    });
    await page.goto('/news/dynamic');
    const section = page.locator(SECTION);
    await expect(section).not.toHaveAttribute('data-ssr', '1');
    const hydratedInPlace = await page.evaluate(() => {
      const serverHeading = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return serverHeading !== null && serverHeading === document.querySelector('#section-slot h1');
    });
    expect(hydratedInPlace).toBe(true);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await section.locator('a[href^="/news/dynamic/"]').first().click();
    await expect(page).toHaveURL(/\/news\/dynamic\/\d+$/);
    await expect(section.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goto('/news/research');
    await expect(section).not.toHaveAttribute('data-ssr', '1');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/news\/research$/);
    await expect(section.locator('h1')).toHaveText('Research');
  });

  test('drops the server markup of a page the visitor left before its section mounted', async ({ page }) => {
    // The section's code arrives late, so the switch happens while its server markup is unhydrated.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/releases/mfe-about/**/remoteEntry.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about/introduce');
    await expect(page.locator(`${SECTION} h1`)).toHaveText('公司简介');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about\/introduce$/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Profile');
    await expect(page.locator('#section-slot h1')).toHaveCount(1);
  });

  for (const [fault, patch] of [
    [
      'throws',
      'module.exports = { ...module.exports, render: () => { throw new Error("injected render failure"); } };',
    ],
    ['never returns', 'module.exports = { ...module.exports, render: () => { for (;;) {} } };'],
  ] as const) {
    test(`a section whose server render ${fault} still gives a working client-rendered page`, async ({
      page,
      request,
    }) => {
      const version = await releaseWithServerPatch(request, 'mfe-news', fault.replace(' ', '-'), patch);
      try {
        const response = await page.goto('/news/dynamic');
        expect(response?.status()).toBe(200);
        expect(response?.headers()['server-timing']).toMatch(/ssr;desc="client: /);
        expect(await response?.text()).not.toContain('data-ssr="1"');
        const section = page.locator(`${SECTION}[data-application="mfe-news@/"]`);
        await expect(section.locator('h1')).toBeVisible();
        await expect(section.locator('a[href^="/news/dynamic/"]').first()).toBeVisible();
        await expect(page.locator('header nav').first()).toBeVisible();
        expect(version).toContain(fault.replace(' ', '-'));
      } finally {
        rollBack('mfe-news');
      }
    });
  }
});
