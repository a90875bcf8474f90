/**
 * Scheduled publishing on every server (issue 43, decision 070): two shell servers started as
 * production starts them on one throwaway PostgreSQL, an article imported from the command line
 * with a publishAt about 20 s ahead and an unpublishAt 20 s after that. Until its publishAt it is
 * on neither server (news list, API list, its page a 404, sitemap, home page); within 5 s after,
 * on both; from its unpublishAt on, gone again, with no command run at those times. Times the
 * import cannot read are refused, naming file and field. A writer of its own servers and data; it
 * runs in the release project, after the readers.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT as root } from './e2e-env';
import { expect, test } from './fixtures';
import { postgres, releasesModule, type RunningPostgres } from './shared-stores';
import { startShellServer, type ShellServer } from './shell-server';

const BUILDS = { 'mfe-news': path.join(root, 'mfe-news', 'dist'), 'mfe-home': path.join(root, 'mfe-home', 'dist') };
const ARTICLE_ID = 31;
const ARTICLE_TITLE = '瀚数科技发布2026年金融科技白皮书';
const ARTICLE = `/news/dynamic/${ARTICLE_ID}`;
/** How long after its time an item may still be (or not yet be) where it was: issue 43. */
const WITHIN_MS = 5000;

/** A temporary folder of this test, removed after it. */
function temporaryFolder(name: string, folders: string[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `content-schedule-${name}-`));
  folders.push(folder);
  return folder;
}

