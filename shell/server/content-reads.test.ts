/**
 * The shell server's own reads of the content API (navigation, categories, SEO, route data):
 * never counted as a visitor's requests, and never turned into a page with missing parts.
 */
import path from 'node:path';
import { contentApi, loadContentApiConfig } from '@site/content-api';
import Fastify, { type FastifyInstance } from 'fastify';
import { ABOUT_CLIENT_BUILD, createTestSite, SHELL_BUILD, stateOf, type TestSite } from './test-support/site';

describe("the shell server's content reads", () => {
  let site: TestSite;

  beforeAll(() => {
    site = createTestSite('content-reads', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_CLIENT_BUILD);
  });

  afterAll(() => site.remove());

  it('builds 30 uncached documents under a rate limit of 5, while a visitor past the limit gets 429 from /api', async () => {
    const app = await site.server({ RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' });
    const visitor = '203.0.113.7';
    for (let visit = 0; visit < 30; visit += 1) {
      const language = ['s', 't', 'e'][visit % 3];
      const response = await app.inject({
        url: `/${language === 'e' ? 'en/' : ''}about/introduce?visit=${visit}`,
        headers: { cookie: `zh_choose=${language}` },
        remoteAddress: visitor,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['server-timing']).not.toContain('document cache');
      expect(stateOf(response.body).navigation).toHaveLength(8);
    }

    const api = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ url: '/api/web/navigation?languageType=1', remoteAddress, headers });
    for (let request = 0; request < 5; request += 1) expect((await api(visitor)).statusCode).toBe(200);
    const limited = await api(visitor);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, data: null });
    expect((await api(visitor, { 'x-shell-read-pass': 'guessed' })).statusCode).toBe(429);
    expect((await api('198.51.100.2')).statusCode).toBe(200);
  });

  describe('with a content API that fails', () => {
    /** What the content API answers instead of its own answer, by path; null: its own answer. */
    let fault: (path: string) => { status: number; body: unknown } | null = () => null;
    let api: FastifyInstance;
    let shellApp: FastifyInstance;

    beforeAll(async () => {
      api = Fastify();
      api.addHook('onRequest', async (request, reply) => {
        const answer = fault(request.url.split('?')[0] ?? '');
        if (answer) await reply.code(answer.status).send(answer.body);
      });
      await api.register(contentApi, {
        prefix: '/api',
        config: loadContentApiConfig({ DATABASE_FILE: path.join(site.folder, 'remote.db'), RATE_LIMIT_MAX: '0' }),
      });
      shellApp = await site.server({ CONTENT_API_URL: await api.listen({ host: '127.0.0.1', port: 0 }) });
    });

    afterAll(() => api.close());

    afterEach(() => {
      fault = () => null;
    });

    async function expectErrorPageThenWholePage() {
      const failed = await shellApp.inject({ url: '/about/introduce' });
      expect(failed.statusCode).toBe(500);
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(stateOf(failed.body)).toMatchObject({ errorStatus: 500, route: null, data: {} });
      fault = () => null;
      const whole = await shellApp.inject({ url: '/about/introduce' });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['server-timing']).not.toContain('document cache');
      const state = stateOf(whole.body);
      expect(state.navigation).toHaveLength(8);
      expect(state.seo?.seoTitle).toBeTruthy();
      expect(state.data['/api/web/page/detail?key=introduce&languageType=1']).toMatchObject({ key: 'introduce' });
    }

    it('answers a failed chrome read with an error page that is not kept', async () => {
      fault = (path) => (path === '/api/web/seo/map' ? { status: 503, body: { code: 500, message: 'down' } } : null);
      await expectErrorPageThenWholePage();
    });

    it('answers route data that does not match its schema with an error page that is not kept', async () => {
      fault = (path) =>
        path === '/api/web/page/detail' ? { status: 200, body: { code: 0, message: 'ok', data: { key: 1 } } } : null;
      await expectErrorPageThenWholePage();
    });

    it('answers an unreachable content API with an error page', async () => {
      const unreachable = await site.server({ CONTENT_API_URL: 'http://127.0.0.1:9' });
      const response = await unreachable.inject({ url: '/about/introduce' });
      expect(response.statusCode).toBe(500);
      expect(stateOf(response.body).errorStatus).toBe(500);
    });
  });
});
