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
export const RATE_LIMIT_MAX_CLIENTS = 5000;

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

/**
 * Requests counted per client in windows of `windowMs` that start at its first request, for a
 * bounded number of clients (the oldest window is forgotten beyond). Nothing else of a client is
 * kept, and nothing outlives its window. The API's limit and the shell's browser reports
 * (POST /rum) count with it.
 */
export class ClientWindows {
  // Ordered by the start of each client's window, oldest first: a window that starts again moves to the end.
  private readonly windows = new Map<string, ClientWindow>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `address`: null when it is within the limit, else the seconds until its window ends. */
  count(address: string): number | null {
    const key = clientKey(address);
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.delete(key);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
      if (this.windows.size > RATE_LIMIT_MAX_CLIENTS) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
    }
    window.count += 1;
    return window.count <= this.max ? null : Math.ceil((window.startedAt + this.windowMs - now) / 1000);
  }

  /** How many clients are remembered now. */
  get size(): number {
    return this.windows.size;
  }
}

export function registerRateLimit(app: FastifyInstance, { max, windowMs, allowList }: RateLimitOptions): void {
  const windows = new ClientWindows(max, windowMs);
  const message = `Too many requests: at most ${max} per ${Math.round(windowMs / 1000)} seconds`;

  app.addHook('onRequest', (request, reply, done) => {
    if (allowList?.(request)) return done();
    const retryAfter = windows.count(request.ip);
    if (retryAfter === null) return done();
    const retryAfterSeconds = String(retryAfter);
    reply
      .header('x-ratelimit-limit', max)
      .header('x-ratelimit-remaining', 0)
      .header('x-ratelimit-reset', retryAfterSeconds)
      .header('retry-after', retryAfterSeconds);
    done(new TooManyRequestsError(message));
  });
}
