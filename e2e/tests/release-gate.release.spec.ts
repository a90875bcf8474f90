/**
 * The release gate as a team meets it: a broken build of a real section (a copy of mfe-news's
 * current release whose routes.json claims /about/introduce) is refused by `npm run release`,
 * with the conflict named, and the running site is left as it was. A writer, even though the
 * release is refused (e2e/README.md): it runs in the release project, after every reader.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_RELEASES_DIR, REPOSITORY_ROOT as root } from './e2e-env';
import { expect, test } from './fixtures';
import { expectServerRendered } from './server-render';

interface Registry {
  sections: Record<string, { version: string }>;
}

test.describe('the release gate', () => {
  test('refuses a news build that claims /about/introduce, and the site keeps serving it from mfe-about', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const registryBefore = await (await request.get('/registry.json')).text();
    const { sections } = JSON.parse(registryBefore) as Registry;
    const news = sections['mfe-news'];
    const about = sections['mfe-about'];
    if (!news || !about) throw new Error('mfe-news and mfe-about must be released');
    const newsFolder = path.join(E2E_RELEASES_DIR, 'mfe-news');
    const releasesBefore = fs.readdirSync(newsFolder).sort();

    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-news-claims-about-'));
    try {
      fs.cpSync(path.join(newsFolder, news.version), build, { recursive: true });
      const routesFile = path.join(build, 'client', 'routes.json');
      const manifest = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as { routes: Record<string, unknown>[] };
      const { counterpart: _counterpart, ...newsRoute } = manifest.routes[0] ?? {};
      manifest.routes.push({ ...newsRoute, path: '/about/introduce', name: 'about-introduce' });
      fs.writeFileSync(routesFile, JSON.stringify(manifest));

      const result = spawnSync(process.execPath, ['scripts/release.js', 'mfe-news', '--dist', build], {
        cwd: root,
        env: { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR },
        encoding: 'utf8',
      });
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toContain('mfe-news: release refused');
      expect(result.stderr).toContain(
        '[routes] /about/introduce claims /about/introduce, which mfe-about serves (its route /about/introduce)',
      );
      expect(result.stdout).not.toContain('released mfe-news@');
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }

    expect(await (await request.get('/registry.json')).text()).toBe(registryBefore);
    expect(fs.readdirSync(newsFolder).sort()).toEqual(releasesBefore);

    const document = await request.get('/about/introduce');
    expect(document.status()).toBe(200);
    expectServerRendered(document, '/about/introduce');
    expect(await document.text()).toContain(`data-release="${about.version}"`);
    await page.goto('/about/introduce');
    await expect(page.locator('#section-slot h1').first()).toBeVisible();
  });
});
