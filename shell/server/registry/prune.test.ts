import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileRegistryStore } from './registry-store';
import { pruneReleases } from './prune';
import { discardIn, promoteIn, publishRelease, stageReleaseIn } from './release-writer';

const DAY_MS = 24 * 60 * 60 * 1000;

function fakeBuild(folder: string, label: string): string {
  fs.mkdirSync(path.join(folder, 'client'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'client', 'mf-manifest.json'), JSON.stringify({ label }));
  fs.writeFileSync(path.join(folder, 'client', 'routes.json'), JSON.stringify({ section: 'mfe-news', routes: [] }));
  return folder;
}

describe('pruning release folders', () => {
  let releases: string;
  let builds: string;
  beforeEach(() => {
    releases = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    builds = fs.mkdtempSync(path.join(os.tmpdir(), 'builds-'));
  });
  afterEach(() => {
    fs.rmSync(releases, { recursive: true, force: true });
    fs.rmSync(builds, { recursive: true, force: true });
  });

  const versions = () =>
    fs
      .readdirSync(path.join(releases, 'mfe-news'))
      .filter((name) => name.startsWith('v'))
      .sort();

  it('removes what is not current, candidate or previous once the window has passed, and nothing before', async () => {
    const store = new FileRegistryStore(releases);
    for (const version of ['v1', 'v2', 'v3', 'v4'])
      publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, version), version), version);
    await stageReleaseIn(store, releases, 'mfe-news', fakeBuild(path.join(builds, 'v5'), 'v5'), 'v5');
    await stageReleaseIn(store, releases, 'mfe-news', fakeBuild(path.join(builds, 'v6'), 'v6'), 'v6');

    expect(await pruneReleases(store, releases, 7)).toEqual([]);
    expect(versions()).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);

    const later = Date.now() + 8 * DAY_MS;
    const gone = await pruneReleases(store, releases, 7, later);
    // v4 current, v3 previous, v6 the candidate; v5 a replaced candidate, v1 and v2 retired long ago.
    expect(gone.map((release) => release.version).sort()).toEqual(['v1', 'v2', 'v5']);
    expect(versions()).toEqual(['v3', 'v4', 'v6']);
  });

  it('keeps a release retired within the window for the pages that loaded it', async () => {
    const store = new FileRegistryStore(releases);
    for (const version of ['v1', 'v2'])
      publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, version), version), version);
    await stageReleaseIn(store, releases, 'mfe-news', fakeBuild(path.join(builds, 'v3'), 'v3'), 'v3');
    // v1's folder is old, but it stopped being current only now: kept for a week, then removed.
    const tenDaysAgo = (Date.now() - 10 * DAY_MS) / 1000;
    fs.utimesSync(path.join(releases, 'mfe-news', 'v1'), tenDaysAgo, tenDaysAgo);
    await promoteIn(store, ['mfe-news']);
    expect(await pruneReleases(store, releases, 7)).toEqual([]);
    expect(await pruneReleases(store, releases, 7, Date.now() + 8 * DAY_MS)).toEqual([
      { section: 'mfe-news', version: 'v1' },
    ]);
  });

  it('removes a discarded candidate after the window', async () => {
    const store = new FileRegistryStore(releases);
    publishRelease(releases, 'mfe-news', fakeBuild(path.join(builds, 'v1'), 'v1'), 'v1');
    await stageReleaseIn(store, releases, 'mfe-news', fakeBuild(path.join(builds, 'v2'), 'v2'), 'v2');
    await discardIn(store, 'mfe-news');
    expect(await pruneReleases(store, releases, 7, Date.now() + DAY_MS)).toEqual([]);
    expect(await pruneReleases(store, releases, 7, Date.now() + 8 * DAY_MS)).toEqual([
      { section: 'mfe-news', version: 'v2' },
    ]);
  });
});
