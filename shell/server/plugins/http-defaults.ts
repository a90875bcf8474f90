/**
 * What every answer of the shell server gets: security headers (a strict Content-Security-Policy)
 * and compression. Registered on the root instance, not encapsulated, so it covers every route.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { securityHeadersOf } from '@site/content-api';
import type { FastifyInstance } from 'fastify';
import { BOOT_LOADER_HASH } from '../boot-loader';

/** The kinds of content a section's build brings: what an overridden section's origin is admitted for. */
const SECTION_CONTENT = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'];

/** The policy's directives; `sectionOrigins` (a section override, decision 013) are admitted for a section's content. */
export function contentSecurityDirectives(sectionOrigins: readonly string[] = []): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The document's inline boot loader, by its hash: no other inline script runs.
    'script-src': ["'self'", BOOT_LOADER_HASH],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const name of SECTION_CONTENT) directives[name] = [...(directives[name] ?? []), ...sectionOrigins];
  return directives;
}

/** The Content-Security-Policy header value of `contentSecurityDirectives(sectionOrigins)`. */
export function contentSecurityPolicy(sectionOrigins: readonly string[] = []): string {
  return Object.entries(contentSecurityDirectives(sectionOrigins))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/**
 * helmet's headers, computed once as the content API's are (decision 003): @fastify/helmet ran
 * helmet on every request, parsing the policy each time, about 5 % of a cached document's cost.
 */
const SECURITY_HEADERS = securityHeadersOf({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives() },
  // Other sites learn nothing of the page a visitor came from; the site's own pages keep their
  // addresses in the tab's history (the Navigation API hides them under no-referrer), which a
  // language switch on a product view needs to step back across documents.
  referrerPolicy: { policy: 'same-origin' },
  // Not on every document (decision 086): a public page gains nothing from it, and it costs each
  // arrival from another page a fresh renderer process. A browser holding a grant gets it (documents.ts).
  crossOriginOpenerPolicy: false,
});

/**
 * The opener policy of a document that is one browser's alone (a preview or an override): no page
 * of another origin that opened it, or that it opens, keeps a handle on its window (decision 086).
 */
export const GRANTED_DOCUMENT_OPENER_POLICY = 'same-origin';

export async function applyHttpDefaults(app: FastifyInstance): Promise<void> {
  // A callback hook: every answer pays for it, and an async one costs a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
