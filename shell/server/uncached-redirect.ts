import type { FastifyReply } from 'fastify';

/**
 * A 302 that depends on this visitor (an override's switch, a guard, a bad request), so no cache
 * may keep it; `cookie` is set with it.
 */
export function redirectUncached(reply: FastifyReply, location: string, cookie?: string) {
  if (cookie) reply.header('set-cookie', cookie);
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}