/** A time as the site's editors write it: in Asia/Shanghai, with its offset. */
function shanghaiTime(ms: number): string {
  return `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** The shipped content with a new article, the newest of the news list, carrying `fields`. */
function contentWithArticle(folders: string[], fields: Record<string, unknown>): string {
  const folder = path.join(temporaryFolder('content', folders), 'content');
  fs.cpSync(path.join(root, 'content'), folder, { recursive: true });
  const news = path.join(folder, 'news', 'zh');
  const { counterpart: _counterpart, ...model } = JSON.parse(fs.readFileSync(path.join(news, '29.json'), 'utf8')) as {
    counterpart?: number;
  };
  const article = {
    ...model,
    id: ARTICLE_ID,
    title: ARTICLE_TITLE,
    publishedAt: '2026-11-24',
    isTop: false,
    ...fields,
  };
  fs.writeFileSync(path.join(news, `${ARTICLE_ID}.json`), `${JSON.stringify(article, null, 2)}\n`);
  fs.writeFileSync(path.join(news, `${ARTICLE_ID}.html`), '<p>白皮书梳理了金融机构应用大模型的十个场景。</p>\n');
  return folder;
}

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

interface Sighting {
  /** On the news list's document. */
  list: boolean;
  /** On the API's news list. */
  api: boolean;
  /** Its page answers (200, not 404). */
  page: boolean;
  /** In the Chinese sitemap. */
  sitemap: boolean;
  /** On the home page's news. */
  home: boolean;
}

/** Where a server shows the article now, and whether its news list came from the document cache. */
async function sightingOf(server: ShellServer): Promise<{ seen: Sighting; listCached: boolean }> {
  const text = async (target: string) => {
    const response = await fetch(`${server.origin}${target}`);
    return { response, body: await response.text() };
  };
  const [list, api, page, sitemap, home] = await Promise.all([
    text('/news/dynamic'),
    text('/api/web/news/list?type=dynamic&languageType=1'),
    text(ARTICLE),
    text('/sitemap-zh-Hans.xml'),
    text('/'),
  ]);
  for (const { response } of [list, api, sitemap, home]) expect(response.status, server.origin).toBe(200);
  expect([200, 404], server.origin).toContain(page.response.status);
  return {
    seen: {
      list: list.body.includes(ARTICLE_TITLE),
      api: api.body.includes(ARTICLE_TITLE),
      page: page.response.status === 200,
      sitemap: sitemap.body.includes(`${ARTICLE}</loc>`),
      home: home.body.includes(ARTICLE_TITLE),
    },
    listCached: (list.response.headers.get('server-timing') ?? '').includes('document cache'),
  };
}

/**
 * Asks both servers again and again until the article is `shown` (true) or gone (false)
 * everywhere: every answer before `time` must show it as it was, and everything must have
 * switched within WITHIN_MS of `time`. Returns the milliseconds from `time` to the switch.
 */
async function expectSwitchAt(servers: readonly ShellServer[], time: number, shown: boolean): Promise<number> {
  const early: string[] = [];
  let askedBefore = 0;
  let cachedBefore = 0;
  let switchedAt: number | null = null;
  await expect
    .poll(
      async () => {
        const sightings = await Promise.all(servers.map(sightingOf));
        const answered = Date.now();
        const values = sightings.flatMap(({ seen }) => Object.values(seen));
        if (answered < time) {
          askedBefore += 1;
          cachedBefore += sightings.filter(({ listCached }) => listCached).length;
          sightings.forEach(({ seen }, index) => {
            for (const [where, value] of Object.entries(seen))
              if (value === shown) early.push(`${servers[index]?.origin} ${where} ${time - answered} ms early`);
          });
        }
        const switched = values.every((value) => value === shown);
        if (switched) switchedAt ??= answered;
        return switched;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  expect(early, 'answers before the time').toEqual([]);
  expect(askedBefore, 'the servers were asked before the time').toBeGreaterThan(0);
  expect(cachedBefore, 'the news list was served from the document cache before the time').toBeGreaterThan(0);
  const lag = (switchedAt ?? Infinity) - time;
  expect(lag).toBeLessThanOrEqual(WITHIN_MS);
  return lag;
}

test.describe('scheduled content on every shell server', () => {
  let database: RunningPostgres | undefined;
  const servers: ShellServer[] = [];
  const folders: string[] = [];

  test.afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    if (database) postgres.stopPostgres(database);
    database = undefined;
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  test('an article appears at its publishAt and leaves at its unpublishAt on both servers, bad times refused', async () => {
    test.setTimeout(300_000);
    for (const build of Object.values(BUILDS)) {
      expect(fs.existsSync(path.join(build, 'client', 'mf-manifest.json')), `${build} is built`).toBe(true);
    }
    database = await postgres.startPostgres();
    const releasesDir = temporaryFolder('releases', folders);
    const releases = releasesModule();
    const store = await releases.openRegistryStore({ registry: { store: 'postgres', url: database.url }, releasesDir });
    for (const [section, build] of Object.entries(BUILDS)) {
      await releases.publishReleaseTo(store, releasesDir, section, build, 'live');
    }
    await store.close();
    const { DATABASE_FILE: _file, ...inherited } = process.env;
    const env = { ...inherited, DATABASE_URL: database.url, RELEASES_DIR: releasesDir };

    // The command compiles the content API the servers load, then migrates and seeds the database.
    const seeded = await content(['history'], env);
    expect(seeded.stdout).toMatch(/^ {2}1 {2}.*"seeded an empty database"$/m);
    servers.push(await startShellServer(env));
    servers.push(await startShellServer(env));

    const refused = await content(
      [
        'import',
        contentWithArticle(folders, {
          publishAt: '2026-12-01T09:30:00',
          unpublishAt: shanghaiTime(Date.parse('2026-11-30T00:00:00Z')),
        }),
      ],
      env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'news/zh/31.json: publishAt: "2026-12-01T09:30:00" has no time zone: end it with Z or an offset, as in 2026-12-01T09:30:00+08:00',
    );
    const invalid = await content(
      [
        'import',
        contentWithArticle(folders, { publishAt: '2026-12-01T09:30:00+08:00', unpublishAt: '2026-12-01T01:00:00Z' }),
      ],
      env,
    );
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain(
      'news/zh/31.json: unpublishAt: must be after publishAt (2026-12-01T09:30:00+08:00)',
    );
    expect((await content(['history'], env)).stdout).not.toMatch(/^ {2}2 /m);

    const publishAt = Math.ceil((Date.now() + 20_000) / 1000) * 1000;
    const unpublishAt = publishAt + 20_000;
    const folder = contentWithArticle(folders, {
      publishAt: shanghaiTime(publishAt),
      unpublishAt: new Date(unpublishAt).toISOString(),
    });
    const imported = await content(['import', folder, '--author', 'e2e', '-m', 'white paper, scheduled'], env);
    expect(imported.stdout).toMatch(new RegExp(`news: 1 added \\(zh/${ARTICLE_ID}\\)`));
    expect(imported.stdout).toContain('Recorded as import 2');
    const due = await content(['schedule'], env);
    expect(due.stdout).toMatch(/^ {2}\S+ \S+ Asia\/Shanghai {2}\S+ \S+ UTC {2}publish {4}news\/zh\/31 /m);
    expect(due.stdout).toMatch(/^ {2}\S+ \S+ Asia\/Shanghai {2}\S+ \S+ UTC {2}unpublish {2}news\/zh\/31 /m);

    const published = await expectSwitchAt(servers, publishAt, true);
    const unpublished = await expectSwitchAt(servers, unpublishAt, false);
    test.info().annotations.push({
      type: 'after its time, on both servers',
      description: `published ${published} ms, unpublished ${unpublished} ms`,
    });
    for (const server of servers) expect(server.output(), 'server log').not.toMatch(/"level":(50|60)/);
  });
});
