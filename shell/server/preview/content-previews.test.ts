/**
 * A content preview on a shell server (decision 073): a browser holding its grant gets the
 * preview's content in its documents and /api reads, personally; every other browser, and the
 * caches, the live content; a discarded or replaced preview is noticed on the next request.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  discardContentPreview,
  readContentDatabase,
  recordContentPreview,
  type ContentPreview,
} from '@site/content-api';
import { portOf, sendRaw } from '../test-support/raw-http';
import { ABOUT_CLIENT_BUILD, createTestSite, SHELL_BUILD, stateOf, type TestSite } from '../test-support/site';
import { previewLinkPath } from '.';
import { CONTENT_PREVIEW_SECTION } from '../../src/preview-paths';
import { PREVIEW_COOKIE } from './preview-cookie';
import { signPreviewCookie } from './preview-token';

jest.setTimeout(60_000);

const SECRET = 'a-preview-secret-of-the-content-tests-0123';
const PAGE_API = (languageType: 1 | 2) => `/api/web/page/detail?key=introduce&languageType=${languageType}`;
const MARKER = 'zqcontent';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('content previews on the shell server', () => {
  let site: TestSite;
  let app: FastifyInstance;

  /** Stores the live content, with the introduce page's titles changed to `title`, as the preview. */
  async function previewWithTitle(title: string): Promise<ContentPreview> {
    const db = app.contentStore.db;
    const content = await readContentDatabase(db);
    const changed = new Map(
      [...content].map(([kind, byBackend]) => [
        kind,
        {
          zh: byBackend.zh.map((item) => (item.key === 'introduce' ? { ...item, title: `${title} zh` } : item)),
          en: byBackend.en.map((item) => (item.key === 'introduce' ? { ...item, title: `${title} en` } : item)),
        },
      ]),
    );
    return recordContentPreview(db, changed, 'test', Date.now());
  }

  const cookieOf = ({ id, expiresAt }: ContentPreview) =>
    `${PREVIEW_COOKIE}=${signPreviewCookie(SECRET, [{ kind: 'content', id, expiresAt }])}`;
  const get = (url: string, cookie?: string, userAgent = DESKTOP) =>
    app.inject({ url, headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });
  const pageTitle = (html: string, languageType: 1 | 2) =>
    (stateOf(html).data[PAGE_API(languageType)] as { title?: string } | undefined)?.title;

  beforeAll(async () => {
    site = createTestSite('shell-content-preview', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_CLIENT_BUILD);
    app = await site.server({ PREVIEW_SECRET: SECRET });
  });
  afterAll(() => site.remove());
  afterEach(() => discardContentPreview(app.contentStore.db, Date.now()));

  it('opens a valid link into a cookie holding the content grant, and refuses one of another preview', async () => {
    const preview = await previewWithTitle('Linked');
    const opened = await get(previewLinkPath(SECRET, { kind: 'content', ...preview }));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/');
    const cookie = String(opened.headers['set-cookie']).split(';')[0] ?? '';
    expect(pageTitle((await get('/about/introduce', cookie)).body, 1)).toBe('Linked zh');
    // The banner's link to leave clears the cookie.
    const left = await get('/_preview/leave', cookie);
    expect(left.statusCode).toBe(302);
    expect(left.headers['set-cookie']).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; Max-Age=0;`));

    const stale = await get(
      previewLinkPath(SECRET, { kind: 'content', id: 'not-the-current', expiresAt: preview.expiresAt }),
    );
    expect(stale.statusCode).toBe(400);
  });

  it('serves a browser with the grant the preview, server-rendered, in every language and on /m, never cached', async () => {
    const preview = await previewWithTitle('Previewed');
    const cookie = cookieOf(preview);
    for (const [path, languageType, userAgent] of [
      ['/about/introduce', 1, DESKTOP],
      ['/en/about/introduce', 2, DESKTOP],
      ['/m/about/introduce', 1, PHONE],
    ] as const) {
      const response = await get(path, cookie, userAgent);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(pageTitle(response.body, languageType)).toBe(`Previewed ${languageType === 1 ? 'zh' : 'en'}`);
      expect(stateOf(response.body).preview).toEqual([{ section: CONTENT_PREVIEW_SECTION, version: preview.id }]);
      // The banner, server-rendered, says so.
      expect(response.body).toContain(
        languageType === 1
          ? '预览：内容预览，含尚未发布的内容'
          : 'Preview: previewed content, unpublished items included',
      );
    }

    // The same pages without the cookie, asked right after: the live content, from or into the cache.
    for (const path of ['/about/introduce', '/about/introduce']) {
      const live = await get(path);
      expect(live.headers['cache-control']).toBe('no-cache');
      expect(pageTitle(live.body, 1)).not.toMatch(/^Previewed/);
      expect(stateOf(live.body).preview).toBeUndefined();
    }
  });

  it("answers the browser's /api reads from the preview, private and no-store; other visitors' from the live API", async () => {
    const preview = await previewWithTitle('Api');
    const previewed = await get(PAGE_API(2), cookieOf(preview));
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(previewed.headers.etag).toBeUndefined();
    expect(previewed.json().data.title).toBe('Api en');
    // Unknown there as here: the preview's API answers its 404 personally too.
    const missing = await get('/api/web/news/detail?id=999999&languageType=1', cookieOf(preview));
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');

    for (let i = 0; i < 2; i += 1) {
      const live = await get(PAGE_API(2));
      expect(live.headers['cache-control']).toMatch(/^public, max-age=/);
      expect(live.json().data.title).not.toBe('Api en');
    }
  });

  it('shows the live content once the preview is discarded or replaced, and drops the stale grant from the cookie', async () => {
    const first = await previewWithTitle('First');
    expect(pageTitle((await get('/about/introduce', cookieOf(first))).body, 1)).toBe('First zh');

    const second = await previewWithTitle('Second');
    const replaced = await get('/about/introduce', cookieOf(first));
    expect(pageTitle(replaced.body, 1)).not.toMatch(/^(First|Second)/);
    expect(replaced.headers['set-cookie']).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; Max-Age=0;`));
    expect((await get(PAGE_API(1), cookieOf(first))).json().data.title).not.toMatch(/^(First|Second)/);
    expect(pageTitle((await get('/about/introduce', cookieOf(second))).body, 1)).toBe('Second zh');

    await discardContentPreview(app.contentStore.db, Date.now());
    const discarded = await get('/about/introduce', cookieOf(second));
    expect(discarded.statusCode).toBe(200);
    expect(pageTitle(discarded.body, 1)).not.toMatch(/^Second/);
    expect(stateOf(discarded.body).preview).toBeUndefined();
    const api = await get(PAGE_API(1), cookieOf(second));
    expect(api.json().data.title).not.toMatch(/^Second/);
    expect(api.headers['cache-control']).toMatch(/^public/);
    expect((await get(previewLinkPath(SECRET, { kind: 'content', ...second }))).statusCode).toBe(400);
  });

  it('keeps a section grant and a content grant in one cookie', async () => {
    const preview = await previewWithTitle('Both');
    const value = signPreviewCookie(SECRET, [
      { section: 'mfe-about', version: 'v1', expiresAt: preview.expiresAt },
      { kind: 'content', ...preview },
    ]);
    // mfe-about v1 is no candidate: that grant is dropped, the content grant kept.
    const response = await get('/about/introduce', `${PREVIEW_COOKIE}=${value}`);
    expect(pageTitle(response.body, 1)).toBe('Both zh');
    const kept = String(response.headers['set-cookie']).split(';')[0] ?? '';
    expect(pageTitle((await get('/about/introduce', kept)).body, 1)).toBe('Both zh');
  });

  it('answers hostile cookies on documents and /api with 2xx or 4xx only, echoing nothing', async () => {
    const preview = await previewWithTitle('Hostile');
    const valid = signPreviewCookie(SECRET, [{ kind: 'content', ...preview }]);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = portOf(app);
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }).map((text) => `${MARKER}${text.replace(/[\r\n]/g, '_')}`),
      fc.constantFrom('<x-evil>', '"><script>', '%00', '\\', ';;', '=').map((text) => `${MARKER}${text}`),
      fc.integer({ min: 100, max: 5000 }).map((n) => `${MARKER}${'A'.repeat(n)}`),
      fc.tuple(fc.nat(), fc.constantFrom('A', '_', '.', MARKER)).map(([at, piece]) => {
        const index = at % valid.length;
        return `${valid.slice(0, index)}${piece}${valid.slice(index + 1)}`;
      }),
      fc.constant(valid),
    );
    const target = fc.constantFrom(
      '/about/introduce',
      '/en/about/introduce',
      PAGE_API(1),
      '/api/web/news/list?languageType=1',
      `/api/web/page/detail?key=${MARKER}`,
      '/api/nowhere',
    );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(target, hostile, async (address, value) => {
        const request = Buffer.from(
          `GET ${address} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nCookie: ${PREVIEW_COOKIE}=${value}\r\n\r\n`,
          'latin1',
        );
        const answer = await sendRaw(port, request);
        statuses.add(answer.status);
        expect(answer.status >= 200 && answer.status < 500).toBe(true);
        expect(`${answer.head}${answer.body}`).not.toContain(MARKER);
        expect(answer.body).not.toContain('<x-evil');
      }),
      { seed: 20261128, numRuns: 150, endOnFailure: true },
    );
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400]));
  });
});
