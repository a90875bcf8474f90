import type { RouteEntry } from '@site/shared-contracts';
import type { ResolvedRoute } from '../src/routing/resolve-route';
import zlib from 'node:zlib';
import { compressBody } from '@site/content-api';
import {
  DOCUMENT_BROTLI_QUALITY,
  DocumentCache,
  documentKeyOf,
  documentSentOnce,
  documentTargetOf,
  type DocumentKey,
} from './document-cache';

const key = (target: string, more: Partial<DocumentKey> = {}): DocumentKey => ({
  registry: 1,
  content: 1,
  origin: 'https://www.example.cn',
  language: 's',
  device: 'desktop',
  target,
  ...more,
});

const TIMING = 'ssr;desc="none"';

/** A text of `size` characters, which the cache counts at two bytes each. */
const text = (size: number, mark = 'x') => mark.repeat(size);

function routeOf(entry: Partial<RouteEntry>, params: Record<string, string> = {}): ResolvedRoute {
  return {
    section: 'mfe-x',
    entry: { path: '/x', name: 'x', layout: 'default', data: [], ...entry },
    params,
  };
}

describe('document keys', () => {
  it('key a document by both generations, the origin, the language, the device and the target', () => {
    expect(documentKeyOf(key('/m/news/dynamic?page=2', { device: 'mobile', language: 'e' }))).toBe(
      '1|1|https://www.example.cn|e|mobile|/m/news/dynamic?page=2',
    );
  });

  it('drop every query parameter of a route whose data reads none, and of a page that is no route', () => {
    const introduce = routeOf({ data: [{ key: 'page', endpoint: '/api/web/page/detail', params: { key: 'a' } }] });
    const search = new URLSearchParams('utm_source=x&page=2&_=1');
    expect(documentTargetOf('/about/introduce', introduce, search)).toBe('/about/introduce');
    expect(documentTargetOf('/nowhere', null, search)).toBe('/nowhere');
  });

  it('keep the parameters the route reads, in the order sent, and leave out values the API would refuse', () => {
    const positions = routeOf({
      data: [
        {
          key: 'list',
          endpoint: '/api/web/recruit/social/list',
          params: { city: '?city', keyword: '?keyword', page: '?page' },
        },
        { key: 'photos', endpoint: '/api/web/environment/list', params: { city: '?city' } },
      ],
    });
    const target = (query: string) => documentTargetOf('/contact/positions', positions, new URLSearchParams(query));
    expect(target('page=2&city=%E5%8C%97%E4%BA%AC&utm=1')).toBe('/contact/positions?page=2&city=%E5%8C%97%E4%BA%AC');
    expect(target('utm=2&city=%E5%8C%97%E4%BA%AC&_=3&page=2&page=3')).toBe(
      '/contact/positions?city=%E5%8C%97%E4%BA%AC&page=2',
    );
    expect(target('page=abc&keyword=')).toBe('/contact/positions');
  });
});

