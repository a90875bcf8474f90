/**
 * What the server serves when a section's server code changes (DESIGN.md §3): a new release and
 * its rollback, and releases whose render throws or never returns. A writer: it runs in the
 * release project, after every reader and with nothing beside it (e2e/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_RELEASES_DIR } from './e2e-env';
import { expect, test } from './fixtures';
import {
  expectServerContent,
  expectServerRendered,
  isMobileRoute,
  landedRoutes,
  releaseWithServerPatch,
  rollBack,
} from './server-render';

const SECTION = '#section-slot .shell-section';

test.describe('server releases without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

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
      expectServerRendered(await page.goto('/news/dynamic'), '/news/dynamic');
      await expect(page.locator(SECTION)).toHaveAttribute('data-release', swapped);
      await expect(page.locator(`${SECTION} .release-note`)).toHaveText('Swapped release');
    } finally {
      rollBack('mfe-news');
    }
    expectServerRendered(await page.goto('/news/dynamic'), '/news/dynamic');
    await expect(page.locator(SECTION)).toHaveAttribute('data-release', before);
    await expect(page.locator(`${SECTION} .release-note`)).toHaveCount(0);
  });
});

test.describe('a broken server release', () => {
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

test.describe('a section whose release files are gone', () => {
  test.use({ javaScriptEnabled: false });

  test('every other section still answers each of its pages with 200 and its server-rendered content', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const others = (await landedRoutes(request)).filter(
      (route) => route.section !== 'mfe-news' && !isMobileRoute(route),
    );
    expect(new Set(others.map((route) => route.section)).size).toBeGreaterThanOrEqual(5);
    // A release the registry names whose folder was then lost (a failed copy, a cleaned disk).
    const version = await releaseWithServerPatch(request, 'mfe-news', 'removed', '');
    fs.rmSync(path.join(E2E_RELEASES_DIR, 'mfe-news', version), { recursive: true, force: true });
    try {
      const news = await page.goto('/news/dynamic');
      expect(news?.status(), 'the lost section answers without a server error').toBeLessThan(500);
      for (const route of others) await expectServerContent(page, route);
    } finally {
      rollBack('mfe-news');
    }
  });
});
