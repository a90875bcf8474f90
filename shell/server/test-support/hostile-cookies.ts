/**
 * What the hostile-cookie tests of the site's cookies (the canary bucket, the preview grants) share:
 * generated cookie values that each carry a marker no answer may contain, the request that writes a
 * Cookie header byte for byte, and what every answer to one must hold (2xx to 4xx, nothing of the
 * request echoed, no markup reflected). Each test adds what its own cookie must do.
 */
import fc from 'fast-check';
import { rawRequest, sendRaw, type RawAnswer } from './raw-http';

/** Markup and header splitting: an answer holding any of them reflects what was sent. */
export const INJECTIONS = ['<x-evil>', '"><script>alert(1)</script>', '\'"><x-evil a=1>', '\r\nSet-Cookie: a=b'];
/** Bytes that cookie and URL decoders treat apart. */
const ODD_BYTES = ['%', '%zz', '%00', '"', '""', '\\', '.', '..', '=', ';'];

/**
 * Hostile values, each starting with `marker`: injections, any bytes but CR and LF (a Cookie header
 * ends there), `filler` repeated past any length a cookie may have, odd bytes; and any `others`.
 */
export function hostileCookieValues(
  marker: string,
  filler: string,
  ...others: fc.Arbitrary<string>[]
): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...INJECTIONS).map((text) => `${marker}${text}`),
    fc.string({ unit: 'binary', maxLength: 40 }).map((text) => `${marker}${text.replace(/[\r\n]/g, '_')}`),
    fc.integer({ min: 100, max: 6000 }).map((n) => `${marker}${filler.repeat(n)}`),
    fc.constantFrom(...ODD_BYTES).map((text) => `${marker}${text}`),
    ...others,
  );
}

/** GET `address` with the Cookie header `cookie`, written as it is (latin1) on a new connection. */
export function getWithCookie(port: number, address: string, cookie: string): Promise<RawAnswer> {
  return sendRaw(port, rawRequest('GET', address, [`Cookie: ${cookie}`]));
}

/** What is wrong with an answer to a hostile request: a status outside 2xx-4xx, an echo of `marker`, markup. */
export function hostileAnswerProblemOf(answer: RawAnswer, marker: string): string | null {
  if (answer.status < 200 || answer.status >= 500) return `HTTP ${answer.status}`;
  const received = `${answer.head}\r\n\r\n${answer.body}`;
  if (received.includes(marker)) return 'echoes what was sent';
  if (received.includes('<x-evil')) return 'reflects markup';
  return null;
}
