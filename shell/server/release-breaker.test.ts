import { ReleaseBreaker } from './release-breaker';

describe("a release's breaker", () => {
  const stamp = async () => 'unchanged';
  const breaker = () => new ReleaseBreaker({ threshold: 2, trustAfter: 3, cooldowns: { firstMs: 1000, maxMs: 4000 } });
  const now = () => 0;

  it('lets a new release render its first document alone, then all of them once it has succeeded', async () => {
    const release = breaker();
    expect(await release.admits(now, stamp)).toBe(true);
    let second: boolean | null = null;
    const waiting = release.admits(now, stamp).then((admitted) => (second = admitted));
    await Promise.resolve();
    expect(second).toBeNull();
    release.succeeded();
    expect(await waiting).toBe(true);
    expect(await release.admits(now, stamp)).toBe(true);
  });

  it('after a first render that fails, admits the waiting ones one at a time, on the quarantine worker', async () => {
    const release = breaker();
    expect(await release.admits(now, stamp)).toBe(true);
    const waiting = [release.admits(now, stamp), release.admits(now, stamp)];
    release.failed(0, 'unchanged', true);
    expect(await Promise.all(waiting)).toEqual([true, false]);
    expect(release.quarantined).toBe(true);
  });

  it('keeps a release that failed on the quarantine worker until it has succeeded three times in a row', async () => {
    const release = breaker();
    release.failed(0, 'unchanged', false);
    for (const expected of [true, true, false]) {
      expect(release.quarantined).toBe(true);
      expect(await release.admits(now, stamp)).toBe(true);
      release.succeeded();
      expect(release.quarantined).toBe(expected);
    }
    release.failed(0, 'unchanged', false);
    expect(release.quarantined).toBe(true);
  });

  it('opens after failures in a row, and half-opens when the registry changes', async () => {
    const release = breaker();
    for (let i = 0; i < 2; i += 1) {
      expect(await release.admits(now, stamp)).toBe(true);
      release.failed(0, 'unchanged', true);
    }
    expect(await release.admits(() => 500, stamp)).toBe(false);
    expect(
      await release.admits(
        () => 500,
        async () => 'repaired',
      ),
    ).toBe(true);
    release.abstained();
    release.halfOpen(600);
    expect(await release.admits(() => 600, stamp)).toBe(true);
  });
});
