import Fastify, { type FastifyInstance } from 'fastify';
import { ClientWindows, RATE_LIMIT_MAX_CLIENTS, registerRateLimit, type RateLimitOptions } from './rate-limit';

async function limitedApp(options: RateLimitOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerRateLimit(app, options);
  app.get('/', async () => 'ok');
  await app.ready();
  return app;
}

async function statusesFrom(app: FastifyInstance, addresses: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const remoteAddress of addresses) statuses.push((await app.inject({ url: '/', remoteAddress })).statusCode);
  return statuses;
}

describe('the rate limit', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses a client past its limit with 429, the limit headers and a message naming the limit, and sends those headers only then', async () => {
    const app = await limitedApp({ max: 2, windowMs: 60_000 });
    try {
      expect(await statusesFrom(app, ['10.0.0.1', '10.0.0.1', '10.0.0.2'])).toEqual([200, 200, 200]);
      const refused = await app.inject({ url: '/', remoteAddress: '10.0.0.1' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers).toMatchObject({
        'x-ratelimit-limit': '2',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '60',
        'retry-after': '60',
      });
      expect(refused.json()).toMatchObject({ message: 'Too many requests: at most 2 per 60 seconds' });
      const allowed = await app.inject({ url: '/', remoteAddress: '10.0.0.3' });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers).not.toHaveProperty('x-ratelimit-limit');
    } finally {
      await app.close();
    }
  });

  it("starts a client's window again once it has passed", async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const app = await limitedApp({ max: 1, windowMs: 10_000 });
    try {
      expect(await statusesFrom(app, ['10.0.0.1', '10.0.0.1'])).toEqual([200, 429]);
      now.mockReturnValue(1_000_000 + 4_000);
      expect((await app.inject({ url: '/', remoteAddress: '10.0.0.1' })).headers['retry-after']).toBe('6');
      now.mockReturnValue(1_000_000 + 10_000);
      expect(await statusesFrom(app, ['10.0.0.1', '10.0.0.1'])).toEqual([200, 429]);
    } finally {
      await app.close();
    }
  });

  it('counts IPv6 clients by their /64 and an IPv4-mapped address as the IPv4 one', async () => {
    const app = await limitedApp({ max: 1, windowMs: 60_000 });
    try {
      expect(await statusesFrom(app, ['2001:db8:0:1::a', '2001:DB8:0:1::b', '2001:db8:0:2::a'])).toEqual([
        200, 429, 200,
      ]);
      expect(await statusesFrom(app, ['192.0.2.1', '::ffff:192.0.2.1'])).toEqual([200, 429]);
    } finally {
      await app.close();
    }
  });

  it('does not count requests its allow list lets through', async () => {
    const app = await limitedApp({
      max: 1,
      windowMs: 60_000,
      allowList: (request) => request.headers['x-shell-read'] === 'yes',
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const allowed = await app.inject({ url: '/', remoteAddress: '10.0.0.1', headers: { 'x-shell-read': 'yes' } });
        expect(allowed.statusCode).toBe(200);
      }
      expect(await statusesFrom(app, ['10.0.0.1', '10.0.0.1'])).toEqual([200, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('ClientWindows', () => {
  it('admits `max` requests per address and window, then again once the window is over', () => {
    let now = 0;
    const windows = new ClientWindows(2, 1000, () => now);
    expect(['1.2.3.4', '1.2.3.4', '1.2.3.4', '5.6.7.8'].map((address) => windows.count(address))).toEqual([
      null,
      null,
      1,
      null,
    ]);
    now = 1000;
    expect(windows.count('1.2.3.4')).toBeNull();
  });

  it('counts an IPv6 client by its /64', () => {
    const windows = new ClientWindows(1, 60_000, () => 0);
    expect(windows.count('2001:db8:1:2::1')).toBeNull();
    expect(windows.count('2001:db8:1:2:ffff::9')).toBe(60);
  });

  it('remembers a bounded number of addresses, forgetting the oldest', () => {
    const windows = new ClientWindows(1, 60_000, () => 0);
    for (let i = 0; i < RATE_LIMIT_MAX_CLIENTS + 100; i += 1)
      windows.count(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(windows.size).toBe(RATE_LIMIT_MAX_CLIENTS);
    // The first address was forgotten: it is counted afresh.
    expect(windows.count('10.0.0.0')).toBeNull();
  });
});
