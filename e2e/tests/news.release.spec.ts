/**
 * Releasing mfe-news with the CLI, as a team would, and rolling it back: the running site serves
 * each on the next page load. A writer: it runs in the release project (e2e/README.md).
 */
import { execFileSync } from 'node:child_process';
import { labelledBuild, NEWS_BUILD } from './builds';
import { E2E_RELEASES_DIR, REPOSITORY_ROOT as root } from './e2e-env';
import { expect, test } from './fixtures';

test.describe('releasing the news section', () => {
  test('serves a new release of mfe-news on the next page load, and a rollback, with no restart', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const env = { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR };
    const before = (await (await request.get('/registry.json')).json()).sections['mfe-news'].version;
    // Releasing the build that is live already changes nothing; a build with a changed file is a release.
    const same = execFileSync(process.execPath, ['scripts/release.js', 'mfe-news'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(same).toMatch(/this build is already its current release/);
    const newer = labelledBuild(NEWS_BUILD, 'news-release');
    execFileSync(process.execPath, ['scripts/release.js', 'mfe-news', '--dist', newer], {
      cwd: root,
      env,
      stdio: 'pipe',
    });
    const after = (await (await request.get('/registry.json')).json()).sections['mfe-news'].version;
    expect(after).not.toBe(before);
    await page.goto('/news/dynamic');
    await expect(
      page.locator(`link[rel="preload"][href="/releases/mfe-news/${after}/client/mf-manifest.json"]`),
    ).toHaveCount(1);
    await expect(page.locator('#section-slot a[href^="/news/dynamic/"]').first()).toBeVisible();
    execFileSync(process.execPath, ['scripts/release.js', 'mfe-news', '--rollback'], {
      cwd: root,
      env,
      stdio: 'pipe',
    });
    const rolledBack = (await (await request.get('/registry.json')).json()).sections['mfe-news'].version;
    expect(rolledBack).toBe(before);
    await page.reload();
    await expect(
      page.locator(`link[rel="preload"][href="/releases/mfe-news/${before}/client/mf-manifest.json"]`),
    ).toHaveCount(1);
  });
});
