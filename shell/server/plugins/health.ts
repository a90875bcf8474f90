/**
 * What a load balancer asks (issue 27): `/healthz`, the process answers (no database work), and
 * `/readyz`, everything a document needs answers: 200, or 503 with the names of what does not.
 * Neither is cached (no-store, outside the document cache) nor counted by the API's rate limit
 * (which covers /api only). Reasons go to the log, never into the answer.
 */
import type { FastifyPluginAsync } from 'fastify';
import { within } from '../time-limit';

export interface ReadinessCheck {
  /** What an operator reads in the 503's list: `database`, `registry`, `shell-files`. */
  name: string;
  /** Resolves when the thing answers; rejects with the reason otherwise. */
  check: () => Promise<unknown>;
}

export interface HealthOptions {
  checks: ReadinessCheck[];
  /** A check that has not answered by then counts as not ready. */
  timeoutMs: number;
}

export const HEALTH_PATHS = ['/healthz', '/readyz'] as const;

function withinTime(check: ReadinessCheck, timeoutMs: number): Promise<unknown> {
  return within(check.check(), timeoutMs, () => {
    throw new Error(`no answer within ${timeoutMs} ms`);
  });
}

export const health: FastifyPluginAsync<HealthOptions> = async (app, { checks, timeoutMs }) => {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const results = await Promise.allSettled(checks.map((check) => withinTime(check, timeoutMs)));
    const notReady = checks.filter((check, index) => {
      const result = results[index];
      if (result?.status !== 'rejected') return false;
      request.log.warn({ check: check.name, err: result.reason }, 'not ready');
      return true;
    });
    reply.header('cache-control', 'no-store');
    if (notReady.length === 0) return reply.send({ status: 'ready' });
    return reply.code(503).send({ status: 'not ready', notReady: notReady.map((check) => check.name) });
  });
};
