import path from 'node:path';
import { DEFAULT_DATABASE_FILE, loadContentApiConfig, loadServerConfig } from './config';

describe('content API configuration', () => {
  it('has working defaults with an empty environment', () => {
    expect(loadContentApiConfig({})).toEqual({
      databaseFile: DEFAULT_DATABASE_FILE,
      rateLimitMax: 1200,
      rateLimitWindowMs: 60_000,
      openccTarget: 'tw',
      cacheMaxEntries: 2000,
      cacheMaxAgeSeconds: 300,
    });
    expect(loadServerConfig({})).toEqual({ host: '127.0.0.1', port: 8080, logLevel: 'info' });
    expect(path.basename(path.dirname(DEFAULT_DATABASE_FILE))).toBe('.data');
  });

  it('reads the environment', () => {
    const config = loadContentApiConfig({ DATABASE_FILE: '/tmp/x.db', RATE_LIMIT_MAX: '0', OPENCC_TARGET: 'hk' });
    expect(config).toMatchObject({ databaseFile: '/tmp/x.db', rateLimitMax: 0, openccTarget: 'hk' });
    expect(loadServerConfig({ PORT: '9090', HOST: '0.0.0.0' })).toMatchObject({ port: 9090, host: '0.0.0.0' });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadServerConfig(env)).toThrow(message);
  });

  it('rejects an unknown Traditional variant', () => {
    expect(() => loadContentApiConfig({ OPENCC_TARGET: 'jp' })).toThrow(/OPENCC_TARGET must be one of tw, twp, hk/);
  });
});
