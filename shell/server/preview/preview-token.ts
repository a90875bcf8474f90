/**
 * Signed preview grants (decision 069): a link names one grant, the cookie the grants one browser
 * holds. Each is `<payload>.<signature>`: the payload base64url JSON, the signature HMAC-SHA256 of
 * its purpose and payload. Whatever does not verify, parse and validate exactly is invalid.
 * A grant is of a section's candidate (decision 069) or, with `kind: "content"`, of the content
 * preview the content command stored (decision 073); one cookie may hold both kinds.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** What a grant names, as the registry does (RegistryEntry's version pattern), bounded in length. */
const NAME = { pattern: '^[A-Za-z0-9._-]+$', minLength: 1, maxLength: 100 };

/** One browser may see `version` of `section` in place of its current release until `expiresAt`. */
export const SectionGrant = Type.Object(
  {
    section: Type.String(NAME),
    version: Type.String(NAME),
    /** Milliseconds since the epoch (Date.now()). */
    expiresAt: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  },
  { additionalProperties: false },
);
export type SectionGrant = Static<typeof SectionGrant>;

/** One browser may see the content preview `id` (its row in the content database) until `expiresAt`. */
export const ContentGrant = Type.Object(
  {
    kind: Type.Literal('content'),
    id: Type.String(NAME),
    expiresAt: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  },
  { additionalProperties: false },
);
export type ContentGrant = Static<typeof ContentGrant>;

export const PreviewGrant = Type.Union([SectionGrant, ContentGrant]);
export type PreviewGrant = Static<typeof PreviewGrant>;

export const isContentGrant = (grant: PreviewGrant): grant is ContentGrant => 'kind' in grant;

/** What a grant is of, one per cookie: a section's name, or the content. */
export const grantScopeOf = (grant: PreviewGrant): string => (isContentGrant(grant) ? ' content' : grant.section);

/** The grants a cookie may hold: a browser previews one candidate per section, and a cookie has about 4 KB. */
export const MAX_GRANTS = 8;
const CookieGrants = Type.Array(PreviewGrant, { minItems: 1, maxItems: MAX_GRANTS });

/** Longer than any value this server signs: refused before any work is done on it. */
const MAX_LINK_CHARS = 512;
const MAX_COOKIE_CHARS = 3600;

/** A link's signature never verifies a cookie, nor the reverse. */
type Purpose = 'preview-link' | 'preview-cookie';

const SIGNED = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

function signatureOf(secret: string, purpose: Purpose, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}.${payload}`).digest('base64url');
}

function sign(secret: string, purpose: Purpose, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${signatureOf(secret, purpose, payload)}`;
}

function verify(secret: string, purpose: Purpose, signed: unknown, maxChars: number): unknown {
  if (typeof signed !== 'string' || signed.length > maxChars) return undefined;
  const match = SIGNED.exec(signed);
  if (!match) return undefined;
  const [, payload = '', signature = ''] = match;
  // Compared as text: decoding would accept other spellings of the same bytes.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, purpose, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function assertGrant(grant: PreviewGrant): void {
  if (!Value.Check(PreviewGrant, grant))
    throw new Error(
      'A preview grant names a section and a version, or is of kind "content" with an id (letters, digits, ".", "_", "-", at most 100), and expiresAt, ms since the epoch',
    );
}

/** The grant's own fields only, in a fixed order: what is signed. */
function fieldsOf(grant: PreviewGrant): PreviewGrant {
  if (isContentGrant(grant)) return { kind: grant.kind, id: grant.id, expiresAt: grant.expiresAt };
  const { section, version, expiresAt } = grant;
  return { section, version, expiresAt };
}

/** The token of a preview link: one grant. */
export function signPreviewLink(secret: string, grant: PreviewGrant): string {
  assertGrant(grant);
  return sign(secret, 'preview-link', fieldsOf(grant));
}

/** The grant of a link's token, or null when it is not one this secret signed, or has expired. */
export function verifyPreviewLink(secret: string, token: unknown, now: number): PreviewGrant | null {
  const grant = verify(secret, 'preview-link', token, MAX_LINK_CHARS);
  return Value.Check(PreviewGrant, grant) && grant.expiresAt > now ? grant : null;
}

/** The cookie's value for `grants` (one per section and one of the content, at most MAX_GRANTS). */
export function signPreviewCookie(secret: string, grants: readonly PreviewGrant[]): string {
  grants.forEach(assertGrant);
  if (grants.length === 0 || grants.length > MAX_GRANTS)
    throw new Error(`A preview cookie holds 1 to ${MAX_GRANTS} grants`);
  return sign(secret, 'preview-cookie', grants.map(fieldsOf));
}

/**
 * The grants of a cookie's value, expired ones included (the caller drops them and says so), or
 * null when it is not a value this secret signed.
 */
export function readPreviewCookie(secret: string, value: unknown): PreviewGrant[] | null {
  const grants = verify(secret, 'preview-cookie', value, MAX_COOKIE_CHARS);
  if (!Value.Check(CookieGrants, grants)) return null;
  return new Set(grants.map(grantScopeOf)).size === grants.length ? grants : null;
}
