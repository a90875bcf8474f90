/**
 * The per-visitor limit of POST /rum: at most `max` requests per address in a window of
 * `windowMs` that starts at its first request, in memory, for a bounded number of addresses (the
 * oldest window is dropped beyond), as the content API counts its own (content-api's
 * lib/rate-limit.ts, decision 056). Nothing else of a visitor is kept, and nothing outlives the window.
 */
import { normalizeIP } from '@fastify/rate-limit';

/** Addresses remembered at once: beyond, the oldest window is forgotten. */
export const RUM_LIMIT_MAX_CLIENTS = 5000;

interface ClientWindow {
  count: number;
  startedAt: number;
}

/** An address's key: an IPv6 address by its /64 (a client usually holds a whole one), as @fastify/rate-limit keys it. */
export function clientKeyOf(address: string): string {
  return address.includes(':') ? normalizeIP(address) : address.toLowerCase();
}

export class RumLimit {
  private readonly windows = new Map<string, ClientWindow>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `address`; false when it is over the limit. */
  admit(address: string): boolean {
    const key = clientKeyOf(address);
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      // Ordered by the start of each window, oldest first: one that starts again moves to the end.
      this.windows.delete(key);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
      if (this.windows.size > RUM_LIMIT_MAX_CLIENTS) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
    }
    window.count += 1;
    return window.count <= this.max;
  }

  /** How many addresses are remembered now (the tests check it stays bounded). */
  get size(): number {
    return this.windows.size;
  }
}
