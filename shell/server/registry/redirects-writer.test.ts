/**
 * The shell team's redirects in the file store: published in one write that changes the stamp, read
 * with the registry by a catalog, rolled back set by set, and refused when they changed meanwhile.
 * The same on PostgreSQL: registry-store-postgres.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseCatalog } from '../release-catalog';
import type { RedirectSet } from '../redirects/redirect-set';
import { REDIRECT_SETS_KEPT, redirectsVersionOf } from './redirects-record';
import { publishRedirectsIn, rollbackRedirectsIn } from './redirects-writer';
import { FileRegistryStore, readRegistry, REDIRECTS_FILE } from './registry-store';
import { RegistryConflict, RegistryRefusal } from './section-record';

const OLD_NEWS: RedirectSet = {
  redirects: [{ from: '/news/old/:id', to: '/news/dynamic/:id', status: 301 }],
  external: [],
};
const TWO: RedirectSet = {
  redirects: [...OLD_NEWS.redirects, { from: '/investor', to: '/invest', status: 302 }],
  external: [],
};

describe('redirects in the file store', () => {
  let releases: string;
  let store: FileRegistryStore;
  beforeEach(() => {
    releases = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    store = new FileRegistryStore(releases);
  });
  afterEach(() => fs.rmSync(releases, { recursive: true, force: true }));

  it('publishes a set in one write that changes the stamp, beside an unchanged registry', async () => {
    expect(await store.redirects()).toEqual({ history: [], lastVersion: 0 });
    const before = await store.stamp();
    const published = await publishRedirectsIn(store, OLD_NEWS);
    expect(published).toMatchObject({ version: 1, redirects: OLD_NEWS.redirects, external: [] });
    expect(await store.stamp()).not.toBe(before);
    expect(readRegistry(releases)).toEqual({ sections: {} });
    expect((await store.read()).redirects).toEqual(published);
    expect(fs.existsSync(path.join(releases, REDIRECTS_FILE))).toBe(true);
  });

  it('rolls back to the set before, then to none, and no further, writing nothing when it refuses', async () => {
    await publishRedirectsIn(store, OLD_NEWS);
    await publishRedirectsIn(store, TWO);
    expect((await rollbackRedirectsIn(store)).redirects).toEqual(OLD_NEWS.redirects);
    expect((await rollbackRedirectsIn(store)).redirects).toEqual([]);
    const stamp = await store.stamp();
    await expect(rollbackRedirectsIn(store)).rejects.toThrow(RegistryRefusal);
    expect(await store.stamp()).toBe(stamp);
    // A version number is never given twice, after a rollback too.
    expect((await publishRedirectsIn(store, TWO)).version).toBe(3);
  });

  it('refuses a publish when the set changed since the command read it', async () => {
    await publishRedirectsIn(store, OLD_NEWS);
    const read = redirectsVersionOf(await store.redirects());
    await publishRedirectsIn(store, TWO);
    await expect(publishRedirectsIn(store, OLD_NEWS, read)).rejects.toThrow(RegistryConflict);
    expect((await store.read()).redirects?.redirects).toEqual(TWO.redirects);
  });

  it('keeps a bounded history', async () => {
    for (let index = 0; index < REDIRECT_SETS_KEPT + 5; index += 1) {
      await publishRedirectsIn(store, {
        redirects: [{ from: `/old-${index}`, to: '/new', status: 301 }],
        external: [],
      });
    }
    expect((await store.redirects()).history).toHaveLength(REDIRECT_SETS_KEPT);
  });

  it('reaches a release catalog on its next read, with no restart', async () => {
    const catalog = new ReleaseCatalog(releases, store);
    expect((await catalog.current()).redirects.published).toBeNull();
    await publishRedirectsIn(store, OLD_NEWS);
    expect((await catalog.current()).redirects.published?.redirects).toEqual(OLD_NEWS.redirects);
    await publishRedirectsIn(store, TWO);
    await rollbackRedirectsIn(store);
    expect((await catalog.current()).redirects.published?.redirects).toEqual(OLD_NEWS.redirects);
  });
});