describe('document cache', () => {
  it('gives back a kept document with the Server-Timing entry it was made with, and counts hits and misses', () => {
    const cache = new DocumentCache(1_000_000);
    expect(cache.get(key('/about'))).toBeUndefined();
    const kept = cache.keep(key('/about'), '<html>about</html>', 200, 'ssr;desc="server";dur=3.0');
    expect(cache.get(key('/about'))).toEqual({ document: kept, timing: 'ssr;desc="server";dur=3.0' });
    expect(kept).toMatchObject({ status: 200 });
    expect(cache.stats()).toEqual({
      hits: 1,
      misses: 1,
      entries: 1,
      bytes: 2 * (documentKeyOf(key('/about')).length + '<html>about</html>'.length),
      maxBytes: 1_000_000,
    });
  });

  it('misses for another origin, language, device or target', () => {
    const cache = new DocumentCache(1_000_000);
    cache.keep(key('/about'), 'about', 200, TIMING);
    expect(cache.get(key('/about', { origin: 'https://other.example' }))).toBeUndefined();
    expect(cache.get(key('/about', { language: 'e' }))).toBeUndefined();
    expect(cache.get(key('/about', { device: 'mobile' }))).toBeUndefined();
    expect(cache.get(key('/about?x=1'))).toBeUndefined();
    expect(cache.get(key('/about'))?.document.body).toBe('about');
  });

  it('drops every document once a request brings a newer content or registry generation', () => {
    const cache = new DocumentCache(1_000_000);
    cache.keep(key('/about'), 'about', 200, TIMING);
    expect(cache.get(key('/about', { content: 2 }))).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    cache.keep(key('/about', { content: 2 }), 'about, new content', 200, TIMING);
    expect(cache.get(key('/about', { content: 2, registry: 2 }))).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('never keeps a document made from older generations than it has seen', () => {
    const cache = new DocumentCache(1_000_000);
    cache.get(key('/news', { content: 5 }));
    // Its content was read before an import that another request has already seen.
    cache.keep(key('/about', { content: 4 }), 'about, old content', 200, TIMING);
    expect(cache.get(key('/about', { content: 4 }))).toBeUndefined();
    expect(cache.get(key('/about', { content: 5 }))).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('holds no more bytes than its bound, the least recently used out', () => {
    const size = 10_000;
    const cache = new DocumentCache(3 * 2 * (size + 100));
    for (const page of ['/a', '/b', '/c']) cache.keep(key(page), text(size), 200, TIMING);
    expect(cache.get(key('/a'))).toBeDefined();
    cache.keep(key('/d'), text(size), 200, TIMING);
    expect(cache.get(key('/b'))).toBeUndefined();
    for (const page of ['/a', '/c', '/d']) expect(cache.get(key(page))).toBeDefined();
    expect(cache.stats().entries).toBe(3);
    expect(cache.stats().bytes).toBeLessThanOrEqual(cache.stats().maxBytes);
  });

  it('counts the compressed bodies it makes, and keeps to its bound with them', async () => {
    // Words that hardly repeat compress little: the compressed bodies weigh.
    const page = (seed: number) =>
      Array.from({ length: 2_500 }, (_, index) => ((index * 7919 + seed) % 1_000_003).toString(36)).join(' ');
    const weight = (target: string, html: string) => 2 * (documentKeyOf(key(target)).length + html.length);
    const cache = new DocumentCache(weight('/a', page(1)) + weight('/b', page(2)) + 1_000);
    const first = cache.keep(key('/a'), page(1), 200, TIMING);
    cache.keep(key('/b'), page(2), 200, TIMING);
    cache.get(key('/a'));
    const brotli = await first.encode('br');
    const gzip = await first.encode('gzip');
    // The second document, least recently used, made room for the first one's compressed bodies.
    expect(cache.get(key('/b'))).toBeUndefined();
    expect(cache.get(key('/a'))?.document).toBe(first);
    expect(cache.stats().bytes).toBe(weight('/a', page(1)) + brotli.length + gzip.length);
    expect(cache.stats().bytes).toBeLessThanOrEqual(cache.stats().maxBytes);
  });

  it('sends but does not keep a document larger than the whole cache', () => {
    const cache = new DocumentCache(1_000);
    const document = cache.keep(key('/big'), text(1_000), 200, TIMING);
    expect(document.body).toHaveLength(1_000);
    expect(cache.get(key('/big'))).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe('a document sent once', () => {
  it('is compressed as cheaply as a kept one, never at brotli quality 11', async () => {
    const html = `<!doctype html><p>${'风控 营销 Risk control, precision marketing. '.repeat(400)}</p>`;
    expect(DOCUMENT_BROTLI_QUALITY).toBeLessThanOrEqual(6);
    const sent = await documentSentOnce(html, 404).encode('br');
    const kept = await new DocumentCache(10_000_000).keep(key('/kept'), html, 200, TIMING).encode('br');
    expect(zlib.brotliDecompressSync(sent).toString()).toBe(html);
    expect(sent).toEqual(kept);
    expect(sent).toEqual(await compressBody(html, 'br', DOCUMENT_BROTLI_QUALITY));
    expect(sent).not.toEqual(await compressBody(html, 'br', 11));
  });
});
