/** The HTTP defaults alone, on a bare Fastify instance. */
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { applyHttpDefaults } from './http-defaults';

describe('applyHttpDefaults', () => {
  const app = Fastify();
  const page = `<p>${'content '.repeat(400)}</p>`;

  beforeAll(async () => {
    await applyHttpDefaults(app);
    app.get('/page', async (_request, reply) => reply.type('text/html').send(page));
    app.get('/small', async () => ({ ok: true }));
    await app.ready();
  });

  afterAll(() => app.close());

  it('sends a strict Content-Security-Policy and refuses framing', async () => {
    const response = await app.inject({ url: '/small' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no referrer to other sites, and the full address within the site', async () => {
    const response = await app.inject({ url: '/small' });
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('compresses a large answer with brotli or gzip, and leaves a small one alone', async () => {
    const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(page);
    const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
