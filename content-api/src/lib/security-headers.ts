/**
 * Security headers from helmet, computed once. helmet's middleware is a pure function of its
 * options (no nonces here), so running it once at start and setting the resulting headers on each
 * response gives the same headers without redoing the work on every request (DESIGN.md §7 budget;
 * docs/decisions/003-precomputed-security-headers.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export function securityHeadersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers of the content API: it answers JSON and media only, so nothing may run, be
 * framed or be read by another origin. Headers that only concern HTML documents (opener policy,
 * origin-agent cluster, DNS prefetch, the legacy download, framing and XSS switches) are left to
 * the shell's documents; each byte of header is paid on every answer.
 */
export const API_SECURITY_HEADERS = securityHeadersOf({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});
