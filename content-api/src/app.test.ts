import zlib from 'node:zlib';
import { ENDPOINT_PATHS, endpoints, type EndpointPath } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, get, schemaErrors } from './test-support/api';
import { API_SECURITY_HEADERS } from './lib/security-headers';

/** A query that finds content in each backend, for every endpoint of the table. */
const SAMPLE_QUERIES: Record<EndpointPath, { zh: string; en: string }> = {
  '/api/web/navigation': { zh: '', en: '' },
  '/api/web/category/list': { zh: 'id=2', en: 'id=2' },
  '/api/web/category/detail': { zh: 'id=17', en: 'id=48' },
  '/api/web/category/self/detail': { zh: 'id=DataAnalysis', en: 'id=DataAnalysis' },
  '/api/web/category/page/detail': { zh: 'id=13', en: 'id=44' },
  '/api/web/seo/map': { zh: '', en: '' },
  '/api/web/news/detail/top': { zh: 'type=research', en: 'type=research' },
  '/api/web/news/list': { zh: 'type=dynamic&page=1&pageSize=5', en: 'type=dynamic&page=1&pageSize=5' },
  '/api/web/news/detail': { zh: 'id=1', en: 'id=501' },
  '/api/web/event/list': { zh: '', en: '' },
  '/api/web/recruit/social/list': { zh: '', en: '' },
  '/api/web/recruit/social/detail': { zh: 'id=1', en: 'id=501' },
  '/api/web/recruit/address/list': { zh: '', en: '' },
  '/api/web/recruit/post/list': { zh: '', en: '' },
  '/api/web/environment/list': { zh: '', en: '' },
  '/api/web/partner/list': { zh: 'type=strategy', en: 'type=strategy' },
  '/api/web/emplife/list': { zh: '', en: '' },
  '/api/web/investor/detail': { zh: '', en: '' },
  '/api/web/page/detail': { zh: 'key=introduce', en: 'key=introduce' },
  '/api/web/story/list': { zh: '', en: '' },
  '/api/web/story/detail': { zh: 'id=1', en: 'id=501' },
  '/api/web/memorabilia/list': { zh: '', en: '' },
  '/api/web/team/list': { zh: '', en: '' },
  '/api/web/team/detail': { zh: 'id=founder', en: 'id=founder' },
  '/api/web/shareholder/list': { zh: '', en: '' },
  '/api/web/honour/list': { zh: 'type=compliance', en: 'type=compliance' },
  '/api/getHomeCopms': { zh: '', en: '' },
  '/api/web/survey/list': { zh: '', en: '' },
};

const url = (path: string, query: string, languageType: number) =>
  `${path}?${[query, `languageType=${languageType}`].filter(Boolean).join('&')}`;

const isEmpty = (data: unknown) =>
  data === null ||
  (Array.isArray(data) && data.length === 0) ||
  (typeof data === 'object' && Object.keys(data as object).length === 0);

