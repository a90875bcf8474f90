/**
 * Several shell servers, one registry (decision 012): two shell servers (separate processes and
 * ports) on one throwaway PostgreSQL and one shared RELEASES_DIR. mfe-news is released through
 * `npm run release` (its build from this run, --dist, so no webpack) and rolled back; each server
 * serves the switch on its very next request, with no restart. A writer of its own servers and
 * data; it runs in the release project so the release gate's renders do not slow the readers.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Registry } from '@site/shared-contracts';
import { labelledBuild, NEWS_BUILD } from './builds';
import { REPOSITORY_ROOT as root } from './e2e-env';
import { expect, test } from './fixtures';
import { postgres, releasesModule, type RunningPostgres } from './shared-stores';
import { startShellServer, type ShellServer } from './shell-server';

/** Runs a Node script without blocking this process, which reads the servers' output meanwhile. */
const runNode = (args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) =>
  promisify(execFile)(process.execPath, args, { ...options, encoding: 'utf8' });

async function registryOf(server: ShellServer): Promise<Registry> {
  const response = await fetch(`${server.origin}/registry.json`);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  return (await response.json()) as Registry;
}

/** The news list document of a server: the release it links, and whether the section's markup came with it. */
async function newsDocumentOf(server: ShellServer) {
  const response = await fetch(`${server.origin}/news/dynamic`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const linked = html.match(/\/releases\/mfe-news\/([^/]+)\/client\/mf-manifest\.json/)?.[1];
  return { linked, serverTiming: response.headers.get('server-timing'), html };
}

test.describe('several shell servers on one PostgreSQL registry', () => {
  let database: RunningPostgres | undefined;
  let releasesDir: string;
  const servers: ShellServer[] = [];

  test.afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    if (database) postgres.stopPostgres(database);
    database = undefined;
    fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  test('both servers serve a release of mfe-news on their next request, and its rollback', async ({ page }) => {
    test.setTimeout(300_000);
    expect(fs.existsSync(path.join(NEWS_BUILD, 'client', 'mf-manifest.json')), 'mfe-news is built').toBe(true);
    database = await postgres.startPostgres();
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-database-'));
    const env = { ...process.env, DATABASE_URL: database.url, RELEASES_DIR: releasesDir };

    // The release the servers start on, switched through the same store the command uses.
    const releases = releasesModule();
    const store = await releases.openRegistryStore({ registry: { store: 'postgres', url: database.url }, releasesDir });
    const before = await releases.publishReleaseTo(store, releasesDir, 'mfe-news', NEWS_BUILD, 'before');
    await store.close();

    // One after the other: the first migrates and seeds the content in the shared database.
    servers.push(await startShellServer(env));
    servers.push(await startShellServer(env));
    for (const server of servers) {
      expect((await registryOf(server)).sections['mfe-news']?.version).toBe(before);
      expect((await newsDocumentOf(server)).linked).toBe(before);
    }

    const newer = labelledBuild(NEWS_BUILD, 'after');
    const { stdout: released } = await runNode(['scripts/release.js', 'mfe-news', '--dist', newer], {
      cwd: root,
      env,
    });
    const after = released.match(/released mfe-news@(\S+)/)?.[1];
    expect(after, released).toBeTruthy();
    expect(after).not.toBe(before);
    expect(fs.existsSync(path.join(releasesDir, 'registry.json')), 'the registry is not a file').toBe(false);
    for (const server of servers) {
      const document = await newsDocumentOf(server);
      expect(document.linked, server.origin).toBe(after);
      expect(document.serverTiming).toContain('ssr;desc="server"');
      expect((await registryOf(server)).sections['mfe-news']?.version).toBe(after);
    }
    // The second server's page, in the browser: the new release's code runs the section.
    await page.goto(`${servers[1]!.origin}/news/dynamic`);
    await expect(
      page.locator(`link[rel="preload"][href="/releases/mfe-news/${after}/client/mf-manifest.json"]`),
    ).toHaveCount(1);
    await expect(page.locator('#section-slot a[href^="/news/dynamic/"]').first()).toBeVisible();

    await runNode(['scripts/release.js', 'mfe-news', '--rollback'], { cwd: root, env });
    for (const server of servers) {
      expect((await newsDocumentOf(server)).linked, server.origin).toBe(before);
      expect((await registryOf(server)).sections['mfe-news']?.version).toBe(before);
    }
    for (const server of servers) expect(server.output(), 'server log').not.toMatch(/"level":(50|60)/);
  });
});
