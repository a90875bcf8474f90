/**
 * Canary releases that withdraw themselves (issue 41 §3-4, decision 078), on two shell servers
 * sharing one throwaway PostgreSQL and one RELEASES_DIR, with simulated visitors: each a cookie jar
 * that loads /news/dynamic from either server, reloads, and reports what its browser would to
 * POST /rum (the page view, and a failure when the page is the faulty candidate: that candidate's
 * client code throws on mount, which a real Chromium shows once). The simulated visitors send the
 * reports themselves, as the shell's browser reporter (issue 41 §1) does, so the traffic is fast.
 * A candidate canaried at 50 % that throws on mount is withdrawn within 60 s with the reason in
 * the history, a healthy one under the same traffic is not, and a visitor's bucket holds across
 * reloads and both servers.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RegistryCandidate } from '@site/shared-contracts';
import { labelledBuild, NEWS_BUILD } from './builds';
import { REPOSITORY_ROOT as root } from './e2e-env';
import { ALLOW_CONSOLE_ERRORS, expect, test } from './fixtures';
import { postgres, releasesModule, type RegistryStore, type RunningPostgres } from './shared-stores';
import { startShellServer, type ShellServer } from './shell-server';

const SECTION = 'mfe-news';
const PAGE = '/news/dynamic';
const BUCKET = 'site_bucket';
/** What the issue allows from a withdrawal's decision to every visitor back on the current release. */
const WITHIN_MS = 60_000;

const runNode = (args: string[], env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, args, { cwd: root, env, encoding: 'utf8' });

interface SectionRecord {
  current?: { version: string };
  candidate?: RegistryCandidate;
  events?: { event: string; version: string; reason?: string }[];
}
type Store = RegistryStore & {
  records(sections: string[]): Promise<Record<string, SectionRecord>>;
  canaryCounts(): { read(section: string, window: string): Promise<{ release: string; pageviews: number }[]> };
};

/** A copy of the news build whose client code throws when single-spa mounts the section. */
function throwingOnMount(label: string): string {
  const build = labelledBuild(NEWS_BUILD, label);
  const client = path.join(build, 'client');
  const manifest = JSON.parse(fs.readFileSync(path.join(client, 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = path.join(client, manifest.exposes[0]!.assets.js.sync[0]!);
  const code = fs.readFileSync(chunk, 'utf8');
  const mount = /mount:\(\)=>([A-Za-z_$][\w$]*),unmount:/g;
  expect(code.match(mount), 'the exposed chunk exports mount once').toHaveLength(1);
  // A script-wide function the export table names (the release gate reads the table, braces excluded).
  const fault = 'var canaryFault=function(){throw new Error("canary fault: thrown on mount")};';
  expect(code.startsWith('"use strict";')).toBe(true);
  fs.writeFileSync(
    chunk,
    `"use strict";${fault}${code.slice('"use strict";'.length).replace(mount, 'mount:()=>canaryFault,unmount:')}`,
  );
  // Its precompressed copies would be served instead.
  for (const suffix of ['.br', '.gz']) fs.rmSync(`${chunk}${suffix}`, { force: true });
  return build;
}

/** One simulated visitor: its cookies, and the releases its page views were. */
class Visitor {
  cookie: string | undefined;
  readonly seen: string[] = [];
  newBuckets = 0;

  constructor(bucket?: number) {
    if (bucket !== undefined) this.cookie = `${BUCKET}=${bucket}`;
  }

  get bucket(): string | undefined {
    return this.cookie?.slice(BUCKET.length + 1);
  }

  /** Loads the page from `server`: the release of the section its document names. */
  async load(server: ShellServer): Promise<string> {
    const response = await fetch(`${server.origin}${PAGE}`, { headers: this.cookie ? { cookie: this.cookie } : {} });
    expect(response.status).toBe(200);
    for (const set of response.headers.getSetCookie()) {
      if (set.startsWith(`${BUCKET}=`)) {
        this.cookie = set.split(';')[0];
        this.newBuckets += 1;
      }
    }
    const html = await response.text();
    const state = html.match(/<script id="__INITIAL_STATE__" type="application\/json">(.*?)<\/script>/s)?.[1];
    const release = (JSON.parse(state ?? '{}') as { registry?: { sections?: Record<string, { version: string }> } })
      .registry?.sections?.[SECTION]?.version;
    expect(release, 'the embedded registry names the section').toBeTruthy();
    // The page links the release its state names: the browser runs what the reports are attributed to.
    expect(html).toContain(`/releases/${SECTION}/${release}/client/mf-manifest.json`);
    this.seen.push(release!);
    return release!;
  }
}

/** Posts what the visitor's browser reports of one page view of `release` (204 expected). */
async function report(server: ShellServer, release: string, kinds: string[]) {
  const response = await fetch(`${server.origin}/rum`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reports: kinds.map((kind) => ({ kind, section: SECTION, release })) }),
  });
  expect(response.status).toBe(204);
}

