/**
 * A visitor's canary bucket (decision 078): a whole number from 0 to 99 drawn from node:crypto's
 * random source the first time a canary could serve the visitor, kept in a session cookie so the
 * draw holds across reloads and on every server (no server state), and never derived from the
 * address, so visitors behind one proxy are drawn apart. HttpOnly: the browser needs not read it,
 * the document's embedded state says which releases the page is.
 */
import { randomInt } from 'node:crypto';
import { siteCookie } from '../cookies';

export const BUCKET_COOKIE = 'site_bucket';
export const BUCKETS = 100;

const cookie = siteCookie(BUCKET_COOKIE);

/**
 * The bucket a request's Cookie header holds: exactly one or two digits, no leading zero (the first
 * cookie of the name, should there be several); undefined for anything else, which is replaced.
 */
export function bucketOf(cookieHeader: string | undefined): number | undefined {
  const value = cookie.valueOf(cookieHeader);
  return value !== undefined && /^(?:0|[1-9][0-9]?)$/.test(value) ? Number(value) : undefined;
}

/** A new draw. */
export function drawBucket(): number {
  return randomInt(BUCKETS);
}

/** The Set-Cookie of a bucket: a session cookie (no Max-Age), SameSite=Lax, Secure on https. */
export function bucketCookie(bucket: number, secure: boolean): string {
  return cookie.set(String(bucket), secure);
}
