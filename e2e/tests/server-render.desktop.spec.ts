/**
 * Server-rendered sections on desktop (DESIGN.md §3): content in the first response and
 * hydration of that very markup. What a new or broken release serves: server-render.release.spec.ts.
 */
import { expect, sectionMounted, test } from './fixtures';
import {
  expectHydratedLikeServer,
  expectServerContent,
  expectServerRendered,
  isMobileRoute,
  landedRoutes,
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
    expectServerRendered(await page.goto('/en/news/dynamic'), '/en/news/dynamic');
    await expect(page.locator(`${SECTION} h1`)).toHaveText('Company News');
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
    expectServerRendered(await page.goto('/news/dynamic'), '/news/dynamic');
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
    expectServerRendered(await page.goto('/about/introduce'), '/about/introduce');
    await expect(page.locator(`${SECTION} h1`)).toHaveText('公司简介');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about\/introduce$/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Profile');
    await expect(page.locator('#section-slot h1')).toHaveCount(1);
  });

  test("fetches the other sections' code when idle without running it, and a visit finds it in the cache", async ({
    page,
  }) => {
    // The DevTools protocol says where each answer came from; Playwright's own events do not.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const news: { path: string; type: string; fromDiskCache: boolean }[] = [];
    cdp.on('Network.responseReceived', ({ type, response }) => {
      const path = new URL(response.url).pathname;
      if (path.startsWith('/releases/mfe-news/'))
        news.push({ path, type, fromDiskCache: response.fromDiskCache === true });
    });
    const newsCode = /\/(mf-manifest\.json|remoteEntry\.[^/]+\.js|__federation_expose_app\.[^/]+\.(js|css))$/;

    expectServerRendered(await page.goto('/about/introduce'), '/about/introduce');
    await sectionMounted(page);
    // Manifest, remote entry, section module and its stylesheet, each fetched once and none run.
    await expect.poll(() => news.filter(({ path }) => newsCode.test(path)).length, { timeout: 10_000 }).toBe(4);
    expect(news.every(({ type, fromDiskCache }) => type === 'Fetch' && !fromDiskCache)).toBe(true);
    expect(await page.evaluate(() => 'mfe_news' in window)).toBe(false);
    expect(await page.locator('script[src*="/releases/mfe-news/"], link[href*="/releases/mfe-news/"]').count()).toBe(0);

    const prefetched = news.splice(0);
    await page.locator('#shell-root header a[href="/news/dynamic"]').first().click();
    await expect(page.locator('#section-slot [data-application="mfe-news@/"] h1')).toHaveText('公司动态');
    const visited = news.filter(({ path }) => newsCode.test(path));
    // The manifest came from the prefetch's memory; the three files from the disk cache, unchanged.
    expect(visited.map(({ path }) => path).sort()).toEqual(
      prefetched
        .map(({ path }) => path)
        .filter((path) => !path.endsWith('/mf-manifest.json'))
        .sort(),
    );
    expect(visited.every(({ fromDiskCache }) => fromDiskCache)).toBe(true);
  });

  test("loads no stylesheet the server inlined, and links the next section's on a client navigation", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    expectServerRendered(await page.goto('/about/introduce'), '/about/introduce');
    await sectionMounted(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await expect(page.locator('style[data-href*="/releases/mfe-about/"]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);

    await page.locator('#shell-root header a[href="/news/dynamic"]').first().click();
    await expect(page).toHaveURL(/\/news\/dynamic$/);
    await expect(page.locator('#section-slot [data-application="mfe-news@/"] h1')).toBeVisible();
    const newsStylesheet = page.locator('link[rel="stylesheet"][href*="/releases/mfe-news/"]');
    await expect(newsStylesheet).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await newsStylesheet.evaluate((link) => ((link as HTMLLinkElement).sheet?.cssRules.length ?? 0) > 0)).toBe(
      true,
    );
    // The two inlined ones (the shell's and About's) were never asked for; the idle prefetch asks for the others.
    const inlined = (path: string) => path.startsWith('/static/') || path.includes('/releases/mfe-about/');
    expect(stylesheets.filter(inlined)).toEqual([]);
  });
});
