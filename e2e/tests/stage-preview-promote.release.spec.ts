/**
 * A section team's release on the live site before any visitor's (issue 40): two shell servers on
 * one throwaway PostgreSQL registry. mfe-news is staged with a visible change through
 * `npm run release`: ordinary browsers keep the current release; a browser that opened the
 * preview link gets the candidate, server-rendered and hydrated, on both servers; a tampered or
 * expired cookie falls back and is cleared; a promote reaches every browser on its next load, and a
 * page loaded before it keeps navigating; prune removes exactly what it may. A writer of its own
 * servers and data, in the release project.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import type { BrowserContext } from '@playwright/test';
import { NEWS_BUILD, labelledBuild } from './builds';
import { REPOSITORY_ROOT as root } from './e2e-env';
import { expect, test } from './fixtures';
import { postgres, releasesModule, type RunningPostgres } from './shared-stores';
import { startShellServer, type ShellServer } from './shell-server';

const CURRENT_TEXT = 'All articles';
const CANDIDATE_TEXT = 'All articles, staged';
const PREVIEW_COOKIE = 'site_preview';
const SECRET = 'e2e-preview-secret-of-this-test-only-0123456789';

const runNode = (args: string[], env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, args, { cwd: root, env, encoding: 'utf8' });

/** A build of mfe-news whose English list heading says CANDIDATE_TEXT, in its server bundle and client chunks alike. */
function candidateBuild(): string {
  const build = labelledBuild(NEWS_BUILD, 'candidate');
  for (const entry of fs.readdirSync(build, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(`"${CURRENT_TEXT}"`)) continue;
    fs.writeFileSync(file, text.split(`"${CURRENT_TEXT}"`).join(`"${CANDIDATE_TEXT}"`));
    // The precompressed copies would otherwise be served instead of the changed file.
    for (const compressed of ['.br', '.gz']) fs.rmSync(`${file}${compressed}`, { force: true });
  }
  return build;
}

const listHeading = (context: BrowserContext | { request: BrowserContext['request'] }, origin: string) =>
  context.request.get(`${origin}/en/news/dynamic`).then(async (response) => ({
    html: await response.text(),
    setCookie: response.headers()['set-cookie'] ?? '',
  }));

