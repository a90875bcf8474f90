/**
 * Requests a careless or hostile client sends: raw bytes in the target, unknown API paths,
 * targets Node's URL parser refuses. Each answers a 4xx that reflects nothing of the request,
 * and a keep-alive connection stays usable or is closed with `Connection: close`.
 */
import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { answerClientError, isAcceptableTarget } from './bad-requests';
import { ABOUT_BUILD, createTestSite, SHELL_BUILD, type TestSite } from './test-support/site';

/** Sends `requests` (raw bytes) one after the other on one socket; resolves with what came back, up to `close`. */
function exchange(port: number, requests: Buffer[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const sendNext = () => {
      const next = requests[sent++];
      if (next) socket.write(next);
    };
    socket.on('connect', sendNext);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // One whole answer per request sent (each carries Content-Length): then the next request.
      const answers = received.split(/HTTP\/1\.1 \d{3}/).length - 1;
      const complete = answers === sent && /\r\n\r\n/.test(received.slice(received.lastIndexOf('HTTP/1.1')));
      if (complete && sent < requests.length) sendNext();
      else if (complete && sent === requests.length) setTimeout(() => socket.end(), 50);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

const raw = (target: Buffer | string) =>
  Buffer.concat([
    Buffer.from('GET '),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
    Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n'),
  ]);

describe('bad requests', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    site = createTestSite('shell-bad-requests', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_BUILD);
    app = await site.server();
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(() => site.remove());

  it('answers raw non-ASCII bytes in the target with a 400 that closes the connection it ends', async () => {
    const answer = await exchange(port, [raw(Buffer.from([0x2f, 0xff, 0xfe])), raw('/about/introduce')]);
    const [first = '', second] = answer.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 400 /);
    const firstHead = first.split('\r\n\r\n')[0] ?? '';
    // Either the connection stays usable (the second request answers 200) or the 400 says it closes.
    if (second === undefined) expect(firstHead.toLowerCase()).toContain('connection: close');
    else expect(second).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers a path starting with /\\ with a 4xx, never a 5xx', async () => {
    // light-my-request refuses these targets itself: they go over a socket as a browser-less client sends them.
    for (const target of ['/\\/x', '/\\example.com', '/\\', '/m/\\/x', '//example.com/x']) {
      const answer = await exchange(port, [raw(target)]);
      expect(answer).toMatch(/^HTTP\/1\.1 40[04] /);
      expect(answer.split('\r\n\r\n')[0]?.toLowerCase()).not.toContain('location:');
    }
  });

  it('answers a raw < in the path with a 4xx that echoes nothing of the request', async () => {
    for (const target of ['/<x-evil>/"><script>', '/%E0%A4%A<x-evil>', '/api/%E0<x-evil>']) {
      const answer = await exchange(port, [raw(target)]);
      expect(answer).toMatch(/^HTTP\/1\.1 40[04] /);
      expect(answer).not.toContain('<x-evil');
      expect(answer).not.toContain('"><script');
      expect(answer).not.toContain('FST_ERR_BAD_URL');
    }
  });

  it('answers a bad percent escape with a 400 that echoes nothing of the request', async () => {
    const response = await app.inject({ method: 'GET', url: '/about/%E0%A4%A<x-evil>' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('x-evil');
  });

  it('answers an unknown /api path with the JSON envelope and 404', async () => {
    for (const url of ['/api/no/such/endpoint', '/api/web/nothing?x=1', '/api/<x-evil>']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json<{ code: number; message: string; data: unknown }>();
      expect(body.code).not.toBe(0);
      expect(body.code).toBe(404);
      expect(typeof body.message).toBe('string');
      expect(body.data).toBeNull();
      expect(response.body).not.toContain('x-evil');
    }
  });
});

describe('isAcceptableTarget', () => {
  it('takes a path with a single leading slash in printable ASCII', () => {
    for (const target of ['/', '/about/introduce', '/m/about/team/1?x=%3C&y=a\\b', '/%E4%B8%AD', '/a;b=c'])
      expect(isAcceptableTarget(target)).toBe(true);
  });

  it('refuses another host, backslashes, control and non-ASCII characters', () => {
    for (const target of [
      '',
      'about',
      '//evil.example',
      '/\\evil.example',
      '/a\\b',
      '/a\x00',
      '/a\tb',
      '/a b',
      '/\xff',
      '/é',
      '*',
    ])
      expect(isAcceptableTarget(target)).toBe(false);
  });
});

describe('answerClientError', () => {
  const socketOf = (writable: boolean) => {
    const written: string[] = [];
    const socket = {
      destroyed: false,
      writable,
      end: jest.fn((text: string, done: () => void) => {
        written.push(text);
        done();
      }),
      destroy: jest.fn(),
    };
    return { socket, written };
  };
  const errorOf = (code: string) => Object.assign(new Error(code), { code });

  it('answers a short 400 that says Connection: close, then closes', () => {
    const { socket, written } = socketOf(true);
    answerClientError(errorOf('HPE_INVALID_CHARACTER'), socket as unknown as Socket);
    expect(written[0]).toMatch(/^HTTP\/1\.1 400 Bad Request\r\nConnection: close\r\n/);
    expect(written[0]).toMatch(/\r\n\r\nBad Request$/);
    expect(socket.destroy).toHaveBeenCalled();
  });

  it('answers 431 to oversized headers and 408 to a request timeout', () => {
    for (const [code, status] of [
      ['HPE_HEADER_OVERFLOW', 431],
      ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ] as const) {
      const { socket, written } = socketOf(true);
      answerClientError(errorOf(code), socket as unknown as Socket);
      expect(written[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    }
  });

  it('writes nothing to a reset or unwritable connection', () => {
    const reset = socketOf(true);
    answerClientError(errorOf('ECONNRESET'), reset.socket as unknown as Socket);
    expect(reset.written).toEqual([]);
    const gone = socketOf(false);
    answerClientError(errorOf('HPE_INVALID_METHOD'), gone.socket as unknown as Socket);
    expect(gone.written).toEqual([]);
    expect(gone.socket.destroy).toHaveBeenCalled();
  });
});
