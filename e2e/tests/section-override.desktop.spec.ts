/**
 * A section override (decision 013) in a real browser. The shared site is a default start: it
 * ignores the parameter. The override itself needs a server that allows it, so the second test
 * starts its own (own port, a copy of the shared site's releases and database, nothing rebuilt)
 * and serves the released build of mfe-news from a second local port.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_RELEASES_DIR } from './e2e-env';
import { expect, sectionMounted, test, useLanguage } from './fixtures';
import { startShellServer, type ShellServer } from './shell-server';

const { createBuildServer } = createRequire(__filename)('@site/release/dev/serve-build') as {
  createBuildServer: (dir: string) => Server;
};

const BANNER = 'Development override';

/** The heading of a section mounted in the document (after an in-document navigation, beside the one before). */
const mountedHeading = (page: Page, section: string) =>
  page.locator(`#section-slot .shell-section[data-application="${section}@/en"]`).getByRole('heading', { level: 1 });

test('a default start ignores ?override: no redirect, no banner, nothing from the other origin', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3001')) foreign.push(request.url());
  });
  await useLanguage(page, baseURL, 'e');
  const response = await page.goto('/en/news?override=mfe-news@http://localhost:3001');
  expect(response?.status()).toBe(200);
  expect(page.url()).toContain('override=');
  await sectionMounted(page);
  await expect(page.getByRole('complementary', { name: BANNER })).toHaveCount(0);
  expect(String(response?.headers()['content-security-policy'])).not.toContain('localhost:3001');
  expect(foreign).toEqual([]);
});

// @local: a server of its own, on a copy of the run's own site's releases and database.
test.describe('with overrides allowed', { tag: '@local' }, () => {
  let folder = '';
  let site = '';
  let origin = '';
  let server: ShellServer | undefined;
  let branch: Server;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-override-'));
    const releasesDir = path.join(folder, 'releases');
    fs.cpSync(E2E_RELEASES_DIR, releasesDir, { recursive: true });
    for (const file of fs.readdirSync(E2E_DATA_DIR).filter((name) => name.startsWith('content.db'))) {
      fs.copyFileSync(path.join(E2E_DATA_DIR, file), path.join(folder, file));
    }
    const registry = JSON.parse(fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8')) as {
      sections: Record<string, { version: string }>;
    };
    const newsVersion = registry.sections['mfe-news']?.version ?? '';
    // "Elsewhere": the released mfe-news build, on another port.
    branch = createBuildServer(path.join(releasesDir, 'mfe-news', newsVersion, 'client'));
    await new Promise<void>((resolve) => branch.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(branch.address() as AddressInfo).port}`;
    server = await startShellServer({
      ...process.env,
      RELEASES_DIR: releasesDir,
      DATABASE_FILE: path.join(folder, 'content.db'),
      SECTION_OVERRIDE_ORIGINS: origin,
    });
    site = server.origin;
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => (branch ? branch.close(resolve) : resolve(undefined)));
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  test('loads the section from the other origin with a banner on every page, routes, and resets', async ({ page }) => {
    const fromOrigin: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(origin)) fromOrigin.push(new URL(request.url()).pathname);
    });
    await useLanguage(page, site, 'e');

    const answer = await page.goto(`${site}/en/news?override=${encodeURIComponent(`mfe-news@${origin}`)}`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/news');
    expect(answer?.headers()['server-timing']).toContain('ssr;desc="client: overridden"');
    // Besides the site itself and the document's boot loader (by its hash), the origin's scripts run.
    expect(answer?.headers()['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' 'sha256-[^']+' ${origin.replace(/[.]/g, '\\.')};`),
    );
    await sectionMounted(page);
    const banner = page.getByRole('complementary', { name: BANNER });
    await expect(banner).toContainText(`mfe-news is loaded from ${origin}`);
    expect(fromOrigin).toContain('/mf-manifest.json');
    expect(fromOrigin.some((file) => /^\/remoteEntry\./.test(file))).toBe(true);

    // Another section, reached in the document, is the release's; the banner stays.
    await page.locator('header nav').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about/);
    await expect(mountedHeading(page, 'mfe-about')).toBeVisible();
    await expect(banner).toBeVisible();
    // And back to the overridden section by the router.
    await page.locator('header nav').getByRole('link', { name: 'News Center', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/news/);
    await expect(mountedHeading(page, 'mfe-news')).toBeVisible();

    const resetLink = banner.getByRole('link', { name: 'Back to the release' });
    await resetLink.focus();
    const pageBefore = new URL(page.url()).pathname;
    await page.keyboard.press('Enter');
    // The same page, a new document, without the parameter.
    await expect(page).toHaveURL(`${site}${pageBefore}`);
    await sectionMounted(page);
    await expect(banner).toHaveCount(0);
    // The release's own entry again: its version, and no manifest named (it is the release's).
    const entry = await page.evaluate(
      () =>
        (
          JSON.parse(document.getElementById('__INITIAL_STATE__')?.textContent ?? '{}') as {
            registry: { sections: Record<string, { version: string; manifest?: string }> };
          }
        ).registry.sections['mfe-news'],
    );
    expect(entry?.version).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
    expect(entry?.manifest).toBeUndefined();
  });
});
