/**
 * Proxy trust (TRUST_PROXY) through the rate limit: the API counts visitors by the address the
 * server believes, so a trusted load balancer's visitors each get their own budget, and a header
 * sent by anyone else changes nothing. Each request's logger, made only when it logs. And the
 * connections: closed when idle, told to close while the server drains.
 */
import net from 'node:net';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { loadServerConfig } from './config';
import { closeGracefully, httpServerOptions, manageConnections } from './http-server';
import { buildTestApi } from './test-support/api';

/** The statuses of one navigation read per (peer, X-Forwarded-For) pair, in order. */
async function statusesOf(app: FastifyInstance, requests: [peer: string, forwardedFor: string][]) {
  const statuses: number[] = [];
  for (const [remoteAddress, forwardedFor] of requests) {
    const response = await app.inject({
      url: '/api/web/navigation',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

async function apiTrusting(trustProxy: string | undefined): Promise<FastifyInstance> {
  const serverOptions = httpServerOptions(
    loadServerConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  );
  return buildTestApi({ rateLimitMax: 2 }, { serverOptions });
}

const VISITORS = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];

describe('proxy trust and the rate limit', () => {
  it('by default counts the socket: a spoofed X-Forwarded-For changes nothing', async () => {
    const app = await apiTrusting(undefined);
    try {
      expect(
        await statusesOf(
          app,
          VISITORS.map((visitor) => ['10.0.0.1', visitor]),
        ),
      ).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('with a hop count, counts each visitor behind the proxy, and the same visitor still runs out', async () => {
    const app = await apiTrusting('1');
    try {
      expect(
        await statusesOf(
          app,
          VISITORS.map((visitor) => ['10.0.0.1', visitor]),
        ),
      ).toEqual([200, 200, 200]);
      expect(
        await statusesOf(app, [
          ['10.0.0.1', '203.0.113.1'],
          ['10.0.0.1', '203.0.113.1'],
        ]),
      ).toEqual([200, 429]);
      // One hop trusted: a visitor's own forged entry before the proxy's is not believed.
      expect(await statusesOf(app, [['10.0.0.1', '198.51.100.7, 203.0.113.1']])).toEqual([429]);
    } finally {
      await app.close();
    }
  });

  it("with addresses, believes only those peers' headers", async () => {
    const app = await apiTrusting('10.0.0.0/8, 192.0.2.10');
    try {
      expect(
        await statusesOf(
          app,
          VISITORS.map((visitor) => ['10.1.2.3', visitor]),
        ),
      ).toEqual([200, 200, 200]);
      expect(
        await statusesOf(
          app,
          VISITORS.map((visitor) => ['198.51.100.9', visitor]),
        ),
      ).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('the request logger', () => {
  it('is made only for a request that logs, and its lines carry the request id', async () => {
    const lines: string[] = [];
    const app = Fastify({
      ...httpServerOptions(loadServerConfig({})),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    app.get('/quiet', async () => 'ok');
    app.get('/noted', async (request) => {
      request.log.warn({ detail: 1 }, 'noted');
      request.log.info('noted again');
      return 'ok';
    });
    await app.ready();
    const child = jest.spyOn(app.log, 'child');
    try {
      await app.inject('/quiet');
      await app.inject('/quiet');
      expect(child).not.toHaveBeenCalled();

      const { statusCode } = await app.inject('/noted');
      expect(statusCode).toBe(200);
      expect(child).toHaveBeenCalledTimes(1);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const noted = entries.filter((entry) => String(entry.msg).startsWith('noted'));
      expect(noted).toEqual([
        expect.objectContaining({ level: 40, detail: 1, msg: 'noted', reqId: expect.any(String) }),
        expect.objectContaining({ level: 30, msg: 'noted again', reqId: noted[0]?.reqId }),
      ]);
    } finally {
      await app.close();
    }
  });
});

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A connection to the app: what it received, and how long it lived until the server closed it. */
function connect(app: FastifyInstance) {
  const socket = net.connect(portOf(app), '127.0.0.1');
  const opened = performance.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - opened)));
  return { socket, closed, received: () => received };
}

describe('connections', () => {
  const IDLE_TIMEOUT_MS = 300;

  async function listening(): Promise<FastifyInstance> {
    const config = loadServerConfig({
      IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: '20000',
      REQUEST_TIMEOUT_MS: '20000',
      KEEP_ALIVE_TIMEOUT_MS: '20000',
    });
    const app = Fastify({ ...httpServerOptions(config), logger: false });
    manageConnections(app, config);
    app.get('/', async () => 'ok');
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  }

  it('closes a connection with nothing moving for IDLE_TIMEOUT_MS, silent or after an answer', async () => {
    const app = await listening();
    try {
      const silent = connect(app);
      const answered = connect(app);
      answered.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
      const [silentMs, answeredMs] = await Promise.all([silent.closed, answered.closed]);
      expect(answered.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(silentMs).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 20);
      expect(answeredMs).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 20);
      // Far below the head, request and keep-alive timeouts (20 s), with room for a busy machine.
      expect(Math.max(silentMs, answeredMs)).toBeLessThan(10_000);
    } finally {
      await app.close();
    }
  });

  it('counts IDLE_TIMEOUT_MS from the last byte that moved, not from the connection', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const app = await listening();
    const serverSide = new Promise<net.Socket>((resolve) => app.server.once('connection', resolve));
    const client = connect(app);
    try {
      const socket = await serverSide;
      await jest.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 100);
      const arrived = new Promise((resolve) => socket.once('data', resolve));
      client.socket.write('GET / HTTP/1.1\r\n');
      await arrived;
      await jest.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 100);
      expect(socket.destroyed).toBe(false);
      await jest.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS);
      expect(socket.destroyed).toBe(true);
    } finally {
      jest.useRealTimers();
      client.socket.destroy();
      await app.close();
    }
  });

  it('answers a cached hit arriving while the server closes gracefully with Connection: close', async () => {
    const config = loadServerConfig({});
    const app = await buildTestApi({}, { serverOptions: httpServerOptions(config) });
    manageConnections(app, config);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = '/api/web/navigation?languageType=2';
    expect((await app.inject(url)).statusCode).toBe(200);
    const begun = new Promise<void>((resolve) =>
      app.server.once('connection', (serverSide: net.Socket) => serverSide.once('data', () => resolve())),
    );
    const client = connect(app);
    client.socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n`);
    await begun;
    const closing = closeGracefully(app);
    client.socket.write('\r\n');
    await client.closed;
    await closing;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received()).toMatch(/\r\nconnection: close\r\n/i);
    expect(client.received()).toMatch(/\r\ncontent-security-policy: /);
  });
});
