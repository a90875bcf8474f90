/**
 * The preview cookie: the signed grants one browser holds (preview-token.ts). HttpOnly, so no
 * script reads or forges it; Secure on a site served over HTTPS; kept until its latest grant expires.
 */
export const PREVIEW_COOKIE = 'site_preview';

const COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${PREVIEW_COOKIE}=([^;]*)`);

/** The cookie's value in a request's Cookie header (the first, should there be several), or undefined. */
export function previewCookieValueOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader?.includes(`${PREVIEW_COOKIE}=`)) return undefined;
  return COOKIE_PATTERN.exec(cookieHeader)?.[1]?.trim() || undefined;
}

function attributes(secure: boolean): string {
  return `Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** Sets the cookie to `value` (a signed value: base64url and "."), kept until `expiresAt`. */
export function setPreviewCookie(value: string, expiresAt: number, now: number, secure: boolean): string {
  const maxAge = Math.max(1, Math.ceil((expiresAt - now) / 1000));
  return `${PREVIEW_COOKIE}=${value}; Max-Age=${maxAge}; ${attributes(secure)}`;
}

export function clearPreviewCookie(secure: boolean): string {
  return `${PREVIEW_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}
