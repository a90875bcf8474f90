/** The release writer on throwaway folders: immutable release folders, the registry switch, rollback. */
import fs from 'node:fs';
import path from 'node:path';
import { FileRegistryStore, readRegistry } from './registry-store';
import {
  contentHashOf,
  publishRelease,
  copyRelease,
  releaseAllIn,
  releaseEntry,
  releaseIn,
  releaseMetaOf,
  rollbackIn,
  rollbackRelease,
  stageAllIn,
  stageReleaseIn,
} from './release-writer';
import { RegistryConflict } from './section-record';
import { fakeBuild, useReleaseFolders } from '../test-support/fake-builds';

describe('the release writer', () => {
  const folders = useReleaseFolders();

  it('copies a build into an immutable release folder and switches the registry to it', () => {
    publishRelease(folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'a'), 'one', 'mfe-news'), 'v1');
    expect(readRegistry(folders.releases).sections['mfe-news']).toEqual({
      version: 'v1',
      manifest: '/releases/mfe-news/v1/client/mf-manifest.json',
      routes: '/releases/mfe-news/v1/client/routes.json',
    });
    expect(fs.readFileSync(path.join(folders.releases, 'mfe-news', 'v1', 'client', 'remoteEntry.js'), 'utf8')).toBe(
      '/* one */',
    );
    expect(() => publishRelease(folders.releases, 'mfe-news', path.join(folders.builds, 'a'), 'v1')).toThrow(
      /immutable/,
    );
  });

  it('refuses a build without its manifests', () => {
    fs.mkdirSync(path.join(folders.builds, 'empty', 'client'), { recursive: true });
    expect(() => publishRelease(folders.releases, 'mfe-news', path.join(folders.builds, 'empty'), 'v1')).toThrow(
      /mf-manifest.json/,
    );
  });

  it('rolls back to the previous release, and no further than the first', () => {
    publishRelease(folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'a'), 'one', 'mfe-news'), 'v1');
    publishRelease(folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'b'), 'two', 'mfe-news'), 'v2');
    expect(rollbackRelease(folders.releases, 'mfe-news')).toBe('v1');
    expect(readRegistry(folders.releases).sections['mfe-news']?.version).toBe('v1');
    expect(() => rollbackRelease(folders.releases, 'mfe-news')).toThrow(/no earlier release/);
  });

  it('keeps other sections untouched', () => {
    publishRelease(folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'a'), 'one', 'mfe-news'), 'v1');
    publishRelease(folders.releases, 'mfe-about', fakeBuild(path.join(folders.builds, 'b'), 'x', 'mfe-about'), 'v9');
    expect(Object.keys(readRegistry(folders.releases).sections).sort()).toEqual(['mfe-about', 'mfe-news']);
  });

  it('keeps with each release what it was made from, and gives identical folders.builds the same content hash', () => {
    const build = fakeBuild(path.join(folders.builds, 'a'), 'one', 'mfe-news');
    fs.writeFileSync(path.join(build, 'build.json'), JSON.stringify({ mode: 'production', startedAt: 1 }));
    publishRelease(folders.releases, 'mfe-news', build, 'v1');
    const meta = releaseMetaOf(folders.releases, 'mfe-news', 'v1');
    expect(meta).toMatchObject({ section: 'mfe-news', version: 'v1', contentHash: contentHashOf(build) });
    // A new build stamp is not a new release; a changed file is.
    fs.writeFileSync(path.join(build, 'build.json'), JSON.stringify({ mode: 'production', startedAt: 2 }));
    expect(contentHashOf(build)).toBe(meta?.contentHash);
    fs.writeFileSync(path.join(build, 'client', 'remoteEntry.js'), '/* two */');
    expect(contentHashOf(build)).not.toBe(meta?.contentHash);
  });

  it('stages a candidate in registry.json without changing what visitors get', async () => {
    publishRelease(folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'a'), 'one', 'mfe-news'), 'v1');
    const store = new FileRegistryStore(folders.releases);
    await stageReleaseIn(
      store,
      folders.releases,
      'mfe-news',
      fakeBuild(path.join(folders.builds, 'b'), 'two', 'mfe-news'),
      'v2',
    );
    const registry = readRegistry(folders.releases);
    expect(registry.sections['mfe-news']?.version).toBe('v1');
    expect(registry.candidates?.['mfe-news']?.entry.version).toBe('v2');
  });

  it('lets one of two commands that read the same registry win, and tells the other, leaving registry.json whole', async () => {
    publishRelease(folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'a'), 'one', 'mfe-news'), 'v1');
    const [first, second] = [new FileRegistryStore(folders.releases), new FileRegistryStore(folders.releases)];
    const next = (version: string) => ({
      version,
      manifest: `/releases/mfe-news/${version}/client/mf-manifest.json`,
      routes: `/releases/mfe-news/${version}/client/routes.json`,
    });
    const outcomes = await Promise.allSettled([
      releaseIn(first, 'mfe-news', next('v2'), { current: 'v1' }),
      releaseIn(second, 'mfe-news', next('v3'), { current: 'v1' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(RegistryConflict);
    expect(readRegistry(folders.releases).sections['mfe-news']?.version).toBe('v2');
    expect(fs.readdirSync(folders.releases).filter((name) => name.endsWith('.tmp') || name.endsWith('.lock'))).toEqual(
      [],
    );
  });

  it('switches several sections in one write (a path changing owner with no gap), and rolls back all of them or none', async () => {
    const store = new FileRegistryStore(folders.releases);
    publishRelease(
      folders.releases,
      'mfe-honour-invest',
      fakeBuild(path.join(folders.builds, 'h1'), 'h1', 'mfe-honour-invest'),
      'h1',
    );
    const copy = (section: string, version: string) => {
      copyRelease(folders.releases, section, fakeBuild(path.join(folders.builds, version), version, section), version);
      return releaseEntry(folders.releases, section, version);
    };
    const entries = {
      'mfe-investor': copy('mfe-investor', 'i1'),
      'mfe-honour-invest': copy('mfe-honour-invest', 'h2'),
    };
    // Every write is one rename of registry.json: counting them counts the switches a server can see.
    const renames = jest.spyOn(fs, 'renameSync');
    const versions = await releaseAllIn(store, entries, { 'mfe-investor': {}, 'mfe-honour-invest': { current: 'h1' } });
    expect(versions).toEqual({ 'mfe-investor': 'i1', 'mfe-honour-invest': 'h2' });
    expect(renames.mock.calls.filter(([, to]) => String(to).endsWith('registry.json'))).toHaveLength(1);
    renames.mockRestore();
    expect(readRegistry(folders.releases).sections).toMatchObject({
      'mfe-investor': { version: 'i1' },
      'mfe-honour-invest': { version: 'h2' },
    });
    await expect(
      rollbackIn(store, ['mfe-honour-invest', 'mfe-investor'], (section, version) =>
        releaseEntry(folders.releases, section, version),
      ),
    ).rejects.toThrow(/mfe-investor has no earlier release/);
    expect(readRegistry(folders.releases).sections['mfe-honour-invest']?.version).toBe('h2');
  });

  it('stages several sections in one write, and writes none when one of them changed meanwhile', async () => {
    const store = new FileRegistryStore(folders.releases);
    publishRelease(folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'n1'), 'n1', 'mfe-news'), 'n1');
    publishRelease(folders.releases, 'mfe-about', fakeBuild(path.join(folders.builds, 'a1'), 'a1', 'mfe-about'), 'a1');
    const entries = {
      'mfe-news': { ...releaseEntry(folders.releases, 'mfe-news', 'n1'), version: 'n2' },
      'mfe-about': { ...releaseEntry(folders.releases, 'mfe-about', 'a1'), version: 'a2' },
    };
    await expect(
      stageAllIn(store, entries, { 'mfe-news': { current: 'n1' }, 'mfe-about': { current: 'a0' } }),
    ).rejects.toThrow(RegistryConflict);
    expect(readRegistry(folders.releases).candidates).toBeUndefined();
    expect(await stageAllIn(store, entries, { 'mfe-news': { current: 'n1' }, 'mfe-about': { current: 'a1' } })).toEqual(
      {
        'mfe-news': 'n2',
        'mfe-about': 'a2',
      },
    );
    expect(Object.keys(readRegistry(folders.releases).candidates ?? {}).sort()).toEqual(['mfe-about', 'mfe-news']);
  });
});
