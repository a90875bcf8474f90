import path from 'node:path';
import {
  DEFAULT_DATABASE_FILE,
  loadContentApiConfig,
  loadContentCliConfig,
  loadServerConfig,
  redactDatabaseUrl,
} from './config';

describe('content API configuration', () => {
  it('has working defaults with an empty environment', () => {
    expect(loadContentApiConfig({})).toEqual({
      database: { dialect: 'sqlite', file: DEFAULT_DATABASE_FILE },
      rateLimitMax: 1200,
      rateLimitWindowMs: 60_000,
      openccTarget: 'tw',
      cacheMaxEntries: 2000,
      cacheMaxAgeSeconds: 300,
    });
    expect(loadServerConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      logLevel: 'info',
      trustProxy: { kind: 'none' },
      connections: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 72_000,
        idleTimeoutMs: 120_000,
        maxConnections: 10_000,
        maxRequestsPerSocket: 0,
      },
    });
    expect(path.basename(path.dirname(DEFAULT_DATABASE_FILE))).toBe('.data');
  });

  it('reads the environment', () => {
    const config = loadContentApiConfig({ DATABASE_FILE: '/tmp/x.db', RATE_LIMIT_MAX: '0', OPENCC_TARGET: 'hk' });
    expect(config).toMatchObject({
      database: { dialect: 'sqlite', file: '/tmp/x.db' },
      rateLimitMax: 0,
      openccTarget: 'hk',
    });
    expect(loadServerConfig({ PORT: '9090', HOST: '0.0.0.0' })).toMatchObject({ port: 9090, host: '0.0.0.0' });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be "off", a number of proxy hops/],
    [{ TRUST_PROXY: '11' }, /TRUST_PROXY must be a whole number from 1 to 10/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY must be .* got "10.0.0.0\/33"/],
    [{ TRUST_PROXY: '10.0.0.1, lb.internal' }, /TRUST_PROXY must be .* got "lb.internal"/],
    [{ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }, /HEADERS_TIMEOUT_MS \(5000\) must not exceed/],
    [{ MAX_CONNECTIONS: '0' }, /MAX_CONNECTIONS must be a whole number from 1/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadServerConfig(env)).toThrow(message);
  });

  it.each([
    ['off', { kind: 'none' }],
    ['2', { kind: 'hops', hops: 2 }],
    [
      '10.0.0.0/8, 192.0.2.10,loopback,::1',
      { kind: 'addresses', addresses: ['10.0.0.0/8', '192.0.2.10', 'loopback', '::1'] },
    ],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadServerConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('rejects an unknown Traditional variant', () => {
    expect(() => loadContentApiConfig({ OPENCC_TARGET: 'jp' })).toThrow(/OPENCC_TARGET must be one of tw, twp, hk/);
  });

  it.each([
    'postgres://site:secret@db.internal:5432/content',
    'postgresql://site@10.0.0.5/content?sslmode=require',
    'postgres:///content?host=/run/postgresql',
  ])('uses PostgreSQL when DATABASE_URL is %s, whatever DATABASE_FILE says', (url) => {
    expect(loadContentApiConfig({ DATABASE_URL: url, DATABASE_FILE: '/tmp/x.db' }).database).toEqual({
      dialect: 'postgres',
      url,
    });
  });

  it.each([
    ['host=db.internal dbname=content', /not a URL/],
    ['db.internal:5432/content', /scheme must be postgres: or postgresql:, not db.internal:/],
    ['mysql://site:secret@db/content', /scheme must be postgres: or postgresql:, not mysql:/],
    ['postgres://site:secret@db:0/content', /bad port 0/],
    ['postgres://site:secret@db:5432', /no database name/],
    ['postgres://site:secret@db:5432/', /no database name/],
    ['postgres:///content', /no host/],
  ])('rejects DATABASE_URL %s at startup with its reason', (url, reason) => {
    expect(() => loadContentApiConfig({ DATABASE_URL: url })).toThrow(reason);
    expect(() => loadContentApiConfig({ DATABASE_URL: url })).toThrow(/^DATABASE_URL must look like postgres:\/\//);
  });

  it('never repeats the password of a rejected DATABASE_URL', () => {
    expect(() => loadContentApiConfig({ DATABASE_URL: 'mysql://site:hunter2@db/content' })).toThrow(
      'got "mysql://site:***@db/content"',
    );
    expect(redactDatabaseUrl('postgres://site:p%40ss@db:5432/content')).toBe('postgres://site:***@db:5432/content');
    expect(redactDatabaseUrl('postgres://site@db/content')).toBe('postgres://site@db/content');
  });

  it("shows content commands' times in Asia/Shanghai unless SITE_TIME_ZONE names another zone", () => {
    expect(loadContentCliConfig({}).siteTimeZone).toBe('Asia/Shanghai');
    expect(loadContentCliConfig({ SITE_TIME_ZONE: 'Europe/Berlin' }).siteTimeZone).toBe('Europe/Berlin');
    expect(() => loadContentCliConfig({ SITE_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      'SITE_TIME_ZONE must be an IANA time zone such as Asia/Shanghai or UTC, got "Mars/Olympus"',
    );
  });
});
