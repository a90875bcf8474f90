import fs from 'node:fs';
import path from 'node:path';
import { FileRegistryStore } from './registry-store';
import { pruneReleases } from './prune';
import { discardIn, promoteIn, publishRelease, stageReleaseIn } from './release-writer';
import { fakeBuild, useReleaseFolders } from '../test-support/fake-builds';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('pruning release folders', () => {
  const folders = useReleaseFolders();

  const versions = () =>
    fs
      .readdirSync(path.join(folders.releases, 'mfe-news'))
      .filter((name) => name.startsWith('v'))
      .sort();

  it('removes what is not current, candidate or previous once the window has passed, and nothing before', async () => {
    const store = new FileRegistryStore(folders.releases);
    for (const version of ['v1', 'v2', 'v3', 'v4'])
      publishRelease(folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, version), version), version);
    await stageReleaseIn(store, folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'v5'), 'v5'), 'v5');
    await stageReleaseIn(store, folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'v6'), 'v6'), 'v6');

    expect(await pruneReleases(store, folders.releases, 7)).toEqual([]);
    expect(versions()).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);

    const later = Date.now() + 8 * DAY_MS;
    const gone = await pruneReleases(store, folders.releases, 7, later);
    // v4 current, v3 previous, v6 the candidate; v5 a replaced candidate, v1 and v2 retired long ago.
    expect(gone.map((release) => release.version).sort()).toEqual(['v1', 'v2', 'v5']);
    expect(versions()).toEqual(['v3', 'v4', 'v6']);
  });

  it('keeps a release retired within the window for the pages that loaded it', async () => {
    const store = new FileRegistryStore(folders.releases);
    for (const version of ['v1', 'v2'])
      publishRelease(folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, version), version), version);
    await stageReleaseIn(store, folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'v3'), 'v3'), 'v3');
    // v1's folder is old, but it stopped being current only now: kept for a week, then removed.
    const tenDaysAgo = (Date.now() - 10 * DAY_MS) / 1000;
    fs.utimesSync(path.join(folders.releases, 'mfe-news', 'v1'), tenDaysAgo, tenDaysAgo);
    await promoteIn(store, ['mfe-news']);
    expect(await pruneReleases(store, folders.releases, 7)).toEqual([]);
    expect(await pruneReleases(store, folders.releases, 7, Date.now() + 8 * DAY_MS)).toEqual([
      { section: 'mfe-news', version: 'v1' },
    ]);
  });

  it('removes a discarded candidate after the window', async () => {
    const store = new FileRegistryStore(folders.releases);
    publishRelease(folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'v1'), 'v1'), 'v1');
    await stageReleaseIn(store, folders.releases, 'mfe-news', fakeBuild(path.join(folders.builds, 'v2'), 'v2'), 'v2');
    await discardIn(store, 'mfe-news');
    expect(await pruneReleases(store, folders.releases, 7, Date.now() + DAY_MS)).toEqual([]);
    expect(await pruneReleases(store, folders.releases, 7, Date.now() + 8 * DAY_MS)).toEqual([
      { section: 'mfe-news', version: 'v2' },
    ]);
  });
});
