/**
 * The document cache (decision 034). A document depends on the releases (the registry
 * generation), the content (the content generation), the origin, the language, the device and
 * the page: its path and the query parameters its route's data needs read. Nothing else of a
 * request reaches the key, so a visitor cannot fill the cache with query strings no route reads;
 * the cache is bounded by bytes, least recently used out. Rendered once, compressed once, served
 * many times; each kept document remembers how its section was rendered, for its Server-Timing.
 */
import { CachedResponse, compressBody, type ContentEncoding, type ContentGeneration } from '@site/content-api';
import { pageTargetOf, type Device, type Language } from '@site/shared-contracts';

/**
 * Documents are large and many: their first compression must stay cheap. Brotli's best quality
 * (the content API's, for answers compressed once and sent many times) costs about 100 times as
 * much CPU: for a document sent once, about 200 ms of a core. Quality 5 (decision 079) takes a
 * fifth less CPU than 6 for 1 % more bytes (a 69 KB document: 2.5 against 3.2 ms, 15.3 against 15.1 KB).
 */
export const DOCUMENT_BROTLI_QUALITY = 5;

/** What sending a document reads of it: its status, its text and its compressed bodies. */
export type SendableDocument = Pick<CachedResponse, 'status' | 'body' | 'encode'>;

/**
 * A document sent once and not kept (a page the browser renders, a 404, a visitor's own, any
 * document when the cache is off or full): compressed as a kept one is, so documents that cannot
 * be kept never cost more than those that are, and without the ETag a kept one hashes (the
 * documents send none) or the bodies a kept one remembers (decision 079).
 */
export function documentSentOnce(html: string, status: number): SendableDocument {
  return {
    body: html,
    status,
    encode: (encoding: ContentEncoding) => compressBody(html, encoding, DOCUMENT_BROTLI_QUALITY),
  };
}

/** What the documents read of the content generation: a check before each document, then its value. */
export type ContentGenerationReader = Pick<ContentGeneration, 'check' | 'current'>;

export interface DocumentGenerations {
  /** The registry generation the document was made from. */
  registry: number;
  /** The content generation read before the document's content was. */
  content: number;
}

export interface DocumentKey extends DocumentGenerations {
  origin: string;
  language: Language;
  device: Device;
  /** The page's path and the query its route reads (documentTargetOf). */
  target: string;
}

export function documentKeyOf({ registry, content, origin, language, device, target }: DocumentKey): string {
  return `${registry}|${content}|${origin}|${language}|${device}|${target}`;
}

/** The page's path and the query its route reads: what the server renders, and the browser hydrates, for the address. */
export const documentTargetOf = pageTargetOf;

export interface CachedDocument {
  document: CachedResponse;
  /** The Server-Timing entry of the render the document was made with. */
  timing: string;
}

/** What the operations engineer's metrics read. */
export interface DocumentCacheStats {
  hits: number;
  misses: number;
  entries: number;
  /** What the kept documents hold: their text (two bytes a character) and their compressed bodies. */
  bytes: number;
  maxBytes: number;
}

interface Entry extends CachedDocument {
  bytes: number;
}

/** A kept document that reports each compressed body it makes, so the cache counts its bytes. */
class KeptDocument extends CachedResponse {
  private readonly reported = new Set<ContentEncoding>();

  constructor(
    html: string,
    status: number,
    private readonly onCompressed: (document: KeptDocument, bytes: number) => void,
  ) {
    super(html, status, DOCUMENT_BROTLI_QUALITY);
  }

  override encode(encoding: ContentEncoding): Promise<Buffer> {
    const encoded = super.encode(encoding);
    if (!this.reported.has(encoding)) {
      this.reported.add(encoding);
      encoded.then(
        (buffer) => this.onCompressed(this, buffer.length),
        // The sender hears of the failure; nothing was made to count.
        () => {},
      );
    }
    return encoded;
  }
}

/** V8 keeps a string with any character beyond Latin-1 at two bytes a character: the upper bound. */
const textBytes = (text: string) => 2 * text.length;

export class DocumentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keyOf = new WeakMap<CachedResponse, string>();
  private generations: DocumentGenerations = { registry: -1, content: -1 };
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * The document kept under `key`. A key of newer generations than any seen before drops every
   * document kept: they were made from older releases or content and are never served again.
   */
  get(key: DocumentKey): CachedDocument | undefined {
    this.follow(key);
    const id = documentKeyOf(key);
    const entry = this.entries.get(id);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return { document: entry.document, timing: entry.timing };
  }

  /**
   * Keeps a document under `key` and returns it. A document of older generations than the cache
   * has seen (its content changed while it was made), or larger than the whole cache, is returned
   * but not kept.
   */
  keep(key: DocumentKey, html: string, status: number, timing: string): SendableDocument {
    const id = documentKeyOf(key);
    const bytes = textBytes(id) + textBytes(html);
    if (!this.follow(key) || bytes > this.maxBytes) return documentSentOnce(html, status);
    const document = new KeptDocument(html, status, (kept, grown) => this.grow(kept, grown));
    this.remove(id);
    this.entries.set(id, { document, timing, bytes });
    this.keyOf.set(document, id);
    this.bytes += bytes;
    this.evictOverBound();
    return document;
  }

  stats(): DocumentCacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.entries.size,
      bytes: this.bytes,
      maxBytes: this.maxBytes,
    };
  }

  /**
   * Moves to the key's generations when they are newer than the ones seen (dropping every
   * document), and tells whether the key is of the generations the cache now keeps.
   */
  private follow({ registry, content }: DocumentGenerations): boolean {
    const seen = this.generations;
    if (registry === seen.registry && content === seen.content) return true;
    if (registry < seen.registry || content < seen.content) return false;
    this.clear();
    this.generations = { registry, content };
    return true;
  }

  private clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  /** A compressed body of a kept document was made: it is counted while the document is kept. */
  private grow(document: CachedResponse, bytes: number) {
    const id = this.keyOf.get(document);
    const entry = id === undefined ? undefined : this.entries.get(id);
    if (!entry || entry.document !== document) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evictOverBound();
  }

  private remove(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }

  /** Least recently used out until the kept documents fit the bound. */
  private evictOverBound() {
    for (const id of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(id);
    }
  }
}
