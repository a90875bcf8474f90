/**
 * The file store's canary counts (decision 078): sums per section, window and release, concurrent
 * adds never lost (the registry's lock), and a file that is not counts read as none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CANARY_COUNTS_FILE, type CanaryCountStore } from './canary-counts';
import { FileRegistryStore } from './registry-store';

const count = (release: string, pageviews: number, failures: number, window = 'w1') => ({
  section: 'mfe-news',
  window,
  release,
  pageviews,
  failures,
});

describe("the file store's canary counts", () => {
  let folder: string;
  let counts: CanaryCountStore;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-counts-'));
    counts = new FileRegistryStore(folder).canaryCounts();
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('adds each count to its sum, and reads one window', async () => {
    await counts.add([count('v1', 3, 1), count('v2', 2, 0)]);
    await Promise.all(Array.from({ length: 20 }, () => counts.add([count('v2', 1, 1), count('v2', 5, 0, 'w0')])));
    const sums = await counts.read('mfe-news', 'w1');
    expect(sums.sort((a, b) => (a.release < b.release ? -1 : 1))).toEqual([count('v1', 3, 1), count('v2', 22, 20)]);
    expect(await counts.read('mfe-news', 'w0')).toEqual([count('v2', 100, 0, 'w0')]);
    expect(await counts.read('mfe-about', 'w1')).toEqual([]);
  });

  it('reads a file that is not counts, or entries that are not, as none', async () => {
    fs.writeFileSync(path.join(folder, CANARY_COUNTS_FILE), '{not json');
    expect(await counts.read('mfe-news', 'w1')).toEqual([]);
    fs.writeFileSync(
      path.join(folder, CANARY_COUNTS_FILE),
      JSON.stringify([count('v1', 1, 0), { ...count('v2', 1, 0), pageviews: '9' }, null, 'x']),
    );
    expect(await counts.read('mfe-news', 'w1')).toEqual([count('v1', 1, 0)]);
    await counts.add([count('v1', 1, 1)]);
    expect(await counts.read('mfe-news', 'w1')).toEqual([count('v1', 2, 1)]);
  });
});
