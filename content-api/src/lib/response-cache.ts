import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export class CachedResponse {
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(
    readonly body: string,
    /** The HTTP status the body is sent with. */
    readonly status = 200,
    private readonly brotliQuality: number = zlib.constants.BROTLI_MAX_QUALITY,
  ) {
    this.etag = etagOf(body);
  }

  /**
   * The body compressed with an encoding, made once per entry: repeated requests send the same
   * bytes instead of compressing them again.
   */
  encode(encoding: ContentEncoding): Promise<Buffer> {
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: this.brotliQuality,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            })
          : gzip(this.body, { level: zlib.constants.Z_BEST_COMPRESSION });
      this.encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

/**
 * Serialized responses by request key, least recently used dropped first. Content only changes
 * by a new database, which means a new process, so entries never go stale while it runs.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();

  /**
   * @param brotliQuality lower for large bodies with many distinct keys (documents), where the
   *   first compression of each must stay cheap.
   */
  constructor(
    private readonly maxEntries: number,
    private readonly brotliQuality: number = zlib.constants.BROTLI_MAX_QUALITY,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Makes the entry (with its ETag) and keeps it if the cache has room for any. */
  store(key: string, body: string, status = 200): CachedResponse {
    const entry = new CachedResponse(body, status, this.brotliQuality);
    if (this.maxEntries === 0) return entry;
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** The encoding to answer with: brotli, else gzip, else none, as the client's Accept-Encoding allows. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
