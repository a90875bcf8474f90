import zlib from 'node:zlib';
import { CachedResponse } from '@site/content-api';
import Fastify from 'fastify';
import { sendDocument, type SendOptions } from './send-document';

async function send(document: CachedResponse, options: SendOptions = {}, headers: Record<string, string> = {}) {
  const app = Fastify();
  app.get('/', (request, reply) => sendDocument(request, reply, document, options));
  const response = await app.inject({ url: '/', headers });
  await app.close();
  return response;
}

describe('sendDocument', () => {
  it('sends HTML that caches may keep only after asking, varying on what chose it', async () => {
    const response = await send(new CachedResponse('<html>page</html>', 200), { timing: 'ssr;desc="none"' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'cookie, user-agent, accept-language, accept-encoding',
      'server-timing': 'ssr;desc="none"',
    });
    expect(response.body).toBe('<html>page</html>');
  });

  it('lets no cache keep an error page or a personal document', async () => {
    expect((await send(new CachedResponse('down', 500))).headers['cache-control']).toBe('no-store');
    const personal = await send(new CachedResponse('mine', 200), { personal: true });
    expect(personal.headers['cache-control']).toBe('no-store');
    expect(personal.headers).not.toHaveProperty('server-timing');
  });

  it('compresses in the encoding the client takes', async () => {
    const response = await send(new CachedResponse('<html>page</html>', 404), {}, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString('utf8')).toBe('<html>page</html>');
  });
});
