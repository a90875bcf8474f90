/**
 * Proxy trust (TRUST_PROXY) through the rate limit: the API counts visitors by the address the
 * server believes, so a trusted load balancer's visitors each get their own budget, and a header
 * sent by anyone else changes nothing. And each request's logger, made only when it logs.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { loadServerConfig } from './config';
import { httpServerOptions } from './http-server';
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
