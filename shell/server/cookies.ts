/**
 * The site's own cookies (the canary bucket, decision 078; the preview grants, decision 069): one
 * way to read one from a request's Cookie header and to write its Set-Cookie, so each feature only
 * says what its value is. Read by hand rather than with a cookie parser: a parser decodes `%xx` and
 * keeps some cookies it cannot read, while these values are checked to the byte by their owners
 * (a bucket's digits, a signed value) and the first cookie of the name is the one that counts.
 * Every cookie here is for the whole site, SameSite=Lax, HttpOnly (no script reads or forges it)
 * and Secure when the site is served over HTTPS.
 */

/** A cookie of the site: read from a Cookie header, set and cleared with the same attributes. */
export interface SiteCookie {
  readonly name: string;
  /** Its value in `cookieHeader`, trimmed (the first, should there be several); undefined if absent or empty. */
  valueOf(cookieHeader: string | undefined): string | undefined;
  /** Its Set-Cookie: a session cookie without `maxAgeSeconds`, else kept that long. */
  set(value: string, secure: boolean, maxAgeSeconds?: number): string;
  /** The Set-Cookie that removes it. */
  clear(secure: boolean): string;
}

/** A name the pattern below may hold as it is, and a cookie-name token (RFC 6265). */
const NAME = /^[A-Za-z0-9_-]+$/;

export function siteCookie(name: string): SiteCookie {
  if (!NAME.test(name)) throw new Error(`A site cookie is named with letters, digits, "_" and "-": ${name}`);
  const pattern = new RegExp(`(?:^|;)\\s*${name}=([^;]*)`);
  const attributes = (secure: boolean) => `Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  const set = (value: string, secure: boolean, maxAgeSeconds?: number) =>
    `${name}=${value}; ${maxAgeSeconds === undefined ? '' : `Max-Age=${maxAgeSeconds}; `}${attributes(secure)}`;
  return {
    name,
    valueOf(cookieHeader) {
      // Most requests hold none: no pattern is run on them.
      if (!cookieHeader?.includes(`${name}=`)) return undefined;
      return pattern.exec(cookieHeader)?.[1]?.trim() || undefined;
    },
    set,
    clear: (secure) => set('', secure, 0),
  };
}
