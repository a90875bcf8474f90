/**
 * The preview cookie: the signed grants one browser holds (preview-token.ts). HttpOnly, so no
 * script reads or forges it; Secure on a site served over HTTPS; kept until its latest grant expires.
 * Read and written as every site cookie is (../cookies.ts).
 */
import { siteCookie } from '../cookies';

export const PREVIEW_COOKIE = 'site_preview';

const cookie = siteCookie(PREVIEW_COOKIE);

/** The cookie's value in a request's Cookie header (the first, should there be several), or undefined. */
export function previewCookieValueOf(cookieHeader: string | undefined): string | undefined {
  return cookie.valueOf(cookieHeader);
}

/** Sets the cookie to `value` (a signed value: base64url and "."), kept until `expiresAt`. */
export function setPreviewCookie(value: string, expiresAt: number, now: number, secure: boolean): string {
  return cookie.set(value, secure, Math.max(1, Math.ceil((expiresAt - now) / 1000)));
}

export function clearPreviewCookie(secure: boolean): string {
  return cookie.clear(secure);
}
