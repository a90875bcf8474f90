/**
 * Hostile preview cookies and links (fast-check, fixed seed), written byte for byte to a listening
 * shell server as hostile-input.test.ts does: whatever the Cookie header and the preview address
 * hold, the answer is 2xx, 3xx or 4xx, reflects nothing sent, sets no cookie but a well-formed
 * preview or language cookie, redirects only on the site, and the server keeps answering.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  getWithCookie,
  hostileAnswerProblemOf,
  hostileCookieValues,
  INJECTIONS,
} from '../test-support/hostile-cookies';
import { portOf, rawRequest, type RawAnswer } from '../test-support/raw-http';
import { ABOUT_CLIENT_BUILD, createTestSite, SHELL_BUILD, type TestSite } from '../test-support/site';
import { previewLinkPath } from '.';
import { PREVIEW_COOKIE } from './preview-cookie';
import { signPreviewCookie } from './preview-token';

const SECRET = 'a-preview-secret-of-the-hostile-tests-0123';
/** In every hostile value: no answer may contain it. */
const MARKER = 'zqcookie';

describe('hostile preview cookies', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let port: number;
  const valid = () =>
    signPreviewCookie(SECRET, [{ section: 'mfe-about', version: 'v2', expiresAt: Date.now() + 3_600_000 }]);

  beforeAll(async () => {
    site = createTestSite('shell-preview-hostile', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_CLIENT_BUILD);
    // The same build staged again as the candidate: what differs is which version a document names.
    await site.stage('mfe-about', 'v2', ABOUT_CLIENT_BUILD);
    app = await site.server({ PREVIEW_SECRET: SECRET, PUBLIC_ORIGIN: 'https://www.example.com' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = portOf(app);
  });

  afterAll(() => site.remove());

  const hostile = hostileCookieValues(
    MARKER,
    'A',
    fc.constantFrom(...INJECTIONS).map((text) => encodeURIComponent(`${MARKER}${text}`)),
  );
  /** A value the server signed, changed somewhere; or only signed-looking. */
  const forged = fc.tuple(fc.nat(), fc.constantFrom('A', '_', '-', '.', `${MARKER}`, '<x-evil>')).map(([at, piece]) => {
    const value = valid();
    const index = at % value.length;
    return `${value.slice(0, index)}${piece}${value.slice(index + 1)}`;
  });
  const cookieValue = fc.oneof(
    hostile,
    forged,
    fc.constant('').map(() => valid()),
  );
  const cookiePart = fc.oneof(
    { weight: 6, arbitrary: cookieValue.map((value) => `${PREVIEW_COOKIE}=${value}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(PREVIEW_COOKIE, `${PREVIEW_COOKIE}==`, `=${MARKER}`, 'zh_choose=e', 'a=b'),
    },
  );
  const cookieHeader = fc.array(cookiePart, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('; '));
  const target = fc.oneof(
    fc.constantFrom('/about/introduce', '/en/about/introduce', '/m/about/introduce', '/_preview/leave', '/nowhere'),
    hostile.map((value) => `/_preview/leave?section=${encodeURIComponent(value)}`),
    fc.oneof(hostile, forged).map((value) => `/_preview/${encodeURIComponent(value)}`),
    fc
      .constant('')
      .map(() => previewLinkPath(SECRET, { section: 'mfe-about', version: 'v2', expiresAt: Date.now() + 60_000 })),
  );

  function problemOf(answer: RawAnswer): string | null {
    const problem = hostileAnswerProblemOf(answer, MARKER);
    if (problem) return problem;
    for (const [name, value] of answer.headers) {
      if (name === 'location' && !/^\/(?![/\\])/.test(value)) return `redirects off-site: ${value}`;
      const preview = new RegExp(
        `^${PREVIEW_COOKIE}=([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}; Max-Age=\\d+|; Max-Age=0); Path=/; SameSite=Lax; HttpOnly; Secure$`,
      );
      if (name === 'set-cookie' && !preview.test(value) && !/^zh_choose=[ste];/.test(value))
        return `sets a cookie: ${value}`;
    }
    return null;
  }

  it('answers 400 generated hostile cookies and preview addresses with no 5xx, echo, stray cookie or off-site redirect, and keeps serving', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(target, cookieHeader, async (address, cookie) => {
        const answer = await getWithCookie(port, address, cookie);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problem = problemOf(answer);
        if (problem) {
          const request = rawRequest('GET', address, [`Cookie: ${cookie}`]);
          throw new Error(`${problem}\nrequest: ${JSON.stringify(request.slice(0, 300))}`);
        }
      }),
      { seed: 20261128, numRuns: 400, endOnFailure: true },
    );
    // The runs reached documents, links that open, refused links and the parser's refusals.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 302, 400, 404]));
    const after = await app.inject({ url: '/about/introduce' });
    expect(after.statusCode).toBe(200);
  }, 120_000);
});
