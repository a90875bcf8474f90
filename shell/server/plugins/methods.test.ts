/** Methods on the whole shell server, sent over a socket (a client library refuses some of them). */
import { headerOf, portOf, rawRequest, sendRaw } from '../test-support/raw-http';
import { ABOUT_BUILD, createTestSite, SHELL_BUILD, type TestSite } from '../test-support/site';

describe('methods', () => {
  let site: TestSite;
  let port: number;

  beforeAll(async () => {
    site = createTestSite('shell-methods', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_BUILD);
    const app = await site.server();
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = portOf(app);
  });

  afterAll(() => site.remove());

  const send = (method: string, target: string, headers: string[] = []) =>
    sendRaw(port, rawRequest(method, target, headers));

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE', 'PURGE'])(
    'answers %s on a page and on a static file with 405 and Allow: GET, HEAD',
    async (method) => {
      for (const target of [
        '/about/introduce',
        '/',
        '/static/main.abc.js',
        '/releases/mfe-about/v1/client/remoteEntry.js',
      ]) {
        const answer = await send(method, target, ['Content-Length: 0']);
        expect([target, answer.status]).toEqual([target, 405]);
        expect(headerOf(answer, 'allow')).toBe('GET, HEAD');
      }
    },
  );

  it('answers GET and HEAD on a page', async () => {
    expect((await send('GET', '/about/introduce')).status).toBe(200);
    const head = await send('HEAD', '/about/introduce');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers OPTIONS with 204 and what is allowed', async () => {
    const answer = await send('OPTIONS', '/about/introduce');
    expect(answer.status).toBe(204);
    expect(headerOf(answer, 'allow')).toBe('GET, HEAD');
  });

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    const answer = await sendRaw(port, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(headerOf(answer, 'allow')).toBe('GET, HEAD');
  });

  it('answers a method Node does not know with 400', async () => {
    expect((await send('FOO', '/about/introduce')).status).toBe(400);
  });

  it("leaves the API's answers to the API", async () => {
    const answer = await send('POST', '/api/web/navigation', ['Content-Length: 0']);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 404 });
  });
});
