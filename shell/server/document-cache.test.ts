import { DocumentCache, documentKeyOf, type DocumentKey } from './document-cache';

const key = (url: string, more: Partial<DocumentKey> = {}): DocumentKey => ({
  generation: 1,
  origin: 'https://www.example.cn',
  language: 's',
  url,
  ...more,
});

describe('document cache', () => {
  it('keys a document by the registry generation, the origin, the language and the URL', () => {
    expect(documentKeyOf(key('/about?x=1'))).toBe('1|https://www.example.cn|s|/about?x=1');
  });

  it('gives back a kept document with the Server-Timing entry it was made with', () => {
    const cache = new DocumentCache(10);
    const kept = cache.keep(key('/about'), '<html>about</html>', 200, 'ssr;desc="server";dur=3.0');
    expect(cache.get(key('/about'))).toEqual({ document: kept, timing: 'ssr;desc="server";dur=3.0' });
    expect(kept).toMatchObject({ status: 200 });
  });

  it('misses for another generation, language or URL, and keeps only as many documents as it may', () => {
    const cache = new DocumentCache(1);
    cache.keep(key('/about'), 'about', 200, 'ssr;desc="none"');
    expect(cache.get(key('/about', { generation: 2 }))).toBeUndefined();
    expect(cache.get(key('/about', { language: 'e' }))).toBeUndefined();
    cache.keep(key('/news'), 'news', 200, 'ssr;desc="none"');
    expect(cache.get(key('/about'))).toBeUndefined();
    expect(cache.get(key('/news'))?.document.body).toBe('news');
  });
});
