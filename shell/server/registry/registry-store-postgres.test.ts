/**
 * The registry in PostgreSQL, on a throwaway server this file starts (content-api/test-setup/
 * postgres.js, Debian's postgresql package): switches, rollbacks, concurrent writers, two catalogs
 * (two shell servers) seeing a switch on their next read, and the shell team's redirects.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { RegistryEntry } from '@site/shared-contracts';
import { Client } from 'pg';
import { loadShellConfig } from '../config';
import { ReleaseCatalog } from '../release-catalog';
import { openRegistryStore } from './open-registry';
import { PostgresRegistryStore } from './registry-store-postgres';
import { publishRedirectsIn, rollbackRedirectsIn } from './redirects-writer';
import { discardIn, promoteIn, releaseIn, rollbackIn } from './release-writer';
import { RegistryConflict, RegistryRefusal } from './section-record';

interface RunningPostgres {
  url: string;
}
const { startPostgres, stopPostgres } = createRequire(__filename)('@site/content-api/test-postgres') as {
  startPostgres(): Promise<RunningPostgres>;
  stopPostgres(server: RunningPostgres): void;
};

const entry = (section: string, version: string): RegistryEntry => ({
  version,
  manifest: `/releases/${section}/${version}/client/mf-manifest.json`,
  routes: `/releases/${section}/${version}/client/routes.json`,
});

/** Rolls `section` back in `store`; resolves with the version now current. */
const rollback = async (store: PostgresRegistryStore, section = 'mfe-news') =>
  (await rollbackIn(store, [section], entry))[section] ?? '';

let server: RunningPostgres;
let databases = 0;

/** A fresh database on the throwaway server, for one test. */
async function freshDatabase(): Promise<string> {
  databases += 1;
  const name = `registry_${databases}`;
  const admin = new Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return server.url.replace(/\/[^/]*$/, `/${name}`);
}

beforeAll(async () => {
  server = await startPostgres();
}, 60_000);

afterAll(() => stopPostgres(server));

