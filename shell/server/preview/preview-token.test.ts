import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { previewLinkPath } from '.';
import {
  MAX_GRANTS,
  readPreviewCookie,
  signPreviewCookie,
  signPreviewLink,
  verifyPreviewLink,
  type ContentGrant,
  type PreviewGrant,
} from './preview-token';

const SECRET = 'a-preview-secret-of-the-tests-0123456789';
const NOW = Date.UTC(2026, 10, 28, 9);
const GRANT: PreviewGrant = { section: 'mfe-news', version: '2026.11.28-1', expiresAt: NOW + 3_600_000 };
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** JSON text signed as this server signs, whatever it holds: what a forger with the secret could make. */
function signedText(purpose: string, json: string): string {
  const payload = Buffer.from(json).toString('base64url');
  return `${payload}.${createHmac('sha256', SECRET).update(`${purpose}.${payload}`).digest('base64url')}`;
}

const signedAs = (purpose: string, value: unknown) => signedText(purpose, JSON.stringify(value));

describe('preview link tokens', () => {
  it('verify to the grant they were signed with, until it expires', () => {
    const token = signPreviewLink(SECRET, GRANT);
    expect(verifyPreviewLink(SECRET, token, NOW)).toEqual(GRANT);
    expect(verifyPreviewLink(SECRET, token, GRANT.expiresAt - 1)).toEqual(GRANT);
    expect(verifyPreviewLink(SECRET, token, GRANT.expiresAt)).toBeNull();
  });

  it('are invalid with any one character changed, payload or signature', () => {
    const token = signPreviewLink(SECRET, GRANT);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: token.length - 1 }).filter((index) => token[index] !== '.'),
        fc.constantFrom(...BASE64URL),
        (index, replacement) => {
          fc.pre(token[index] !== replacement);
          const tampered = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
          expect(verifyPreviewLink(SECRET, tampered, NOW)).toBeNull();
        },
      ),
      { seed: 20261128, numRuns: 500 },
    );
  });

  it('are invalid under another secret', () => {
    expect(verifyPreviewLink(`${SECRET}!`, signPreviewLink(SECRET, GRANT), NOW)).toBeNull();
  });

  it('are invalid when oversize, even correctly signed and holding a well-formed grant', () => {
    const padded = (spaces: number) => signedText('preview-link', `${' '.repeat(spaces)}${JSON.stringify(GRANT)}`);
    expect(verifyPreviewLink(SECRET, padded(10), NOW)).toEqual(GRANT);
    expect(verifyPreviewLink(SECRET, padded(400), NOW)).toBeNull();
  });

  it('are invalid when the signed payload is anything but one well-formed grant', () => {
    for (const value of [
      null,
      [],
      'mfe-news',
      [GRANT],
      { ...GRANT, extra: 1 },
      { section: 'mfe-news', version: 'v2' },
      { ...GRANT, expiresAt: String(GRANT.expiresAt) },
      { ...GRANT, expiresAt: 1.5 },
      { ...GRANT, section: '../mfe-news' },
      { ...GRANT, version: '' },
      { ...GRANT, section: '<x-evil>' },
    ]) {
      expect(verifyPreviewLink(SECRET, signedAs('preview-link', value), NOW)).toBeNull();
    }
    expect(verifyPreviewLink(SECRET, signedText('preview-link', '{"section":'), NOW)).toBeNull();
  });

  it('are invalid when garbage, whatever it is', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()), (garbage) => {
        expect(verifyPreviewLink(SECRET, garbage, NOW)).toBeNull();
      }),
      { seed: 20261128, numRuns: 200 },
    );
    for (const garbage of ['', '.', 'a.b', `${'A'.repeat(10)}.${'A'.repeat(43)}`, `.${'A'.repeat(43)}`, '%00.%00']) {
      expect(verifyPreviewLink(SECRET, garbage, NOW)).toBeNull();
    }
  });

  it('refuse to sign a grant that would not verify', () => {
    expect(() => signPreviewLink(SECRET, { ...GRANT, section: 'mfe/news' })).toThrow(/names a section and a version/);
    expect(() => signPreviewLink(SECRET, { ...GRANT, expiresAt: Number.NaN })).toThrow(/expiresAt/);
  });

  it('make the path of the link that opens the preview', () => {
    expect(previewLinkPath(SECRET, GRANT)).toBe(`/_preview/${signPreviewLink(SECRET, GRANT)}`);
  });
});

