/**
 * A content preview on every server (issue 43 §2, decision 073): two shell servers started as
 * production starts them on one throwaway PostgreSQL. `npm run content -- preview <dir>` refuses a
 * folder the import would refuse, then stores a folder holding a new article (scheduled for later:
 * shown as if due) in both languages and a changed title, and prints a signed link. The browser
 * that opens it sees that content on either server, server-rendered and after client-side
 * navigation, in zh-CN and en; another browser sees the live content; `--discard` ends it for both.
 * A writer of its own servers and data; it runs in the release project.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext } from '@playwright/test';
import { REPOSITORY_ROOT as root } from './e2e-env';
import { expect, test } from './fixtures';
import { postgres, releasesModule, type RunningPostgres } from './shared-stores';
import { startShellServer, type ShellServer } from './shell-server';

const BUILDS = { 'mfe-news': path.join(root, 'mfe-news', 'dist'), 'mfe-home': path.join(root, 'mfe-home', 'dist') };
const SECRET = 'e2e-preview-secret-of-the-content-preview-test-0123';
const PREVIEW_COOKIE = 'site_preview';
const NEW_ZH = { id: 31, title: '瀚数科技发布2026年金融科技白皮书（预览）' };
const NEW_EN = { id: 531, title: 'Hanshu FinTech white paper 2026, previewed' };
const CHANGED = { id: 29, title: '瀚数金融科技大会：预览中的新标题' };

/** `npm run content -- …` as an editor types it, against the servers' database; its exit code and output. */
async function content(args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', 'content', '--', ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The shipped content with a new article in each language, scheduled for next year, and article 29 retitled. */
function previewFolder(folders: string[], zhFields: Record<string, unknown> = {}): string {
  const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-preview-')), 'content');
  folders.push(path.dirname(folder));
  fs.cpSync(path.join(root, 'content'), folder, { recursive: true });
  const later = '2027-06-01T09:30:00+08:00';
  for (const [backend, model, item, fields] of [
    ['zh', '29', NEW_ZH, zhFields],
    ['en', '529', NEW_EN, {}],
  ] as const) {
    const dir = path.join(folder, 'news', backend);
    const { counterpart: _counterpart, ...article } = JSON.parse(
      fs.readFileSync(path.join(dir, `${model}.json`), 'utf8'),
    ) as Record<string, unknown>;
    const written = { ...article, ...item, publishedAt: '2026-11-27', isTop: false, publishAt: later, ...fields };
    fs.writeFileSync(path.join(dir, `${item.id}.json`), `${JSON.stringify(written, null, 2)}\n`);
    fs.writeFileSync(path.join(dir, `${item.id}.html`), '<p>Preview body.</p>\n');
  }
  const retitled = path.join(folder, 'news', 'zh', `${CHANGED.id}.json`);
  const article = JSON.parse(fs.readFileSync(retitled, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(retitled, `${JSON.stringify({ ...article, title: CHANGED.title }, null, 2)}\n`);
  return folder;
}

/** A document as a browser context asks for it (its cookies), server-rendered HTML. */
async function documentOf(context: BrowserContext, url: string) {
  const response = await context.request.get(url);
  return { status: response.status(), html: await response.text(), cacheControl: response.headers()['cache-control'] };
}

test.describe('content preview on two servers', () => {
  let database: RunningPostgres | undefined;
  const servers: ShellServer[] = [];
  const contexts: BrowserContext[] = [];
  const folders: string[] = [];

  test.afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    for (const server of servers.splice(0)) await server.stop();
    if (database) postgres.stopPostgres(database);
    database = undefined;
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  test('a preview link shows new and changed content to its browser only, until --discard', async ({ browser }) => {
    test.setTimeout(300_000);
    for (const build of Object.values(BUILDS)) {
      expect(fs.existsSync(path.join(build, 'client', 'mf-manifest.json')), `${build} is built`).toBe(true);
    }
    database = await postgres.startPostgres();
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-preview-releases-'));
    folders.push(releasesDir);
    const releases = releasesModule();
    const store = await releases.openRegistryStore({ registry: { store: 'postgres', url: database.url }, releasesDir });
    for (const [section, build] of Object.entries(BUILDS)) {
      await releases.publishReleaseTo(store, releasesDir, section, build, 'live');
    }
    await store.close();
    const { DATABASE_FILE: _file, ...inherited } = process.env;
    const env = { ...inherited, DATABASE_URL: database.url, RELEASES_DIR: releasesDir, PREVIEW_SECRET: SECRET };
    // Compiles the content API the servers load, then migrates and seeds the database.
    expect((await content(['history'], env)).code).toBe(0);
    servers.push(await startShellServer(env));
    servers.push(await startShellServer(env));

    // A folder the import would refuse: named by file and field, no link, nothing stored.
    const refused = await content(['preview', previewFolder(folders, { publishAt: '2027-06-01T09:30:00' })], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`news/zh/${NEW_ZH.id}.json: publishAt: "2027-06-01T09:30:00" has no time zone`);
    expect(refused.stdout).not.toContain('/_preview/');

    const previewed = await content(['preview', previewFolder(folders)], env);
    expect(previewed.code, previewed.stderr).toBe(0);
    const link = new URL(previewed.stdout.trim().split('\n').pop() ?? '');
    expect(link.pathname).toMatch(/^\/_preview\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

    const visitor = await browser.newContext();
    contexts.push(visitor);
    const previewers: BrowserContext[] = [];
    for (const server of servers) {
      const previewer = await browser.newContext();
      contexts.push(previewer);
      previewers.push(previewer);
      const page = await previewer.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${server.origin}${link.pathname}`);
      const cookie = (await previewer.cookies()).find(({ name }) => name === PREVIEW_COOKIE);
      expect(cookie?.httpOnly).toBe(true);

      // Server-rendered, in both languages: the list and the detail pages, never kept by a cache.
      const zhList = await documentOf(previewer, `${server.origin}/news/dynamic`);
      expect(zhList.html).toContain(NEW_ZH.title);
      expect(zhList.cacheControl).toBe('private, no-store');
      const zhDetail = await documentOf(previewer, `${server.origin}/news/dynamic/${NEW_ZH.id}`);
      expect(zhDetail.status).toBe(200);
      expect(zhDetail.html).toContain(NEW_ZH.title);
      expect((await documentOf(previewer, `${server.origin}/news/dynamic/${CHANGED.id}`)).html).toContain(
        CHANGED.title,
      );
      expect((await documentOf(previewer, `${server.origin}/en/news/dynamic`)).html).toContain(NEW_EN.title);
      const enDetail = await documentOf(previewer, `${server.origin}/en/news/dynamic/${NEW_EN.id}`);
      expect(enDetail.status).toBe(200);
      expect(enDetail.html).toContain(NEW_EN.title);

      // In the page: the banner, and a client-side navigation (its /api reads) to the new article.
      await page.goto(`${server.origin}/en/news/dynamic`);
      await expect(page.getByText(/previewed content/i)).toBeVisible();
      await expect(page.getByRole('link', { name: /leave/i })).toBeVisible();
      await page.getByRole('link', { name: NEW_EN.title }).first().click();
      await expect(page).toHaveURL(new RegExp(`/en/news/dynamic/${NEW_EN.id}$`));
      await expect(page.getByRole('heading', { name: NEW_EN.title })).toBeVisible();
      expect(problems).toEqual([]);

      // Another browser: the live content, the new article a 404.
      const live = await documentOf(visitor, `${server.origin}/news/dynamic`);
      expect(live.html).not.toContain(NEW_ZH.title);
      expect((await documentOf(visitor, `${server.origin}/news/dynamic/${NEW_ZH.id}`)).status).toBe(404);
      expect((await documentOf(visitor, `${server.origin}/news/dynamic/${CHANGED.id}`)).html).not.toContain(
        CHANGED.title,
      );
      const api = await visitor.request.get(`${server.origin}/api/web/news/list?type=dynamic&languageType=2`);
      expect(await api.text()).not.toContain(NEW_EN.title);
    }

    // Discarded: the link and the cookies stop working on both servers.
    const discarded = await content(['preview', '--discard'], env);
    expect(discarded.code).toBe(0);
    for (const [index, server] of servers.entries()) {
      const previewer = previewers[index]!;
      expect((await documentOf(previewer, `${server.origin}/news/dynamic`)).html).not.toContain(NEW_ZH.title);
      expect((await documentOf(previewer, `${server.origin}/en/news/dynamic/${NEW_EN.id}`)).status).toBe(404);
      const api = await previewer.request.get(`${server.origin}/api/web/news/list?type=dynamic&languageType=2`);
      expect(await api.text()).not.toContain(NEW_EN.title);
      expect((await previewer.request.get(`${server.origin}${link.pathname}`, { maxRedirects: 0 })).status()).toBe(400);
    }
    for (const server of servers) expect(server.output(), 'server log').not.toMatch(/"level":(50|60)/);
  });
});
