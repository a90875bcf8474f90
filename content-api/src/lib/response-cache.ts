import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { compressBody, type ContentEncoding } from './compression';

export type { ContentEncoding } from './compression';

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

export class CachedResponse {
  readonly etag: string;
  private readonly pending = new Map<ContentEncoding, Promise<Buffer>>();
  /** The compressed bodies made so far, for a hit to send without waiting on a promise. */
  private readonly ready = new Map<ContentEncoding, Buffer>();

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
    let encoded = this.pending.get(encoding);
    if (!encoded) {
      encoded = compressBody(this.body, encoding, this.brotliQuality).then((buffer) => {
        this.ready.set(encoding, buffer);
        return buffer;
      });
      this.pending.set(encoding, encoded);
    }
    return encoded;
  }

  /** The body compressed with an encoding if encode() has finished making it. */
  compressed(encoding: ContentEncoding): Buffer | undefined {
    return this.ready.get(encoding);
  }

  /** What it holds: its text (two bytes a character at most) and the compressed bodies made so far. */
  get bytes(): number {
    let bytes = 2 * this.body.length;
    for (const buffer of this.ready.values()) bytes += buffer.length;
    return bytes;
  }
}

/** What the operators' metrics read of a response cache. */
export interface ResponseCacheStats {
  /** Answers sent from a kept entry. */
  hits: number;
  /** Lookups that found none (the answer was loaded). */
  misses: number;
  entries: number;
  bytes: number;
}

/**
 * Serialized responses by request key, least recently used dropped first. Its owner clears it
 * when the content changes (a new content generation, lib/content-generation.ts).
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  /**
   * The same entries by the raw URL of a request that was validated and answered from them: a
   * later request for the same URL is answered before validation (its query is the same text).
   */
  private readonly urls = new Map<string, { key: string; entry: CachedResponse }>();
  /**
   * The key last in `entries`' order: a hit on it leaves the order as it is. Under load most hits
   * are on a few hot URLs in a row, and moving a key to the end costs a Map delete and insert.
   */
  private mostRecent: string | undefined;

  /**
   * @param brotliQuality lower for large bodies with many distinct keys (documents), where the
   *   first compression of each must stay cheap.
   */
  constructor(
    private readonly maxEntries: number,
    private readonly brotliQuality: number = zlib.constants.BROTLI_MAX_QUALITY,
  ) {}

  private hits = 0;
  private misses = 0;

  get(key: string): CachedResponse | undefined {
    const entry = this.touch(key);
    if (entry) this.hits += 1;
    else this.misses += 1;
    return entry;
  }

  /** The entry under a key, now the most recently used. */
  private touch(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry && key !== this.mostRecent) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.mostRecent = key;
    }
    return entry;
  }

  /** Counted over the entries when asked (a metrics scrape), not on every answer. */
  stats(): ResponseCacheStats {
    let bytes = 0;
    for (const entry of this.entries.values()) bytes += entry.bytes;
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, bytes };
  }

  /** Makes the entry (with its ETag) and keeps it if the cache has room for any. */
  store(key: string, body: string, status = 200): CachedResponse {
    const entry = new CachedResponse(body, status, this.brotliQuality);
    if (this.maxEntries === 0) return entry;
    // Deleted first: setting a key a Map holds keeps its place in the order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.mostRecent = key;
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every entry (the content they were made from has changed). */
  clear(): void {
    this.entries.clear();
    this.urls.clear();
    this.mostRecent = undefined;
  }

  /** Remembers that a request URL was answered with the entry kept under a key. */
  rememberUrl(url: string, key: string, entry: CachedResponse): void {
    if (this.maxEntries === 0 || this.urls.get(url)?.entry === entry) return;
    this.urls.delete(url);
    this.urls.set(url, { key, entry });
    if (this.urls.size > this.maxEntries) {
      const oldest = this.urls.keys().next().value;
      if (oldest !== undefined) this.urls.delete(oldest);
    }
  }

  /** The entry a request URL was answered with, while that entry is still kept. */
  getByUrl(url: string): CachedResponse | undefined {
    const known = this.urls.get(url);
    if (!known || this.entries.get(known.key) !== known.entry) return undefined;
    this.hits += 1;
    return this.touch(known.key);
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

/** Accept-Encoding values seen and the encoding each gives: browsers send a handful of them. */
const negotiated = new Map<string, ContentEncoding | null>();
const NEGOTIATED_MAX = 64;

/** The encoding to answer with: brotli, else gzip, else none, as the client's Accept-Encoding allows. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (negotiated.size < NEGOTIATED_MAX) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): ContentEncoding | null {
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
