/** The sections and releases reports are counted under: the registry's, else unknown; read at most once a second. */
import type { Registry } from '@site/shared-contracts';
import { KnownReleases, reduceToKnown, releasesOf } from './known-releases';

const entry = (version: string) => ({ version, manifest: '/m', routes: '/r' });

describe('known releases', () => {
  const registry: Registry = {
    sections: { 'mfe-news': entry('n1'), 'mfe-about': entry('a1') },
    candidates: { 'mfe-news': { entry: entry('n2'), stagedAt: '2026-01-01T00:00:00Z' } },
  };

  it('reduces a section and release to what the registry names, current or candidate', () => {
    const known = releasesOf(registry);
    expect(reduceToKnown(known, 'mfe-news', 'n1')).toEqual({ section: 'mfe-news', release: 'n1' });
    expect(reduceToKnown(known, 'mfe-news', 'n2')).toEqual({ section: 'mfe-news', release: 'n2' });
    expect(reduceToKnown(known, 'mfe-about', 'n2')).toEqual({ section: 'mfe-about', release: 'unknown' });
    expect(reduceToKnown(known, 'mfe-x', 'n1')).toEqual({ section: 'unknown', release: 'unknown' });
    expect(reduceToKnown(known, 'shell', 'x')).toEqual({ section: 'shell', release: 'shell' });
  });

  it('reads the registry at most once a second', async () => {
    let now = 0;
    let reads = 0;
    const known = new KnownReleases(
      async () => {
        reads += 1;
        return registry;
      },
      () => now,
    );
    await Promise.all([known.current(), known.current(), known.current()]);
    await known.current();
    expect(reads).toBe(1);
    now = 1000;
    await known.current();
    expect(reads).toBe(2);
  });
});
