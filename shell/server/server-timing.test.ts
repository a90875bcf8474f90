import { cachedServerTiming, serverTimingOf } from './server-timing';

describe('Server-Timing of a document', () => {
  it('says how the section was rendered and how long the server spent', () => {
    expect(serverTimingOf({ kind: 'server', html: '<p></p>', ms: 12.345 })).toBe('ssr;desc="server";dur=12.3');
    expect(serverTimingOf(null)).toBe('ssr;desc="none"');
    expect(cachedServerTiming('ssr;desc="none"')).toBe('ssr;desc="none", cache;desc="document cache"');
  });

  it("keeps a client render's reason a short header value without quotes or other bytes", () => {
    const timing = serverTimingOf({ kind: 'client', reason: `threw "boom"\\ 渲染${'x'.repeat(200)}`, ms: 0 });
    expect(timing).toMatch(/^ssr;desc="client: threw {2}boom {5}x+";dur=0\.0$/);
    expect(timing.length).toBeLessThan(150);
  });
});