test.describe('canary releases on two servers sharing one PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' });
  let database: RunningPostgres | undefined;
  let releasesDir: string;
  let env: NodeJS.ProcessEnv;
  let store: Store;
  let current: string;
  const servers: ShellServer[] = [];
  const builds: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    expect(fs.existsSync(path.join(NEWS_BUILD, 'client', 'mf-manifest.json')), 'mfe-news is built').toBe(true);
    database = await postgres.startPostgres();
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-'));
    // Every simulated visitor comes from this machine's address: the reports' rate limit is off.
    env = { ...process.env, DATABASE_URL: database.url, RELEASES_DIR: releasesDir, RUM_RATE_LIMIT_MAX: '0' };
    const releases = releasesModule();
    const opened = await releases.openRegistryStore({
      registry: { store: 'postgres', url: database.url },
      releasesDir,
    });
    current = await releases.publishReleaseTo(opened, releasesDir, SECTION, NEWS_BUILD, 'current');
    store = opened as Store;
    servers.push(await startShellServer(env));
    servers.push(await startShellServer(env));
  });

  test.afterAll(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await store?.close();
    if (database) postgres.stopPostgres(database);
    fs.rmSync(releasesDir, { recursive: true, force: true });
    for (const build of builds) fs.rmSync(build, { recursive: true, force: true });
  });

  const record = async () => (await store.records([SECTION]))[SECTION]!;

  /** Stages `build` and canaries it at 50 % through `npm run release`; resolves with its version and when. */
  async function canary(build: string) {
    builds.push(build);
    const { stdout } = await runNode(['scripts/release.js', SECTION, '--stage', '--dist', build], env);
    const version = stdout.match(/staged mfe-news@(\S+)/)?.[1] ?? (await record()).candidate?.entry.version;
    expect(version, stdout).toBeTruthy();
    const started = await runNode(['scripts/release.js', SECTION, '--canary', '50'], env);
    expect(started.stdout).toContain(`${SECTION}@${version} is served to 50 % of visitors`);
    return { version: version!, startedAt: Date.now() };
  }

  /**
   * Simulated traffic until `done` holds or `ms` pass: 12 visitors at a time, each loading the page 5
   * times from the two servers in turn, then a new visitor; each page view reported, with a failure
   * when it is the release `failing`, and one in 200 of each other release reporting an error (the
   * noise a healthy release has too).
   */
  async function traffic(failing: string | null, done: () => Promise<boolean>, ms: number) {
    const until = Date.now() + ms;
    let stop = false;
    const byRelease = new Map<string, number>();
    const watcher = (async () => {
      while (!stop && Date.now() < until) {
        if (await done()) stop = true;
        else await new Promise((resolve) => setTimeout(resolve, 500));
      }
      stop = true;
    })();
    const visitors = Array.from({ length: 12 }, async (_, lane) => {
      while (!stop) {
        const visitor = new Visitor();
        for (let view = 0; view < 5 && !stop; view += 1) {
          const server = servers[(lane + view) % 2]!;
          const release = await visitor.load(server);
          const ofRelease = (byRelease.get(release) ?? 0) + 1;
          byRelease.set(release, ofRelease);
          const kinds = ['pageview'];
          if (release === failing) kinds.push('mount');
          // Noise below the rule's 1 % floor, counted per release: a healthy release never crosses it.
          else if (ofRelease % 200 === 0) kinds.push('error');
          await report(server, release, kinds);
        }
      }
    });
    await Promise.all([watcher, ...visitors]);
    return byRelease;
  }

  test("a visitor's bucket holds across reloads and both servers, and names the release it gets", async () => {
    test.setTimeout(180_000);
    const healthy = labelledBuild(NEWS_BUILD, 'sticky');
    const { version } = await canary(healthy);
    // A new visitor gets one bucket on its first page, and keeps it on every reload on either server.
    for (let n = 0; n < 6; n += 1) {
      const visitor = new Visitor();
      const first = await visitor.load(servers[n % 2]!);
      const bucket = visitor.bucket;
      expect(Number(bucket) < 50 ? version : current).toBe(first);
      for (let reload = 0; reload < 6; reload += 1) expect(await visitor.load(servers[reload % 2]!)).toBe(first);
      expect(visitor.bucket).toBe(bucket);
      expect(visitor.newBuckets).toBe(1);
    }
    // The two sides of the share, on both servers.
    for (const server of servers) {
      expect(await new Visitor(0).load(server)).toBe(version);
      expect(await new Visitor(49).load(server)).toBe(version);
      expect(await new Visitor(50).load(server)).toBe(current);
    }
    await runNode(['scripts/release.js', SECTION, '--abort'], env);
    for (const server of servers) expect(await new Visitor(0).load(server)).toBe(current);
  });

  test('a healthy candidate at 50 % under the traffic is not withdrawn', async () => {
    test.setTimeout(240_000);
    const { version } = await canary(labelledBuild(NEWS_BUILD, 'healthy'));
    const { startedAt } = (await record()).candidate!.canary!;
    const counted = async () => {
      const rows = await store.canaryCounts().read(SECTION, startedAt);
      return rows.find((row) => row.release === version)?.pageviews ?? 0;
    };
    // Well past the rule's 200 candidate page views, counted from both servers in the shared store;
    // then until three flushes have brought 400 or more: of two servers, one flushed twice, so its
    // judgement of the earlier (each server's flush, read and judgement run in turn) is over.
    const flushed = new Set<number>();
    const judged = async () => {
      const pageviews = await counted();
      if (pageviews >= 400) flushed.add(pageviews);
      return flushed.size >= 3;
    };
    const byRelease = await traffic(null, judged, 120_000);
    expect(flushed.size).toBeGreaterThanOrEqual(3);
    expect(byRelease.get(version) ?? 0).toBeGreaterThanOrEqual(400);
    expect(byRelease.get(current) ?? 0).toBeGreaterThan(0);
    const after = await record();
    expect(after.candidate?.canary?.percent).toBe(50);
    expect(after.events?.some((event) => event.event === 'withdrawn')).toBe(false);
    await runNode(['scripts/release.js', SECTION, '--abort'], env);
  });

  test('a candidate that throws on mount, canaried at 50 %, is withdrawn within 60 s with the reason in the history', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // The candidate's failure is logged by the browser on purpose.
    test.info().annotations.push({ type: ALLOW_CONSOLE_ERRORS });
    const { version, startedAt } = await canary(throwingOnMount('throws'));

    // A real browser in the candidate's half: the section's client code throws as it mounts.
    await page.context().addCookies([{ name: BUCKET, value: '0', url: servers[0]!.origin }]);
    await page.goto(`${servers[0]!.origin}${PAGE}`);
    await expect(page.locator('.shell-error__hint')).toContainText('canary fault: thrown on mount');

    // From the traffic's start: the rule waits for 200 of the candidate's page views.
    const trafficFrom = Date.now();
    const withdrawn = async () => (await record()).candidate?.canary?.percent === 0;
    const byRelease = await traffic(version, withdrawn, WITHIN_MS);
    const withdrawnAfter = Date.now() - trafficFrom;
    expect(await withdrawn(), `withdrawn within ${WITHIN_MS / 1000} s of the traffic's start`).toBe(true);
    expect(withdrawnAfter).toBeLessThan(WITHIN_MS);
    expect(byRelease.get(version) ?? 0).toBeGreaterThanOrEqual(200);

    // Every visitor is on the current release again, on both servers, at once.
    for (const server of servers) {
      for (const bucket of [0, 25, 49, 99]) expect(await new Visitor(bucket).load(server)).toBe(current);
    }
    expect(Date.now() - trafficFrom).toBeLessThan(WITHIN_MS);

    // Exactly one withdrawal, its reason in the history and in --status; the candidate stays staged.
    const after = await record();
    expect(after.current?.version).toBe(current);
    expect(after.candidate?.entry.version).toBe(version);
    const withdrawals = (after.events ?? []).filter((event) => event.event === 'withdrawn');
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]!.reason).toMatch(/^withdrawn automatically: \d+ failures in \d+ page views/);
    const { stdout: status } = await runNode(['scripts/release.js', '--status'], env);
    expect(status).toContain(`canary ${version} WITHDRAWN: withdrawn automatically:`);
    // Promoting it now needs --force.
    await expect(runNode(['scripts/release.js', SECTION, '--promote'], env)).rejects.toThrow(/canary was withdrawn/);
    for (const server of servers) expect(server.output(), 'server log').not.toMatch(/"level":(50|60)/);
    test.info().annotations.push({
      type: 'canary',
      description:
        `canary ${version}: withdrawn ${(withdrawnAfter / 1000).toFixed(1)} s into the traffic ` +
        `(${((Date.now() - startedAt) / 1000).toFixed(1)} s after --canary 50); ` +
        `page views ${[...byRelease].map(([release, n]) => `${release}: ${n}`).join(', ')}`,
    });
  });
});