describe('content API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(async () => app.close());

  describe.each([
    ['Chinese', 1, 'zh'],
    ['English', 2, 'en'],
  ] as const)('every endpoint in the %s backend', (_name, languageType, lang) => {
    it.each(ENDPOINT_PATHS)('%s answers content in the envelope and its schema', async (path) => {
      const response = await get(app, url(path, SAMPLE_QUERIES[path][lang], languageType));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(schemaErrors(path, body)).toBeNull();
      expect(body).toMatchObject({ code: 0, message: 'ok' });
      expect(isEmpty(body.data)).toBe(false);
    });
  });

  it('lists every endpoint at /api', async () => {
    const response = await get(app, '/api');
    expect(response.statusCode).toBe(200);
    const paths = response.json().data.endpoints.map((entry: { path: string }) => entry.path);
    expect(paths).toEqual(ENDPOINT_PATHS);
  });

  it('defaults to the Chinese backend without languageType', async () => {
    const [withDefault, chinese] = await Promise.all([
      get(app, '/api/web/navigation'),
      get(app, '/api/web/navigation?languageType=1'),
    ]);
    expect(withDefault.json()).toEqual(chinese.json());
    expect(withDefault.json().data[0].name).toBe('首页');
  });

  describe('caching', () => {
    it('sends an ETag and Cache-Control with every successful GET', async () => {
      const response = await get(app, '/api/web/news/list?languageType=2');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    });

    it('answers 304 with no body when If-None-Match names the current ETag', async () => {
      const first = await get(app, '/api/web/seo/map?languageType=1');
      const again = await get(app, '/api/web/seo/map?languageType=1', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
    });

    it('answers 200 when If-None-Match names another ETag', async () => {
      const response = await get(app, '/api/web/seo/map?languageType=1', { 'if-none-match': '"stale"' });
      expect(response.statusCode).toBe(200);
    });

    it('gives the same ETag to the same query in any parameter order', async () => {
      const a = await get(app, '/api/web/news/list?type=research&page=1&languageType=2');
      const b = await get(app, '/api/web/news/list?languageType=2&page=1&type=research');
      expect(a.headers.etag).toBe(b.headers.etag);
      expect(a.body).toBe(b.body);
    });

    it('answers a URL it answered before with the same status, headers and body in every encoding', async () => {
      const path = '/api/web/news/list?type=dynamic&languageType=1';
      for (const encoding of ['gzip, deflate, br', 'gzip', undefined]) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const first = await get(app, path, headers);
        const again = await get(app, path, headers);
        expect(again.statusCode).toBe(200);
        const { date: _firstDate, ...firstHeaders } = first.headers;
        const { date: _againDate, ...againHeaders } = again.headers;
        expect(againHeaders).toEqual(firstHeaders);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      }
    });

    it('validates a URL again each time it was refused', async () => {
      for (let i = 0; i < 2; i += 1) {
        const response = await get(app, '/api/web/navigation?languageType=2&script=hant');
        expect(response.statusCode).toBe(400);
      }
    });

    it('gives different backends different ETags', async () => {
      const zh = await get(app, '/api/web/navigation?languageType=1');
      const en = await get(app, '/api/web/navigation?languageType=2');
      expect(zh.headers.etag).not.toBe(en.headers.etag);
    });
  });

  describe('bad input', () => {
    it.each([
      ['/api/web/navigation?languageType=3', 'languageType'],
      ['/api/web/navigation?languageType=abc', 'languageType'],
      ['/api/web/navigation?script=hans', 'script'],
      ['/api/web/navigation?languageType=2&script=hant', 'script'],
      ['/api/web/category/list', 'id'],
      ['/api/web/category/list?id=two', 'id'],
      ['/api/web/category/detail?id=-1', 'id'],
      ['/api/web/category/detail?id=99999999999', 'id'],
      ['/api/web/category/self/detail?id=../etc', 'id'],
      ['/api/web/news/list?type=gossip', 'type'],
      ['/api/web/news/list?page=0', 'page'],
      ['/api/web/news/list?pageSize=51', 'pageSize'],
      ['/api/web/news/list?page=1.5', 'page'],
      ['/api/web/news/detail', 'id'],
      ['/api/web/news/detail?id=1&id=2', 'id'],
      ['/api/web/recruit/social/list?keyword=' + 'x'.repeat(41), 'keyword'],
      ['/api/web/recruit/social/list?city=', 'city'],
      ['/api/web/partner/list?type=vendor', 'type'],
      ['/api/web/page/detail?key=secret', 'key'],
      ['/api/web/team/detail?id=ceo', 'id'],
      ['/api/web/honour/list', 'type'],
    ])('%s gets 400 naming "%s"', async (path, parameter) => {
      const response = await get(app, path);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe(400);
      expect(body.data).toBeNull();
      expect(body.message).toContain(`"${parameter}"`);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('refuses an unknown parameter by listing the ones the endpoint takes', async () => {
      const response = await get(app, '/api/web/news/detail?id=1&foo=1');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Unknown query parameter: this endpoint takes languageType, script, id, type',
      );
    });

    describe('never echoes the request in a 400', () => {
      const MARKUP = '<img src=x onerror=alert(1)>';
      const hostile = encodeURIComponent(MARKUP);
      const echoes = (body: string) => /<img|onerror|alert\(|%3Cimg/i.test(body);

      it.each(ENDPOINT_PATHS)('%s names no unknown parameter', async (path) => {
        const query = [SAMPLE_QUERIES[path].zh, `${hostile}=1`].filter(Boolean).join('&');
        const response = await get(app, `${path}?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^Unknown query parameter: this endpoint takes languageType, script/);
        expect(echoes(response.body)).toBe(false);
      });

      it.each(ENDPOINT_PATHS)('%s echoes no value of a declared parameter', async (path) => {
        for (const parameter of Object.keys(endpoints[path].query.properties)) {
          const query = new URLSearchParams(SAMPLE_QUERIES[path].zh);
          query.set(parameter, MARKUP);
          const response = await get(app, `${path}?${query}`);
          // Free-text filters (city, keyword) take any short text: they find nothing.
          if (response.statusCode !== 200) {
            expect(response.statusCode).toBe(400);
            expect(response.json().message).toContain(`"${parameter}"`);
          }
          expect(echoes(response.body)).toBe(false);
        }
      });
    });

    it('explains which values a choice parameter takes', async () => {
      const body = (await get(app, '/api/web/news/list?type=gossip')).json();
      expect(body.message).toBe('Invalid query parameter "type": must be one of dynamic, research');
    });

    it.each([
      '/api/web/news/detail?id=999999',
      '/api/web/news/detail?id=501&languageType=1',
      '/api/web/category/detail?id=48&languageType=1',
      '/api/web/category/detail?id=17&languageType=2',
      '/api/web/category/list?id=3',
      '/api/web/category/self/detail?id=Unknown',
      '/api/web/category/page/detail?id=44&languageType=1',
      '/api/web/story/detail?id=999',
      '/api/web/team/detail?id=999',
      '/api/web/recruit/social/detail?id=999',
    ])('%s gets 404 with a message', async (path) => {
      const response = await get(app, path);
      expect(response.statusCode).toBe(404);
      const body = response.json();
      expect(body.code).toBe(404);
      expect(body.message).toMatch(/^No /);
    });

    it('answers 404 in the envelope for an unknown endpoint', async () => {
      const response = await get(app, '/api/web/nothing?x=1');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'No endpoint at /api/web/nothing', data: null });
    });

    it('never answers 500 to odd input', async () => {
      const odd = [
        '/api/web/news/list?page=%00',
        '/api/web/news/list?type[]=dynamic',
        '/api/web/news/list?type=dynamic&type=research',
        '/api/web/news/detail?id=%F0%9F%98%80',
        '/api/web/recruit/social/list?keyword=%25_%5C',
        "/api/web/recruit/social/list?keyword=' OR 1=1 --",
        '/api/web/category/self/detail?id=constructor',
        '/api/web/category/self/detail?id=__proto__',
        '/api/web/team/detail?id=0',
        '/api/web/news/list?languageType=1e3',
        '/api/web/news/list?pageSize=10000000000000000000000',
      ];
      for (const path of odd) {
        const response = await get(app, path);
        expect([200, 400, 404]).toContain(response.statusCode);
      }
    });
  });

  describe('HTTP plugins', () => {
    it('sets security headers', async () => {
      const response = await get(app, '/api/web/navigation');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['strict-transport-security']).toBeDefined();
    });

    it('compresses large responses with brotli or gzip as the client accepts, and says it varies', async () => {
      const url = '/api/web/seo/map?languageType=2';
      const plain = await get(app, url);
      const br = await get(app, url, { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get(app, url, { 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
      expect(br.headers.vary).toBe('accept-encoding');
      expect(br.headers.etag).toBe(plain.headers.etag);
    });

    it('sends small responses uncompressed', async () => {
      const response = await get(app, '/api/web/navigation?languageType=2', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBeUndefined();
    });

    it('sets security headers on errors too', async () => {
      const response = await get(app, '/api/web/news/detail');
      expect(response.statusCode).toBe(400);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('sets every security header on each kind of answer: miss, hit, 304, 400, 404, media, HEAD', async () => {
      const url = '/api/web/seo/map?languageType=1';
      const miss = await get(app, url);
      const hit = await get(app, url, { 'accept-encoding': 'gzip, deflate, br' });
      const answers = [
        miss,
        hit,
        await get(app, url, { 'if-none-match': String(hit.headers.etag) }),
        await get(app, '/api/web/news/detail'),
        await get(app, '/api/web/no-such-endpoint'),
        await get(app, '/api/media/home/hero.svg'),
        await app.inject({ method: 'HEAD', url }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 304, 400, 404, 200, 200]);
      for (const answer of answers) expect(answer.headers).toMatchObject(API_SECURITY_HEADERS);
    });

    it('compresses media', async () => {
      const response = await get(app, '/api/media/home/hero.svg', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
    });

    it('serves media with long-lived caching', async () => {
      const response = await get(app, '/api/media/home/hero.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    });

    it('does not serve files outside the media folder', async () => {
      const response = await get(app, '/api/media/..%2f..%2fpackage.json');
      expect([400, 403, 404]).toContain(response.statusCode);
    });
  });
});

describe('content API rate limit', () => {
  it('answers 429 in the envelope past the configured limit', async () => {
    const app = await buildTestApi({ rateLimitMax: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await get(app, '/api/web/navigation')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const body = (await get(app, '/api/web/navigation')).json();
      expect(body.code).toBe(429);
      expect(body.message).toMatch(/Too many requests/);
    } finally {
      await app.close();
    }
  });

  it('leaves headers, compression and limits to a host that provides them', async () => {
    const app = await buildTestApi({ rateLimitMax: 1 }, { hostProvidesHttpPlugins: true });
    try {
      const first = await get(app, '/api/web/navigation');
      const second = await get(app, '/api/web/navigation');
      expect(second.statusCode).toBe(200);
      expect(first.headers['content-security-policy']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
