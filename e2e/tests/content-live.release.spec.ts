/**
 * Content live on every server (issue 24 §3, decision 034): shell servers started as production
 * starts them, an import run from the command line (`npm run content -- import`) adding a news
 * article, then every server serves the article's page and the news list showing it on its very
 * next request, documents and not only the API: two servers on one throwaway PostgreSQL, and one
 * on SQLite. A writer of its own servers and data; it runs in the release project, after the readers.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT as root } from './e2e-env';
import { expect, test } from './fixtures';
import { postgres, releasesModule, type RunningPostgres } from './shared-stores';
import { startShellServer, type ShellServer } from './shell-server';

const NEWS_BUILD = path.join(root, 'mfe-news', 'dist');
const ARTICLE_ID = 31;
const ARTICLE_TITLE = '瀚数科技发布2026年金融科技白皮书';

/** A temporary folder of this test, removed after it. */
function temporaryFolder(name: string, folders: string[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `content-live-${name}-`));
  folders.push(folder);
  return folder;
}

/** The shipped content with one article more, the newest of the news list: what an editor imports. */
function contentWithNewArticle(folders: string[]): string {
  const folder = path.join(temporaryFolder('content', folders), 'content');
  fs.cpSync(path.join(root, 'content'), folder, { recursive: true });
  const news = path.join(folder, 'news', 'zh');
  const { counterpart: _counterpart, ...model } = JSON.parse(fs.readFileSync(path.join(news, '29.json'), 'utf8')) as {
    counterpart?: number;
  };
  const article = { ...model, id: ARTICLE_ID, title: ARTICLE_TITLE, publishedAt: '2026-11-24', isTop: false };
  fs.writeFileSync(path.join(news, `${ARTICLE_ID}.json`), `${JSON.stringify(article, null, 2)}\n`);
  fs.writeFileSync(path.join(news, `${ARTICLE_ID}.html`), '<p>白皮书梳理了金融机构应用大模型的十个场景。</p>\n');
  return folder;
}

/** A document of a server: its status, whether it came from the document cache, and its text. */
async function documentOf(server: ShellServer, target: string) {
  const response = await fetch(`${server.origin}${target}`);
  return {
    status: response.status,
    cached: (response.headers.get('server-timing') ?? '').includes('document cache'),
    html: await response.text(),
  };
}

const ARTICLE = `/news/dynamic/${ARTICLE_ID}`;
const LIST = '/news/dynamic';

/** Before the import: each server keeps the list's document and knows no such article. */
async function expectListKeptAndNoArticle(servers: readonly ShellServer[]) {
  for (const server of servers) {
    await documentOf(server, LIST);
    const list = await documentOf(server, LIST);
    expect({ status: list.status, cached: list.cached }, server.origin).toEqual({ status: 200, cached: true });
    expect(list.html).not.toContain(ARTICLE_TITLE);
    expect((await documentOf(server, ARTICLE)).status).toBe(404);
    expect((await documentOf(server, ARTICLE)).status).toBe(404);
  }
}

/**
 * Runs the import from the command line as an editor does, then asks each server once for the
 * article and once for the list: both show the new article. Returns the milliseconds from the
 * import's exit until the last server answered.
 */
async function importAndExpectLive(servers: readonly ShellServer[], env: NodeJS.ProcessEnv, folders: string[]) {
  const content = contentWithNewArticle(folders);
  const backup = path.join(temporaryFolder('backup', folders), 'backup');
  const { stdout } = await promisify(execFile)('npm', ['run', 'content', '--', 'import', content, '--backup', backup], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const exited = performance.now();
  expect(stdout).toMatch(new RegExp(`news: 1 added \\(zh/${ARTICLE_ID}\\)`));
  const answers = await Promise.all(
    servers.map(async (server) => ({
      origin: server.origin,
      article: await documentOf(server, ARTICLE),
      list: await documentOf(server, LIST),
    })),
  );
  const elapsed = performance.now() - exited;
  for (const { origin, article, list } of answers) {
    expect({ status: article.status, cached: article.cached }, origin).toEqual({ status: 200, cached: false });
    // In the section's server-rendered markup, not only in the embedded state.
    expect(article.html).toMatch(new RegExp(`<h1[^>]*>${ARTICLE_TITLE}</h1>`));
    expect({ status: list.status, cached: list.cached }, origin).toEqual({ status: 200, cached: false });
    expect(list.html).toContain(ARTICLE_TITLE);
    expect(list.html).toContain(`href="${ARTICLE}"`);
  }
  return elapsed;
}

test.describe('content imported from the command line, live on every shell server', () => {
  let database: RunningPostgres | undefined;
  const servers: ShellServer[] = [];
  const folders: string[] = [];

  test.beforeEach(() => {
    expect(fs.existsSync(path.join(NEWS_BUILD, 'client', 'mf-manifest.json')), 'mfe-news is built').toBe(true);
  });

  test.afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    if (database) postgres.stopPostgres(database);
    database = undefined;
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** Releases mfe-news through the registry the servers of `env` read. */
  async function releaseNews(config: { registry: { store: 'file' } | { store: 'postgres'; url: string } }) {
    const releasesDir = temporaryFolder('releases', folders);
    const releases = releasesModule();
    const store = await releases.openRegistryStore({ ...config, releasesDir });
    await releases.publishReleaseTo(store, releasesDir, 'mfe-news', NEWS_BUILD, 'live');
    await store.close();
    return releasesDir;
  }

  test('two servers on one PostgreSQL', async () => {
    test.setTimeout(300_000);
    database = await postgres.startPostgres();
    const releasesDir = await releaseNews({ registry: { store: 'postgres', url: database.url } });
    const { DATABASE_FILE: _file, ...inherited } = process.env;
    const env = { ...inherited, DATABASE_URL: database.url, RELEASES_DIR: releasesDir };
    // One after the other: the first migrates and seeds the shared database.
    servers.push(await startShellServer(env));
    servers.push(await startShellServer(env));

    await expectListKeptAndNoArticle(servers);
    const elapsed = await importAndExpectLive(servers, env, folders);
    test.info().annotations.push({
      type: 'import exit to the article on both servers',
      description: `${Math.round(elapsed)} ms`,
    });
    for (const server of servers) expect(server.output(), 'server log').not.toMatch(/"level":(50|60)/);
  });

  test('one server on SQLite', async () => {
    test.setTimeout(300_000);
    const releasesDir = await releaseNews({ registry: { store: 'file' } });
    const { DATABASE_URL: _url, ...inherited } = process.env;
    const env = {
      ...inherited,
      DATABASE_FILE: path.join(temporaryFolder('database', folders), 'content.db'),
      RELEASES_DIR: releasesDir,
    };
    servers.push(await startShellServer(env));

    await expectListKeptAndNoArticle(servers);
    const elapsed = await importAndExpectLive(servers, env, folders);
    test
      .info()
      .annotations.push({ type: 'import exit to the article on the server', description: `${Math.round(elapsed)} ms` });
    expect(servers[0]!.output(), 'server log').not.toMatch(/"level":(50|60)/);
  });
});
