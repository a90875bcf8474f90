/** The bucket cookie (decision 078): read strictly, drawn uniformly from node:crypto, a session cookie. */
import fc from 'fast-check';
import { BUCKET_COOKIE, bucketCookie, bucketOf, drawBucket } from './bucket';

describe('the canary bucket', () => {
  it('reads a bucket of 0 to 99, the first of its name, and nothing else', () => {
    expect(bucketOf(`${BUCKET_COOKIE}=0`)).toBe(0);
    expect(bucketOf(`a=1; ${BUCKET_COOKIE}=42; ${BUCKET_COOKIE}=7`)).toBe(42);
    expect(bucketOf(`${BUCKET_COOKIE}=99`)).toBe(99);
    for (const value of ['100', '-1', '07', '4.5', '1e1', '', 'x', ' 9 9', '0x1']) {
      expect(bucketOf(`${BUCKET_COOKIE}=${value}`)).toBeUndefined();
    }
    expect(bucketOf(`x${BUCKET_COOKIE}=5`)).toBeUndefined();
    expect(bucketOf(undefined)).toBeUndefined();
  });

  it('reads no bucket from any header that does not hold one, whatever its bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (header) => {
        const bucket = bucketOf(header);
        return bucket === undefined || (Number.isInteger(bucket) && bucket >= 0 && bucket < 100);
      }),
      { seed: 78, numRuns: 2000 },
    );
  });

  it('draws every bucket from 0 to 99 and no other', () => {
    const drawn = new Set(Array.from({ length: 5000 }, drawBucket));
    expect([...drawn].every((bucket) => Number.isInteger(bucket) && bucket >= 0 && bucket < 100)).toBe(true);
    expect(drawn.size).toBe(100);
  });

  it('is a session cookie for the whole site, Secure on https', () => {
    expect(bucketCookie(7, false)).toBe(`${BUCKET_COOKIE}=7; Path=/; SameSite=Lax; HttpOnly`);
    expect(bucketCookie(7, true)).toBe(`${BUCKET_COOKIE}=7; Path=/; SameSite=Lax; HttpOnly; Secure`);
    expect(bucketCookie(7, true)).not.toMatch(/Max-Age|Expires/);
  });
});
