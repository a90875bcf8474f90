/**
 * Compressing a body that is sent compressed (decision 083). Node runs each compression on its
 * thread pool; left alone, every request in flight starts its own at once, and at -c 50 some fifty
 * encoders, each with a window of 4 MB, take turns on four threads, 16 KB of output at a time: the
 * same bytes then cost a third more CPU (2.4–2.7 against 1.8–1.9 ms for a 90 KB document, most of
 * it the kernel's page faults and cold caches). So compressions queue here, first come first
 * served, at most one fewer than the pool's threads at once (the pool also reads files) and no
 * more than the cores; each gets
 * a window twice its body (back-references cannot reach beyond the body: the bytes are the same
 * as with the default 4 MB), and an output buffer large enough to finish in one pass.
 */
import os from 'node:os';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const brotli = (input: Buffer, options: zlib.BrotliOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    zlib.brotliCompress(input, options, (error, result) => (error ? reject(error) : resolve(result))),
  );
const gzip = (input: Buffer, options: zlib.ZlibOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    zlib.gzip(input, options, (error, result) => (error ? reject(error) : resolve(result))),
  );

/** The pool's threads (Node's default, unless the operator set UV_THREADPOOL_SIZE). */
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/** Compressions running at once: the pool's threads but one, and no more than the machine's cores. */
export const CONCURRENT_COMPRESSIONS = Math.max(1, Math.min(POOL_THREADS - 1, os.availableParallelism()));

/** The output buffer each pass of the encoder fills: a document's compressed body fits in one. */
const CHUNK_BYTES = 64 * 1024;

/** Brotli's window, in bits: twice the smallest that holds the whole body, within brotli's bounds. */
export function brotliWindowBits(bytes: number): number {
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_MAX_WINDOW_BITS } = zlib.constants;
  return Math.min(BROTLI_MAX_WINDOW_BITS, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16)) + 1));
}

let running = 0;
const waiting: Array<() => void> = [];

/** Compressions running and waiting their turn. */
export function compressionQueue(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/** Runs `work` when fewer than CONCURRENT_COMPRESSIONS run, in the order asked. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT_COMPRESSIONS) await new Promise<void>((start) => waiting.push(start));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so `running` counts it still.
    if (next) next();
    else running -= 1;
  }
}

/** The body compressed with an encoding: brotli at `brotliQuality` (text mode), or gzip at its best level. */
export function compressBody(body: string, encoding: ContentEncoding, brotliQuality: number): Promise<Buffer> {
  const input = Buffer.from(body);
  return inTurn(() =>
    encoding === 'br'
      ? brotli(input, {
          chunkSize: CHUNK_BYTES,
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(input.length),
          },
        })
      : gzip(input, { chunkSize: CHUNK_BYTES, level: zlib.constants.Z_BEST_COMPRESSION }),
  );
}
