/**
 * The API's rate limit: at most `max` requests per client in a window of `windowMs` that starts
 * at the client's first request, counted in a synchronous onRequest hook. It counts what
 * @fastify/rate-limit counted (clients by the address the server believes, IPv6 by /64, through
 * that library's own normalizeIP) and refuses the same way (429 with its limit headers), without
 * its asynchronous hook: three promises and a microtask hop on every request, cached hits
 * included (decision 056).
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Requests not counted (a host's own in-process reads). */
  allowList?: (request: FastifyRequest) => boolean;
}

/** Clients remembered at once, as @fastify/rate-limit's store: beyond, the oldest window is dropped. */
const MAX_CLIENTS = 5000;

interface ClientWindow {
  count: number;
  startedAt: number;
}

/** The refusal, answered through the error handler in the API's envelope. */
class TooManyRequestsError extends Error {
  readonly statusCode = 429;
}

/** A client's key: its address, an IPv6 address by its /64 (a client usually holds a whole one). */
function clientKey(address: string): string {
  // Only an IPv6 address has a colon; normalizeIP's IPv6 test is a long regular expression.
  return address.includes(':') ? normalizeIP(address) : address.toLowerCase();
}

export function registerRateLimit(app: FastifyInstance, { max, windowMs, allowList }: RateLimitOptions): void {
  // Ordered by the start of each client's window, oldest first: a window that starts again moves to the end.
  const windows = new Map<string, ClientWindow>();
  const message = `Too many requests: at most ${max} per ${Math.round(windowMs / 1000)} seconds`;

  app.addHook('onRequest', (request, reply, done) => {
    if (allowList?.(request)) return done();
    const key = clientKey(request.ip);
    const now = Date.now();
    let window = windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      windows.delete(key);
      window = { count: 0, startedAt: now };
      windows.set(key, window);
      if (windows.size > MAX_CLIENTS) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
    }
    window.count += 1;
    if (window.count <= max) return done();
    const retryAfterSeconds = String(Math.ceil((window.startedAt + windowMs - now) / 1000));
    reply
      .header('x-ratelimit-limit', max)
      .header('x-ratelimit-remaining', 0)
      .header('x-ratelimit-reset', retryAfterSeconds)
      .header('retry-after', retryAfterSeconds);
    done(new TooManyRequestsError(message));
  });
}
