import { cachedServerTiming, serverTimingOf } from './server-timing';

describe('Server-Timing of a document', () => {
  it('says how the section was rendered and how long the server spent', () => {
    expect(serverTimingOf({ kind: 'server', html: '<p></p>', ms: 12.345 })).toBe('ssr;desc="server";dur=12.3');
    expect(serverTimingOf(null)).toBe('ssr;desc="none"');
    expect(cachedServerTiming('ssr;desc="none"')).toBe('ssr;desc="none", cache;desc="document cache"');
  });

  it("names a client render's outcome only, never what went wrong", () => {
    const timing = serverTimingOf({
      kind: 'client',
      reason: 'error',
      detail: "cannot load: ENOENT: no such file or directory, open '/srv/releases/mfe-news/v1/server/server.js'",
      ms: 0.04,
    });
    expect(timing).toBe('ssr;desc="client: error";dur=0.0');
  });
});