test.describe('stage, preview, verify and promote a section on two servers', () => {
  let database: RunningPostgres | undefined;
  let releasesDir: string;
  const servers: ShellServer[] = [];
  const contexts: BrowserContext[] = [];

  test.afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    for (const server of servers.splice(0)) await server.stop();
    if (database) postgres.stopPostgres(database);
    database = undefined;
    fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  test('the candidate reaches only browsers with its preview until it is promoted', async ({ browser }) => {
    test.setTimeout(420_000);
    database = await postgres.startPostgres();
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-preview-'));
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      RELEASES_DIR: releasesDir,
      PREVIEW_SECRET: SECRET,
      RELEASE_RETENTION: '0',
    };
    const releases = releasesModule();
    const store = await releases.openRegistryStore({ registry: { store: 'postgres', url: database.url }, releasesDir });
    const oldest = await releases.publishReleaseTo(
      store,
      releasesDir,
      'mfe-news',
      labelledBuild(NEWS_BUILD, 'o'),
      'oldest',
    );
    const current = await releases.publishReleaseTo(store, releasesDir, 'mfe-news', NEWS_BUILD, 'current');
    await store.close();
    servers.push(await startShellServer(env));
    servers.push(await startShellServer(env));

    // Staged twice: the first candidate is replaced, never current, and pruned after the promote.
    await runNode(['scripts/release.js', 'mfe-news', '--stage', '--dist', labelledBuild(NEWS_BUILD, 'replaced')], env);
    const staged = await runNode(['scripts/release.js', 'mfe-news', '--stage', '--dist', candidateBuild()], env);
    const candidate = staged.stdout.match(/staged mfe-news@(\S+) as its candidate/)?.[1];
    expect(candidate, staged.stdout).toBeTruthy();
    const replaced = fs
      .readdirSync(path.join(releasesDir, 'mfe-news'))
      .find((name) => /-[0-9a-f]{8}$/.test(name) && name !== candidate);

    // An ordinary browser: the current release, in the server's HTML and after hydration.
    const visitor = await browser.newContext();
    contexts.push(visitor);
    for (const server of servers) {
      const { html } = await listHeading(visitor, server.origin);
      expect(html).toContain(`/releases/mfe-news/${current}/client/mf-manifest.json`);
      expect(html).not.toContain(CANDIDATE_TEXT);
    }
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${servers[0]!.origin}/en/news/dynamic`);
    await expect(visitorPage.getByRole('heading', { name: CURRENT_TEXT, exact: true })).toBeVisible();

    // The preview link, opened on each server by a browser of its own.
    const printed = await runNode(['scripts/release.js', 'mfe-news', '--preview'], env);
    const link = new URL(printed.stdout.trim().split('\n').pop()!);
    for (const server of servers) {
      const previewer = await browser.newContext();
      contexts.push(previewer);
      const page = await previewer.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${server.origin}${link.pathname}${link.search}`);
      const { html } = await listHeading(previewer, server.origin);
      expect(html, 'server-rendered by the candidate').toContain(CANDIDATE_TEXT);
      expect(html).toContain(`/releases/mfe-news/${candidate}/client/mf-manifest.json`);
      await page.goto(`${server.origin}/en/news/dynamic`);
      await expect(page.getByRole('heading', { name: CANDIDATE_TEXT, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /leave|退出|離開/i })).toBeVisible();
      // A client-side navigation within the section stays on the candidate.
      await page.getByRole('link', { name: 'Research' }).first().click();
      await expect(page).toHaveURL(/\/en\/news\/research/);
      expect(problems).toEqual([]);
    }
    // The ordinary browser still gets the current release: the preview never entered a shared cache.
    expect((await listHeading(visitor, servers[1]!.origin)).html).not.toContain(CANDIDATE_TEXT);

    // A tampered cookie: the current release, and the cookie cleared.
    const tampered = await browser.newContext();
    contexts.push(tampered);
    const previewCookie = (await contexts[1]!.cookies()).find((cookie) => cookie.name === PREVIEW_COOKIE);
    expect(previewCookie?.httpOnly).toBe(true);
    const value = previewCookie!.value;
    await tampered.addCookies([
      { ...previewCookie!, value: `${value.slice(0, -2)}${value.endsWith('A') ? 'B' : 'A'}${value.slice(-1)}` },
    ]);
    const answer = await listHeading(tampered, servers[0]!.origin);
    expect(answer.html).not.toContain(CANDIDATE_TEXT);
    expect(answer.setCookie).toMatch(new RegExp(`${PREVIEW_COOKIE}=;.*Max-Age=0`, 'i'));
    // An expired cookie, signed as the servers sign: the same.
    const stale = await browser.newContext();
    contexts.push(stale);
    await stale.addCookies([{ ...previewCookie!, value: expiredCookieValue(candidate!) }]);
    const staleAnswer = await listHeading(stale, servers[1]!.origin);
    expect(staleAnswer.html).not.toContain(CANDIDATE_TEXT);
    expect(staleAnswer.setCookie).toMatch(new RegExp(`${PREVIEW_COOKIE}=;.*Max-Age=0`, 'i'));
    // An expired link sets nothing.
    const expired = await tampered.request.get(`${servers[1]!.origin}${expiredLinkPath(candidate!)}`, {
      maxRedirects: 0,
    });
    expect(expired.status()).toBe(400);

    // A page loaded before the promote.
    const before = await visitor.newPage();
    const beforeProblems: string[] = [];
    before.on('pageerror', (error) => beforeProblems.push(error.message));
    await before.goto(`${servers[1]!.origin}/en/news/dynamic`);
    await expect(before.getByRole('heading', { name: CURRENT_TEXT, exact: true })).toBeVisible();

    const promoted = await runNode(['scripts/release.js', 'mfe-news', '--promote'], env);
    expect(promoted.stdout).toContain(`promoted mfe-news@${candidate}`);
    for (const server of servers) expect((await listHeading(visitor, server.origin)).html).toContain(CANDIDATE_TEXT);
    await visitorPage.reload();
    await expect(visitorPage.getByRole('heading', { name: CANDIDATE_TEXT, exact: true })).toBeVisible();

    // The old page navigates client-side, on its own release's files, with no error.
    await before.getByRole('link', { name: 'Research' }).first().click();
    await expect(before).toHaveURL(/\/en\/news\/research/);
    await before.getByRole('link', { name: 'Company News' }).first().click();
    await expect(before.getByRole('heading', { name: CURRENT_TEXT, exact: true })).toBeVisible();
    expect(beforeProblems).toEqual([]);

    // The promote pruned with a retention of 0 days: the retired oldest and the replaced candidate.
    const left = fs.readdirSync(path.join(releasesDir, 'mfe-news')).filter((name) => !name.endsWith('.json'));
    expect(left.sort()).toEqual([candidate, current].sort());
    expect(promoted.stdout).toContain(`mfe-news@${oldest}`);
    expect(promoted.stdout).toContain(`mfe-news@${replaced}`);
    for (const server of servers) expect(server.output(), 'server log').not.toMatch(/"level":(50|60)/);
  });
});

interface Grant {
  section: string;
  version: string;
  expiresAt: number;
}
const preview = () =>
  createRequire(__filename)('@site/shell/server/preview') as {
    previewLinkPath(secret: string, grant: Grant): string;
    signPreviewCookie(secret: string, grants: Grant[]): string;
  };
const expiredGrant = (version: string): Grant => ({ section: 'mfe-news', version, expiresAt: Date.now() - 60_000 });

/** The path of a preview link to `version` that expired a minute ago, signed as the servers sign. */
function expiredLinkPath(version: string): string {
  return preview().previewLinkPath(SECRET, expiredGrant(version));
}

function expiredCookieValue(version: string): string {
  return preview().signPreviewCookie(SECRET, [expiredGrant(version)]);
}
