/** The per-visitor limit of POST /rum: by address and window, and bounded in memory. */
import { RUM_LIMIT_MAX_CLIENTS, RumLimit } from './rum-limit';

describe('RumLimit', () => {
  it('admits `max` requests per address and window, then again once the window is over', () => {
    let now = 0;
    const limit = new RumLimit(2, 1000, () => now);
    expect([limit.admit('1.2.3.4'), limit.admit('1.2.3.4'), limit.admit('1.2.3.4'), limit.admit('5.6.7.8')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    now = 1000;
    expect(limit.admit('1.2.3.4')).toBe(true);
  });

  it('remembers a bounded number of addresses, forgetting the oldest', () => {
    const limit = new RumLimit(1, 60_000, () => 0);
    for (let i = 0; i < RUM_LIMIT_MAX_CLIENTS + 100; i += 1) limit.admit(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(limit.size).toBe(RUM_LIMIT_MAX_CLIENTS);
    // The first address was forgotten: it is admitted again.
    expect(limit.admit('10.0.0.0')).toBe(true);
  });
});
