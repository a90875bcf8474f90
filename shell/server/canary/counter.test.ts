/**
 * One server's canary counts (decision 078): only a running canary's candidate and current release,
 * failures by the kinds that are failures, and counts kept for the next flush when one fails.
 */
import type { Registry } from '@site/shared-contracts';
import { Canaries } from '.';
import { CanaryCounter, isFailure } from './counter';

const entry = (version: string) => ({
  version,
  manifest: `/releases/mfe-news/${version}/client/mf-manifest.json`,
  routes: `/releases/mfe-news/${version}/client/routes.json`,
});
const running = (percent: number): Registry => ({
  sections: { 'mfe-news': entry('v1') },
  candidates: {
    'mfe-news': { entry: entry('v2'), stagedAt: 'x', canary: { percent, startedAt: '2026-11-28T09:00:00.000Z' } },
  },
});
const released = (registry: Registry) => ({
  registry,
  routes: { 'mfe-news': [] },
  candidateRoutes: { 'mfe-news': [] },
});

describe("one server's canary counts", () => {
  it('counts the candidate and the current release of a running canary, nothing else', () => {
    const counter = new CanaryCounter();
    counter.follow(running(0));
    counter.pageView('mfe-news', 'v2');
    expect(counter.drain()).toEqual([]);
    counter.follow(running(50));
    for (const release of ['v1', 'v2', 'v2', 'v0', undefined]) counter.pageView('mfe-news', release);
    counter.failure('mfe-news', 'v2');
    counter.failure('mfe-about', 'v2');
    counter.pageView('__proto__', 'v2');
    const window = '2026-11-28T09:00:00.000Z';
    expect(counter.drain()).toEqual([
      { section: 'mfe-news', window, release: 'v1', pageviews: 1, failures: 0 },
      { section: 'mfe-news', window, release: 'v2', pageviews: 2, failures: 1 },
    ]);
    expect(counter.drain()).toEqual([]);
  });

  it('keeps what a failed flush drained for the next one', () => {
    const counter = new CanaryCounter();
    counter.follow(running(50));
    counter.pageView('mfe-news', 'v2');
    const drained = counter.drain();
    counter.pageView('mfe-news', 'v2');
    counter.restore(drained);
    expect(counter.drain()).toMatchObject([{ release: 'v2', pageviews: 2 }]);
  });

  it("takes browsers' failures, not their page views: those are the documents served", () => {
    expect(['error', 'rejection', 'hydration', 'chunk', 'mount'].every((kind) => isFailure(kind as never))).toBe(true);
    expect(isFailure('pageview')).toBe(false);
    const canaries = new Canaries();
    canaries.of(released(running(50)), undefined, false);
    canaries.observe({ section: 'mfe-news', release: 'v2', kind: 'pageview' });
    canaries.observe({ section: 'mfe-news', release: 'v2', kind: 'mount' });
    canaries.pageView('mfe-news', 'v2');
    canaries.observeRender('mfe-news', 'v1', { kind: 'client', reason: 'error', ms: 1 });
    canaries.observeRender('mfe-news', 'v1', { kind: 'client', reason: 'busy', ms: 1 });
    canaries.observeRender('mfe-news', 'v1', { kind: 'server', html: '', ms: 1 });
    const counts = (canaries as unknown as { counter: CanaryCounter }).counter.drain();
    expect(counts.map(({ release, pageviews, failures }) => [release, pageviews, failures])).toEqual([
      ['v2', 1, 1],
      ['v1', 0, 1],
    ]);
  });
});
