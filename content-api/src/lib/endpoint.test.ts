/**
 * A cached GET hit is written straight to the response (endpoint.ts, decision 017): these tests
 * hold it to the bytes Fastify's own path sends for the same answer, on a listening server.
 */
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentApi } from '../app';
import { loadContentApiConfig, type ContentApiConfig } from '../config';
import { createTestDatabase } from '../test-support/database';

const NEWS_LIST = '/api/web/news/list?type=dynamic&languageType=1';
/** The same query in another order: a URL not yet answered, so it takes the validated path. */
const NEWS_LIST_REORDERED = '/api/web/news/list?languageType=1&type=dynamic';
/** An answer under the compression threshold, sent as it is. */
const SMALL = '/api/web/news/detail/top?languageType=2';

interface Served {
  app: FastifyInstance;
  port: number;
  /** URLs that went through onSend hooks, and that reached onResponse hooks. */
  onSend: string[];
  onResponse: string[];
}

/**
 * The API under a host that adds a header in each way a host can (the reply's and the raw
 * response's) and records its onSend and onResponse hooks.
 */
async function serve(overrides: Partial<ContentApiConfig> = {}): Promise<Served> {
  const database = await createTestDatabase();
  const app = Fastify({ logger: false });
  const served = { app, port: 0, onSend: [] as string[], onResponse: [] as string[] };
  app.addHook('onClose', async () => database.drop());
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-host', 'reply');
    reply.raw.setHeader('x-host-raw', 'raw');
    done();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    served.onSend.push(request.url);
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    served.onResponse.push(request.url);
  });
  const config = { ...loadContentApiConfig({}), database: database.config, ...overrides };
  await app.register(contentApi, { prefix: '/api', config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  served.port = typeof address === 'object' && address ? address.port : 0;
  return served;
}

interface RawAnswer {
  /** Status line and headers as sent, the Date header's value masked. */
  head: string;
  body: Buffer;
}

/** One request on its own connection, the answer's bytes as they came. */
function request(port: number, method: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const lines = [`${method} ${url} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    // Written, not ended: a server drops the requests of a connection its client half-closed.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const end = bytes.indexOf('\r\n\r\n');
      resolve({
        head: bytes
          .subarray(0, end)
          .toString('latin1')
          .replace(/^Date: .*$/m, 'Date: (masked)'),
        body: bytes.subarray(end + 4),
      });
    });
  });
}

describe('cached hits written straight to the response', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(async () => served.app.close());

  // Each case asks a URL of its own, so that its first request is the validated path.
  it.each([
    ['brotli', NEWS_LIST, 'gzip, deflate, br'],
    ['gzip', `${NEWS_LIST}&page=1`, 'gzip'],
    ['no encoding', `${NEWS_LIST}&pageSize=10`, 'identity'],
    ['a small answer', SMALL, 'gzip, deflate, br'],
  ])(
    'answer %s with the same bytes as the validated path, past onSend but through onResponse',
    async (_name, url, encoding) => {
      const headers = { 'accept-encoding': encoding };
      const first = await request(served.port, 'GET', url, headers);
      served.onSend.length = 0;
      served.onResponse.length = 0;
      const hit = await request(served.port, 'GET', url, headers);
      expect(first.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(first.head).toMatch(/\r\nx-host: reply\r\n/);
      expect(first.head).toMatch(/\r\nx-host-raw: raw\r\n/);
      expect(first.head).toMatch(/\r\ncontent-security-policy: /);
      expect(first.head).toMatch(/\r\netag: "/);
      expect(hit.head).toBe(first.head);
      expect(hit.body.equals(first.body)).toBe(true);
      expect(served.onSend).toEqual([]);
      expect(served.onResponse).toEqual([url]);
    },
  );

  it('answers 304 to a matching If-None-Match with the same bytes as the validated path', async () => {
    const { head } = await request(served.port, 'GET', NEWS_LIST);
    const etag = /\r\netag: (.*)\r\n/.exec(head)?.[1] ?? '';
    const headers = { 'if-none-match': etag, 'accept-encoding': 'br' };
    const validated = await request(served.port, 'GET', NEWS_LIST_REORDERED, headers);
    served.onSend.length = 0;
    const hit = await request(served.port, 'GET', NEWS_LIST_REORDERED, headers);
    expect(validated.head).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
    expect(hit.head).toBe(validated.head);
    expect(hit.body.length).toBe(0);
    expect(served.onSend).toEqual([]);
  });

  it('answers HEAD as before: the GET headers, no body, and Content-Length on a 304', async () => {
    const get = await request(served.port, 'GET', SMALL);
    const head = await request(served.port, 'HEAD', SMALL);
    expect(head.head).toBe(get.head);
    expect(head.body.length).toBe(0);
    const etag = /\r\netag: (.*)\r\n/.exec(get.head)?.[1] ?? '';
    const notModified = await request(served.port, 'HEAD', SMALL, { 'if-none-match': etag });
    expect(notModified.head).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
    expect(notModified.head).toMatch(/\r\ncontent-length: 0\r\n/);
  });
});

describe('cached hits and the rate limit', () => {
  it('counts hits and answers past the limit with 429 and its headers', async () => {
    const served = await serve({ rateLimitMax: 3 });
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await request(served.port, 'GET', NEWS_LIST));
      expect(answers.map(({ head }) => head.slice(0, 12))).toEqual([
        'HTTP/1.1 200',
        'HTTP/1.1 200',
        'HTTP/1.1 200',
        'HTTP/1.1 429',
      ]);
      const refused = answers[3];
      expect(refused?.head).toMatch(/\r\nx-ratelimit-limit: 3\r\n/);
      expect(refused?.head).toMatch(/\r\nx-ratelimit-remaining: 0\r\n/);
      expect(refused?.head).toMatch(/\r\nretry-after: \d+\r\n/);
      expect(refused?.head).toMatch(/\r\ncontent-security-policy: /);
      expect(JSON.parse(refused?.body.toString() ?? '')).toMatchObject({ code: 429, data: null });
    } finally {
      await served.app.close();
    }
  });
});