describe('registry in PostgreSQL', () => {
  let url: string;
  const stores: PostgresRegistryStore[] = [];
  const open = async () => {
    const store = await PostgresRegistryStore.open(url);
    stores.push(store);
    return store;
  };
  beforeEach(async () => {
    url = await freshDatabase();
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it('is chosen by DATABASE_URL, and the file registry without it', async () => {
    expect(loadShellConfig({ DATABASE_URL: url }).registry).toEqual({ store: 'postgres', url });
    expect(loadShellConfig({}).registry).toEqual({ store: 'file' });
    const store = await openRegistryStore({ registry: { store: 'postgres', url }, releasesDir: '/nowhere' });
    stores.push(store as PostgresRegistryStore);
    expect(store).toBeInstanceOf(PostgresRegistryStore);
  });

  it('switches a section, changes the stamp with each switch, and leaves other sections alone', async () => {
    const store = await open();
    expect(await store.read()).toEqual({ registry: { sections: {} }, stamp: '0' });
    await releaseIn(store, 'mfe-news', entry('mfe-news', 'v1'));
    await releaseIn(store, 'mfe-about', entry('mfe-about', 'a1'));
    const before = await store.stamp();
    await releaseIn(store, 'mfe-news', entry('mfe-news', 'v2'));
    const after = await store.read();
    expect(after.stamp).not.toBe(before);
    expect(after.registry.sections).toEqual({
      'mfe-news': entry('mfe-news', 'v2'),
      'mfe-about': entry('mfe-about', 'a1'),
    });
  });

  it('rolls back to the previous release, and no further than the first', async () => {
    const store = await open();
    await releaseIn(store, 'mfe-news', entry('mfe-news', 'v1'));
    await releaseIn(store, 'mfe-news', entry('mfe-news', 'v2'));
    await releaseIn(store, 'mfe-news', entry('mfe-news', 'v3'));
    expect(await rollback(store)).toBe('v2');
    expect(await rollback(store)).toBe('v1');
    const stamp = await store.stamp();
    await expect(rollback(store)).rejects.toThrow(/no earlier release/);
    expect(await store.stamp()).toBe(stamp);
    expect((await store.read()).registry.sections['mfe-news']?.version).toBe('v1');
    await expect(rollback(store, 'mfe-unknown')).rejects.toThrow(/no earlier release/);
  });

  it('keeps every release of writers switching at once, each its own step', async () => {
    const [first, second] = [await open(), await open()];
    const versions = Array.from({ length: 8 }, (_, index) => `v${index}`);
    await Promise.all(
      versions.map((version, index) => releaseIn(index % 2 ? first : second, 'mfe-news', entry('mfe-news', version))),
    );
    expect(await first.stamp()).toBe('8');
    // Rolling back walks the history the writers made, one release at a time.
    const seen = new Set<string>();
    for (let step = 0; step < 7; step += 1) seen.add(await rollback(first));
    expect(seen.size).toBe(7);
  });

  it('stages a candidate beside the current release, and promotes candidates of two sections in one write', async () => {
    const store = await open();
    await releaseIn(store, 'mfe-news', entry('mfe-news', 'v1'));
    await store.update(['mfe-news', 'mfe-about'], (records) => ({
      records: {
        'mfe-news': { ...records['mfe-news']!, candidate: { entry: entry('mfe-news', 'v2'), stagedAt: 'now' } },
        'mfe-about': { ...records['mfe-about']!, candidate: { entry: entry('mfe-about', 'a1'), stagedAt: 'now' } },
      },
      result: null,
    }));
    const staged = (await store.read()).registry;
    expect(staged.sections).toEqual({ 'mfe-news': entry('mfe-news', 'v1') });
    expect(Object.keys(staged.candidates ?? {}).sort()).toEqual(['mfe-about', 'mfe-news']);
    const before = await store.stamp();
    expect(await promoteIn(store, ['mfe-news', 'mfe-about'])).toEqual({ 'mfe-news': 'v2', 'mfe-about': 'a1' });
    expect(Number(await store.stamp())).toBe(Number(before) + 1);
    expect(await store.read()).toEqual({
      registry: { sections: { 'mfe-news': entry('mfe-news', 'v2'), 'mfe-about': entry('mfe-about', 'a1') } },
      stamp: String(Number(before) + 1),
    });
    expect(await rollback(store)).toBe('v1');
    const news = (await store.records(['mfe-news']))['mfe-news']!;
    expect(Object.keys(news.retired).sort()).toEqual(['v1', 'v2']);
  });

  it('refuses to promote or discard without a candidate, writing nothing', async () => {
    const store = await open();
    await releaseIn(store, 'mfe-news', entry('mfe-news', 'v1'));
    const stamp = await store.stamp();
    await expect(promoteIn(store, ['mfe-news'])).rejects.toThrow(RegistryRefusal);
    await expect(discardIn(store, 'mfe-news')).rejects.toThrow(/no candidate/);
    expect(await store.stamp()).toBe(stamp);
  });

  it('lets one of two writers that read the same section win, and tells the other', async () => {
    const [first, second] = [await open(), await open()];
    await releaseIn(first, 'mfe-news', entry('mfe-news', 'v1'));
    const expected = { current: 'v1' };
    const outcomes = await Promise.allSettled([
      releaseIn(first, 'mfe-news', entry('mfe-news', 'v2'), expected),
      releaseIn(second, 'mfe-news', entry('mfe-news', 'v3'), expected),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(RegistryConflict);
    expect((await first.records(['mfe-news']))['mfe-news']!.history).toHaveLength(2);
  });

  it('creates its tables once when servers start together', async () => {
    const started = await Promise.all([open(), open(), open()]);
    await releaseIn(started[0]!, 'mfe-news', entry('mfe-news', 'v1'));
    expect((await started[2]!.read()).registry.sections['mfe-news']?.version).toBe('v1');
  });

  it('shows a switch made elsewhere to every catalog on its next read', async () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-pg-'));
    try {
      for (const version of ['v1', 'v2']) {
        const client = path.join(releasesDir, 'mfe-news', version, 'client');
        fs.mkdirSync(client, { recursive: true });
        const routes = [
          { path: `/news-${version}`, name: version, layout: 'default', background: 'backgrounds/news.svg', data: [] },
        ];
        fs.writeFileSync(path.join(client, 'routes.json'), JSON.stringify({ section: 'mfe-news', routes }));
      }
      const writer = await open();
      await releaseIn(writer, 'mfe-news', entry('mfe-news', 'v1'));
      const servers = [new ReleaseCatalog(releasesDir, await open()), new ReleaseCatalog(releasesDir, await open())];
      const paths = async () =>
        Promise.all(servers.map(async (catalog) => (await catalog.current()).routes['mfe-news']?.[0]?.path));
      expect(await paths()).toEqual(['/news-v1', '/news-v1']);
      await releaseIn(writer, 'mfe-news', entry('mfe-news', 'v2'));
      expect(await paths()).toEqual(['/news-v2', '/news-v2']);
      await rollback(writer);
      expect(await paths()).toEqual(['/news-v1', '/news-v1']);
    } finally {
      fs.rmSync(releasesDir, { recursive: true, force: true });
    }
  });

  it('serves the registry read last while the database cannot be read, and tells', async () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-pg-'));
    try {
      const client = path.join(releasesDir, 'mfe-news', 'v1', 'client');
      fs.mkdirSync(client, { recursive: true });
      const routes = [{ path: '/news', name: 'news', layout: 'default', background: 'backgrounds/news.svg', data: [] }];
      fs.writeFileSync(path.join(client, 'routes.json'), JSON.stringify({ section: 'mfe-news', routes }));
      const store = await PostgresRegistryStore.open(url);
      await releaseIn(store, 'mfe-news', entry('mfe-news', 'v1'));
      const failures: unknown[] = [];
      const catalog = new ReleaseCatalog(releasesDir, store, (error) => failures.push(error));
      expect(Object.keys((await catalog.current()).routes)).toEqual(['mfe-news']);
      await store.close();
      expect(Object.keys((await catalog.current()).routes)).toEqual(['mfe-news']);
      expect(failures).toHaveLength(1);
    } finally {
      fs.rmSync(releasesDir, { recursive: true, force: true });
    }
  });

  it('publishes redirects in one write that moves the generation, and rolls them back set by set', async () => {
    const store = await open();
    await releaseIn(store, 'mfe-news', entry('mfe-news', 'v1'));
    const set = { redirects: [{ from: '/news/old/:id', to: '/news/dynamic/:id', status: 301 as const }], external: [] };
    const before = Number(await store.stamp());
    const published = await publishRedirectsIn(store, set);
    expect(Number(await store.stamp())).toBe(before + 1);
    expect(await store.read()).toEqual({
      registry: { sections: { 'mfe-news': entry('mfe-news', 'v1') } },
      stamp: String(before + 1),
      redirects: published,
    });
    await publishRedirectsIn(store, { ...set, redirects: [{ ...set.redirects[0]!, status: 302 }] });
    expect((await rollbackRedirectsIn(store)).redirects).toEqual(set.redirects);
    expect((await rollbackRedirectsIn(store)).redirects).toEqual([]);
    const stamp = await store.stamp();
    await expect(rollbackRedirectsIn(store)).rejects.toThrow(RegistryRefusal);
    expect(await store.stamp()).toBe(stamp);
    expect((await store.redirects()).lastVersion).toBe(2);
  });

  it('lets one of two publishers that read the same redirects win, and tells the other', async () => {
    const [first, second] = [await open(), await open()];
    const setOf = (to: string) => ({ redirects: [{ from: '/old', to, status: 301 as const }], external: [] });
    const outcomes = await Promise.allSettled([
      publishRedirectsIn(first, setOf('/a'), 0),
      publishRedirectsIn(second, setOf('/b'), 0),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
      RegistryConflict,
    );
    expect((await first.redirects()).current?.version).toBe(1);
  });

  it('shows published redirects to every catalog on its next read', async () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-pg-'));
    try {
      const writer = await open();
      const servers = [new ReleaseCatalog(releasesDir, await open()), new ReleaseCatalog(releasesDir, await open())];
      const sets = async () =>
        Promise.all(servers.map(async (catalog) => (await catalog.current()).redirects.published?.version ?? 0));
      expect(await sets()).toEqual([0, 0]);
      await publishRedirectsIn(writer, { redirects: [{ from: '/old', to: '/news', status: 301 }], external: [] });
      expect(await sets()).toEqual([1, 1]);
      await rollbackRedirectsIn(writer);
      expect(await sets()).toEqual([0, 0]);
    } finally {
      fs.rmSync(releasesDir, { recursive: true, force: true });
    }
  });
});