describe('preview cookie values', () => {
  const OTHER: PreviewGrant = { section: 'mfe-about', version: 'v7', expiresAt: NOW - 1 };

  it('read back every grant, expired ones included (the caller drops those)', () => {
    expect(readPreviewCookie(SECRET, signPreviewCookie(SECRET, [GRANT, OTHER]))).toEqual([GRANT, OTHER]);
  });

  it('are never a link, nor a link a cookie', () => {
    expect(verifyPreviewLink(SECRET, signedAs('preview-cookie', GRANT), NOW)).toBeNull();
    expect(readPreviewCookie(SECRET, signedAs('preview-link', [GRANT]))).toBeNull();
  });

  it('are invalid tampered, under another secret, oversize, malformed or garbage', () => {
    const value = signPreviewCookie(SECRET, [GRANT]);
    expect(
      readPreviewCookie(SECRET, `${value.slice(0, 5)}${value[5] === 'A' ? 'B' : 'A'}${value.slice(6)}`),
    ).toBeNull();
    expect(readPreviewCookie(`${SECRET}!`, value)).toBeNull();
    expect(
      readPreviewCookie(SECRET, signedText('preview-cookie', `${' '.repeat(3000)}[${JSON.stringify(GRANT)}]`)),
    ).toBeNull();
    const many = Array.from({ length: MAX_GRANTS + 1 }, (_, index) => ({ ...GRANT, section: `mfe-${index}` }));
    expect(readPreviewCookie(SECRET, signedAs('preview-cookie', many))).toBeNull();
    expect(readPreviewCookie(SECRET, signedAs('preview-cookie', [GRANT, GRANT]))).toBeNull();
    expect(readPreviewCookie(SECRET, signedAs('preview-cookie', []))).toBeNull();
    expect(readPreviewCookie(SECRET, signedAs('preview-cookie', GRANT))).toBeNull();
    expect(readPreviewCookie(SECRET, 'garbage')).toBeNull();
    expect(readPreviewCookie(SECRET, undefined)).toBeNull();
  });

  it('hold at most MAX_GRANTS grants, which fit a cookie whatever their names', () => {
    const longest = Array.from({ length: MAX_GRANTS }, (_, index) => ({
      section: `${index}${'s'.repeat(99)}`,
      version: 'v'.repeat(100),
      expiresAt: Number.MAX_SAFE_INTEGER,
    }));
    const value = signPreviewCookie(SECRET, longest);
    expect(readPreviewCookie(SECRET, value)).toHaveLength(MAX_GRANTS);
    expect(value.length).toBeLessThan(4000);
    expect(() => signPreviewCookie(SECRET, [...longest, GRANT])).toThrow(/1 to 8 grants/);
  });
});

describe('content grants (decision 073)', () => {
  const CONTENT: ContentGrant = { kind: 'content', id: 'Xq3Rk9_aZb-0LmNp', expiresAt: NOW + 3_600_000 };

  it('sign and verify as a link and in a cookie beside section grants', () => {
    expect(verifyPreviewLink(SECRET, signPreviewLink(SECRET, CONTENT), NOW)).toEqual(CONTENT);
    expect(verifyPreviewLink(SECRET, signPreviewLink(SECRET, CONTENT), CONTENT.expiresAt)).toBeNull();
    expect(previewLinkPath(SECRET, CONTENT)).toMatch(/^\/_preview\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readPreviewCookie(SECRET, signPreviewCookie(SECRET, [GRANT, CONTENT]))).toEqual([GRANT, CONTENT]);
  });

  it('sign only their own fields', () => {
    const withMore = { ...CONTENT, section: 'mfe-news' } as unknown as ContentGrant;
    expect(() => signPreviewLink(SECRET, withMore)).toThrow(/is of kind "content" with an id/);
    expect(() => signPreviewLink(SECRET, { ...CONTENT, id: '../x' })).toThrow(/is of kind "content" with an id/);
  });

  it('are refused when a cookie holds two, or when they are not exactly a content grant', () => {
    expect(readPreviewCookie(SECRET, signedAs('preview-cookie', [CONTENT, { ...CONTENT, id: 'other' }]))).toBeNull();
    for (const grant of [
      { ...CONTENT, kind: 'contents' },
      { ...CONTENT, kind: 'Content' },
      { kind: 'content', expiresAt: CONTENT.expiresAt },
      { ...CONTENT, id: '' },
      { ...CONTENT, id: 'a'.repeat(101) },
      { ...CONTENT, id: '<x-evil>' },
      { ...CONTENT, expiresAt: -1 },
      { ...CONTENT, expiresAt: '9999999999999' },
      { ...CONTENT, version: 'v2' },
      { ...CONTENT, section: 'mfe-news', version: 'v2' },
    ]) {
      expect(readPreviewCookie(SECRET, signedAs('preview-cookie', [grant]))).toBeNull();
      expect(verifyPreviewLink(SECRET, signedAs('preview-link', grant), NOW)).toBeNull();
    }
  });

  it('read any signed JSON (what a forger holding the secret could send) as valid grants or nothing, never throwing', () => {
    const grantLike = fc.record(
      {
        kind: fc.oneof(fc.constant('content'), fc.string({ maxLength: 10 })),
        id: fc.oneof(fc.constant(CONTENT.id), fc.string({ unit: 'binary', maxLength: 120 })),
        section: fc.oneof(fc.constant('mfe-news'), fc.string({ maxLength: 20 })),
        version: fc.string({ maxLength: 20 }),
        expiresAt: fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 5 }), fc.constant(null)),
      },
      { requiredKeys: [] },
    );
    const payload = fc.oneof(fc.array(grantLike, { maxLength: MAX_GRANTS + 2 }), fc.jsonValue());
    fc.assert(
      fc.property(payload, (value) => {
        const grants = readPreviewCookie(SECRET, signedAs('preview-cookie', value));
        if (grants === null) return;
        expect(grants.length).toBeGreaterThan(0);
        expect(grants.filter((grant) => 'kind' in grant).length).toBeLessThanOrEqual(1);
        for (const grant of grants) expect(JSON.stringify(grant)).toMatch(/^\{("kind":"content","id"|"section")/);
      }),
      { seed: 731128, numRuns: 2000 },
    );
  });
});
