/**
 * Documents while a canary runs (decision 078), on a shell server of a test site: mfe-about's
 * candidate v2 on canary to 50 % of visitors, v1 current. A visitor's bucket cookie decides, the
 * same on every request; the embedded registry names the release the page is; documents are kept per
 * composition; no canary, no cookie. Then hostile bucket cookies (fast-check, fixed seed), written
 * byte for byte: only 2xx-4xx, a fresh bucket for anything not a bucket, nothing echoed.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { canaryIn, FileRegistryStore } from '../registry';
import {
  getWithCookie,
  hostileAnswerProblemOf,
  hostileCookieValues,
  INJECTIONS,
} from '../test-support/hostile-cookies';
import { portOf } from '../test-support/raw-http';
import { ABOUT_CLIENT_BUILD, createTestSite, SHELL_BUILD, stateOf, type TestSite } from '../test-support/site';
import { BUCKET_COOKIE } from './bucket';

const MARKER = 'zqbucket';
/** Not buckets, though near, and injections: tried without the marker too, as they are. */
const NEAR_BUCKETS = ['-1', '100', '07', '5.0', ' 1e1', '%', '%zz', '%00', '"', '""', '\\', '.', '=', ';', ''];
const BUCKET_SET = new RegExp(`^${BUCKET_COOKIE}=(\\d{1,2}); Path=/; SameSite=Lax; HttpOnly$`);

describe('documents while a canary runs', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = createTestSite('shell-canary-documents', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_CLIENT_BUILD);
    await site.stage('mfe-about', 'v2', ABOUT_CLIENT_BUILD);
    // Rendered in the browser only: a document of a section with no server build is then kept.
    app = await site.server({ SERVER_RENDER: 'off' });
  });

  afterAll(() => site.remove());

  const visit = (bucket?: string) =>
    app.inject({
      url: '/about/introduce',
      headers: bucket === undefined ? {} : { cookie: `${BUCKET_COOKIE}=${bucket}` },
    });
  const releaseOf = (html: string) => stateOf(html).registry.sections['mfe-about']?.version;

  it('sets no bucket and serves the current release while no canary runs', async () => {
    const answer = await visit();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(releaseOf(answer.body)).toBe('v1');
  });

  it("serves the candidate to the buckets below the share, the same each time, and keeps each composition's document apart", async () => {
    await canaryIn(new FileRegistryStore(site.releasesDir), 'mfe-about', 50);
    const hits = () => app.documentCache.stats().hits;
    let hitsBefore = 0;
    for (let round = 0; round < 2; round += 1) {
      if (round === 1) hitsBefore = hits();
      for (const [bucket, release] of [
        ['0', 'v2'],
        ['49', 'v2'],
        ['50', 'v1'],
        ['99', 'v1'],
      ] as const) {
        const answer = await visit(bucket);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['set-cookie']).toBeUndefined();
        expect(releaseOf(answer.body)).toBe(release);
        expect(answer.body.includes(`/releases/mfe-about/${release}/`)).toBe(true);
      }
    }
    // The second round came from the cache, each bucket its composition's document.
    expect(hits() - hitsBefore).toBe(4);
    expect(app.documentCache.stats().entries).toBe(2);
  });

  it('draws a bucket for a visitor without one, a session cookie, and serves what that bucket gets', async () => {
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const answer = await visit();
      const cookie = String(answer.headers['set-cookie']);
      const bucket = BUCKET_SET.exec(cookie)?.[1];
      expect(bucket).toBeDefined();
      expect(releaseOf(answer.body)).toBe(Number(bucket) < 50 ? 'v2' : 'v1');
      seen.add(releaseOf(answer.body)!);
    }
    // 40 draws at 50 %: both releases (a chance of 2^-39 to fail).
    expect(seen).toEqual(new Set(['v1', 'v2']));
  });

  it('answers hostile bucket cookies with 2xx-4xx, a fresh bucket, nothing echoed, and keeps serving', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = portOf(app);
    const hostile = hostileCookieValues(MARKER, '9', fc.constantFrom(...INJECTIONS, ...NEAR_BUCKETS));
    const cookieHeader = fc
      .array(
        fc.oneof(
          { weight: 4, arbitrary: hostile.map((value) => `${BUCKET_COOKIE}=${value}`) },
          { weight: 1, arbitrary: fc.constantFrom(BUCKET_COOKIE, `${BUCKET_COOKIE}==`, 'a=b', `x${BUCKET_COOKIE}=3`) },
        ),
        { minLength: 1, maxLength: 3 },
      )
      .map((parts) => parts.join('; '));
    const target = fc.constantFrom('/about/introduce', '/en/about/introduce', '/m/about/introduce', '/nowhere');
    await fc.assert(
      fc.asyncProperty(target, cookieHeader, async (address, cookie) => {
        const answer = await getWithCookie(port, address, cookie);
        const request = JSON.stringify(cookie.slice(0, 200));
        const problem = hostileAnswerProblemOf(answer, MARKER);
        if (problem) throw new Error(`${problem} for ${request}`);
        const buckets = answer.headers.filter(
          ([name, value]) => name === 'set-cookie' && value.startsWith(BUCKET_COOKIE),
        );
        // A bucket cookie that is not one (first of its name) is replaced; a document of a 3xx may go without.
        if (answer.status < 300 && (buckets.length !== 1 || !BUCKET_SET.test(buckets[0]![1]))) {
          throw new Error(`no fresh bucket for ${request}: ${JSON.stringify(buckets)}`);
        }
      }),
      { seed: 20261128, numRuns: 300, endOnFailure: true },
    );
    expect((await visit('10')).statusCode).toBe(200);
  }, 120_000);
});
