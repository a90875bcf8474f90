/**
 * The document cache: content is read-only while the process runs, so a document depends only on
 * the releases, the origin, the language and the URL. Rendered once, compressed once, served many
 * times; each kept document remembers how its section was rendered, for its Server-Timing header.
 */
import { ResponseCache, type CachedResponse } from '@site/content-api';
import type { Language } from '@site/shared-contracts';

/** Documents are large and many: their first compression must stay cheap. */
const DOCUMENT_BROTLI_QUALITY = 6;

export interface DocumentKey {
  /** The registry generation the document was made from. */
  generation: number;
  origin: string;
  language: Language;
  /** The request target, path and query as sent. */
  url: string;
}

export function documentKeyOf({ generation, origin, language, url }: DocumentKey): string {
  return `${generation}|${origin}|${language}|${url}`;
}

export interface CachedDocument {
  document: CachedResponse;
  /** The Server-Timing entry of the render the document was made with. */
  timing: string;
}

export class DocumentCache {
  private readonly documents: ResponseCache;
  private readonly timings = new WeakMap<CachedResponse, string>();

  constructor(maxEntries: number) {
    this.documents = new ResponseCache(maxEntries, DOCUMENT_BROTLI_QUALITY);
  }

  get(key: DocumentKey): CachedDocument | undefined {
    const document = this.documents.get(documentKeyOf(key));
    const timing = document && this.timings.get(document);
    return document && timing !== undefined ? { document, timing } : undefined;
  }

  /** Keeps a document under `key` (while the cache has room) and returns it. */
  keep(key: DocumentKey, html: string, status: number, timing: string): CachedResponse {
    const document = this.documents.store(documentKeyOf(key), html, status);
    this.timings.set(document, timing);
    return document;
  }
}
