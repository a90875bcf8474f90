/**
 * A section override (decision 013) in a real browser. The shared site is a default start: it
 * ignores the parameter. The override itself needs a server that allows it, so the second test
 * starts its own (own port, a copy of the shared site's releases and database, nothing rebuilt)
 * and serves the released build of mfe-news from a second local port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_RELEASES_DIR, REPOSITORY_ROOT as root } from './e2e-env';
import { expect, sectionMounted, test, useLanguage } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script of the repository
const { createBuildServer } = require(path.join(root, 'scripts', 'dev', 'serve-build.js')) as {
  createBuildServer: (dir: string) => Server;
};

const BANNER = 'Development override';

/** The heading of a section mounted in the document (after an in-document navigation, beside the one before). */
const mountedHeading = (page: Page, section: string) =>
  page.locator(`#section-slot .shell-section[data-application="${section}@/en"]`).getByRole('heading', { level: 1 });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForSite(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the override site exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/registry.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not start within 60 s`);
}

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

test.describe('with overrides allowed', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-override-'));
  let site = '';
  let origin = '';
  let server: ChildProcess;
  let branch: Server;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
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
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(root, 'shell', 'dist', 'node', 'server', 'main.js')], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RELEASES_DIR: releasesDir,
        DATABASE_FILE: path.join(folder, 'content.db'),
        SECTION_OVERRIDE_ORIGINS: origin,
      },
    });
    await waitForSite(site, server);
  });

  test.afterAll(async () => {
    server?.kill();
    await new Promise((resolve) => (branch ? branch.close(resolve) : resolve(undefined)));
    fs.rmSync(folder, { recursive: true, force: true });
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
    const manifest = await page.evaluate(
      () =>
        (
          JSON.parse(document.getElementById('__INITIAL_STATE__')?.textContent ?? '{}') as {
            registry: { sections: Record<string, { manifest: string }> };
          }
        ).registry.sections['mfe-news']?.manifest,
    );
    expect(manifest).toMatch(/^\/releases\/mfe-news\//);
  });
});
