import { ReleaseBreaker } from './release-breaker';

describe("a release's breaker", () => {
  const stamp = async () => 'unchanged';
  const breaker = () => new ReleaseBreaker({ threshold: 2, trustAfter: 3, cooldowns: { firstMs: 1000, maxMs: 4000 } });
  const now = () => 0;
  const WAIT = 60_000;

  it('keeps a new release in quarantine, one document at a time, until it has rendered three in a row', async () => {
    const release = breaker();
    for (let rendered = 0; rendered < 3; rendered += 1) {
      expect(release.quarantined).toBe(true);
      expect(await release.admits(now, stamp, WAIT)).toBe('render');
      let next: string | null = null;
      const waiting = release.admits(now, stamp, WAIT).then((admission) => (next = admission));
      await Promise.resolve();
      expect(next).toBeNull();
      release.succeeded();
      expect(await waiting).toBe('render');
      release.abstained();
    }
    expect(release.quarantined).toBe(false);
    expect(await Promise.all([release.admits(now, stamp, 0), release.admits(now, stamp, 0)])).toEqual([
      'render',
      'render',
    ]);
  });

  it('gives up a turn in quarantine as busy once its wait has passed', async () => {
    jest.useFakeTimers();
    try {
      const release = breaker();
      expect(await release.admits(now, stamp, 100)).toBe('render');
      const waiting = release.admits(now, stamp, 100);
      jest.advanceTimersByTime(100);
      expect(await waiting).toBe('busy');
      release.succeeded();
      expect(await release.admits(now, stamp, 100)).toBe('render');
    } finally {
      jest.useRealTimers();
    }
  });

  it('after a render in quarantine fails, lets one waiting document try and refuses the others', async () => {
    const release = breaker();
    expect(await release.admits(now, stamp, WAIT)).toBe('render');
    const waiting = [release.admits(now, stamp, WAIT), release.admits(now, stamp, WAIT)];
    release.failed(0, 'unchanged', true);
    expect((await Promise.all(waiting)).sort()).toEqual(['open', 'render']);
    expect(release.quarantined).toBe(true);
  });

  it('keeps a trusted release that failed in quarantine until it has succeeded three times in a row', async () => {
    const release = breaker();
    for (let i = 0; i < 3; i += 1) {
      await release.admits(now, stamp, WAIT);
      release.succeeded();
    }
    expect(release.quarantined).toBe(false);
    release.failed(0, 'unchanged', false);
    for (const expected of [true, true, false]) {
      expect(release.quarantined).toBe(true);
      expect(await release.admits(now, stamp, WAIT)).toBe('render');
      release.succeeded();
      expect(release.quarantined).toBe(expected);
    }
    release.failed(0, 'unchanged', false);
    expect(release.quarantined).toBe(true);
  });

  it('opens after failures in a row, and half-opens when the registry changes', async () => {
    const release = breaker();
    for (let i = 0; i < 2; i += 1) {
      expect(await release.admits(now, stamp, WAIT)).toBe('render');
      release.failed(0, 'unchanged', true);
    }
    expect(await release.admits(() => 500, stamp, WAIT)).toBe('open');
    expect(
      await release.admits(
        () => 500,
        async () => 'repaired',
        WAIT,
      ),
    ).toBe('render');
    release.abstained();
    release.halfOpen(600);
    expect(await release.admits(() => 600, stamp, WAIT)).toBe('render');
  });
});
