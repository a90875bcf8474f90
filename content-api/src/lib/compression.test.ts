import os from 'node:os';
import zlib from 'node:zlib';
import { CONCURRENT_COMPRESSIONS, brotliWindowBits, compressBody, compressionQueue } from './compression';

const document = `<!doctype html><html lang="zh-Hans"><body>${'<p>风险控制 · risk control</p>'.repeat(3000)}</body></html>`;

describe('compressing a body', () => {
  it('gives brotli and gzip bodies that decompress to the text, CJK included', async () => {
    const [br, gz] = await Promise.all([compressBody(document, 'br', 5), compressBody(document, 'gzip', 5)]);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(document);
    expect(zlib.gunzipSync(gz).toString()).toBe(document);
    expect(br.length).toBeLessThan(Buffer.byteLength(document) / 20);
  });

  it('takes a window twice the body, within brotli’s bounds, and makes the same bytes as the 4 MB default', async () => {
    expect(brotliWindowBits(0)).toBe(zlib.constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(90_000)).toBe(18);
    expect(brotliWindowBits(1 << 30)).toBe(zlib.constants.BROTLI_MAX_WINDOW_BITS);
    const byDefault = zlib.brotliCompressSync(document, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    expect((await compressBody(document, 'br', 5)).length).toBeLessThanOrEqual(byDefault.length);
  });

  it('runs at most one fewer than the thread pool’s threads at once; the rest wait their turn and all finish', async () => {
    const bodies = Array.from({ length: 12 }, (_, index) => `${index}:${document}`);
    const compressed = bodies.map((body) => compressBody(body, 'br', 5));
    expect(CONCURRENT_COMPRESSIONS).toBe(Math.min(3, os.availableParallelism()));
    expect(compressionQueue()).toEqual({ running: CONCURRENT_COMPRESSIONS, waiting: 12 - CONCURRENT_COMPRESSIONS });
    const results = await Promise.all(compressed);
    results.forEach((result, index) => expect(zlib.brotliDecompressSync(result).toString()).toBe(bodies[index]));
    expect(compressionQueue()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its turn when a compression fails, so the next ones still run', async () => {
    const failure = new Error('encoder failed');
    const brotliCompress = jest.spyOn(zlib, 'brotliCompress').mockImplementationOnce(((
      _input: Buffer,
      _options: zlib.BrotliOptions,
      callback: zlib.CompressCallback,
    ) => {
      setImmediate(() => callback(failure, Buffer.alloc(0)));
    }) as unknown as typeof zlib.brotliCompress);
    const failing = compressBody(document, 'br', 5);
    const next = compressBody(document, 'gzip', 5);
    await expect(failing).rejects.toBe(failure);
    brotliCompress.mockRestore();
    expect(zlib.gunzipSync(await next).toString()).toBe(document);
    expect(compressionQueue()).toEqual({ running: 0, waiting: 0 });
  });
});
