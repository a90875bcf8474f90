import zlib from 'node:zlib';
import { ResponseCache, matchesEtag, negotiateEncoding } from './response-cache';

describe('response cache', () => {
  it('keeps entries by key with a stable ETag of the body', () => {
    const cache = new ResponseCache(10);
    const stored = cache.store('a', '{"x":1}');
    expect(cache.get('a')).toBe(stored);
    expect(stored.etag).toMatch(/^"[\w-]{27}"$/);
    expect(new ResponseCache(1).store('b', '{"x":1}').etag).toBe(stored.etag);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new ResponseCache(2);
    cache.store('a', '1');
    cache.store('b', '2');
    cache.get('a');
    cache.store('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('1');
    expect(cache.size).toBe(2);
  });

  it('keeps the order of use through repeated hits on one entry, by key and by URL', () => {
    const cache = new ResponseCache(2);
    const a = cache.store('a', '1');
    cache.rememberUrl('/a', 'a', a);
    cache.store('b', '2');
    cache.get('b');
    expect(cache.getByUrl('/a')).toBe(a);
    expect(cache.getByUrl('/a')).toBe(a);
    cache.store('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(a);
  });

  it('makes an entry stored again under a key it holds the most recently used', () => {
    const cache = new ResponseCache(2);
    cache.store('a', '1');
    cache.store('b', '2');
    const again = cache.store('a', '1 again');
    cache.store('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(again);
  });

  it('keeps nothing when its size is 0, but still answers', () => {
    const cache = new ResponseCache(0);
    expect(cache.store('a', 'body').body).toBe('body');
    expect(cache.get('a')).toBeUndefined();
  });

  it('finds an entry by a request URL answered with it, while the entry is kept', () => {
    const cache = new ResponseCache(1);
    const stored = cache.store('a', '1');
    cache.rememberUrl('/x?b=1&a=2', 'a', stored);
    expect(cache.getByUrl('/x?b=1&a=2')).toBe(stored);
    expect(cache.getByUrl('/x?a=2&b=1')).toBeUndefined();
    cache.store('b', '2');
    expect(cache.getByUrl('/x?b=1&a=2')).toBeUndefined();
  });

  it('remembers no URL when its size is 0', () => {
    const cache = new ResponseCache(0);
    cache.rememberUrl('/x', 'a', cache.store('a', '1'));
    expect(cache.getByUrl('/x')).toBeUndefined();
  });

  it('compresses a body once per encoding', async () => {
    const entry = new ResponseCache(1).store('a', JSON.stringify({ text: '数据'.repeat(500) }));
    const br = await entry.encode('br');
    expect(await entry.encode('br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(entry.body);
    expect(zlib.gunzipSync(await entry.encode('gzip')).toString()).toBe(entry.body);
    expect(entry.compressed('br')).toBe(br);
  });
});

describe('response cache stats', () => {
  it('counts hits by key and by URL, misses, entries and the bytes they hold', async () => {
    const cache = new ResponseCache(2);
    expect(cache.get('a')).toBeUndefined();
    const entry = cache.store('a', 'x'.repeat(2000));
    cache.rememberUrl('/a?x=1', 'a', entry);
    expect(cache.get('a')).toBe(entry);
    expect(cache.getByUrl('/a?x=1')).toBe(entry);
    expect(cache.getByUrl('/unknown')).toBeUndefined();
    const compressed = await entry.encode('gzip');
    expect(cache.stats()).toEqual({ hits: 2, misses: 1, entries: 1, bytes: 4000 + compressed.length });
  });
});

describe('If-None-Match', () => {
  it('matches the ETag among several, weak or strong, or *', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%j gives %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
