import type { ResolvedRoute } from '../src/routing/resolve-route';
import { documentKeyOf } from './document-cache';
import { documentKeyingOf, keepsDocument, type DocumentKeyingInput } from './document-keying';

const LIST: ResolvedRoute = {
  section: 'mfe-x',
  entry: {
    path: '/x/list',
    name: 'x-list',
    layout: 'default',
    data: [{ key: 'list', endpoint: '/api/web/news/list', params: { page: '?page' } }],
  },
  params: {},
};

const keyingOf = (address: string, more: Partial<DocumentKeyingInput> = {}) =>
  documentKeyingOf({
    url: new URL(address, 'http://site.invalid'),
    page: { route: LIST, device: 'desktop' },
    registry: 3,
    content: 5,
    origin: 'https://www.example.cn',
    language: 's',
    personal: false,
    ...more,
  });

describe('documentKeyingOf', () => {
  it("keeps a canary's composition apart from the current releases' and from another composition (decision 078)", () => {
    const current = documentKeyOf(keyingOf('/x/list').key);
    const canary = documentKeyOf(keyingOf('/x/list', { composition: 'mfe-x@v2' }).key);
    const other = documentKeyOf(keyingOf('/x/list', { composition: 'mfe-x@v3' }).key);
    expect(new Set([current, canary, other]).size).toBe(3);
    expect(keyingOf('/x/list', { composition: 'mfe-x@v2' }).once).toBe(false);
    expect(documentKeyOf(keyingOf('/x/list', { composition: undefined }).key)).toBe(current);
  });

  it('keys a document by its generations, origin, language, device and the query its route reads', () => {
    expect(keyingOf('/x/list?utm_source=x&page=2')).toEqual({
      key: {
        registry: 3,
        content: 5,
        origin: 'https://www.example.cn',
        language: 's',
        device: 'desktop',
        target: '/x/list?page=2',
      },
      once: false,
    });
  });

  it('makes a document whose query holds "pre" for the whole address, once', () => {
    const keying = keyingOf('/x/list?from=pre&utm_source=x');
    expect(keying.key.target).toBe('/x/list?from=pre&utm_source=x');
    expect(keying.once).toBe(true);
  });

  it("makes a visitor's own document once", () => {
    expect(keyingOf('/x/list', { personal: true }).once).toBe(true);
  });
});

describe('keepsDocument', () => {
  const shared = keyingOf('/x/list');
  const server = { kind: 'server', html: '', ms: 1 } as const;
  const client = { kind: 'client', reason: 'timeout', ms: 1 } as const;

  it('keeps a page every visitor of its key gets, rendered on the server or by no section', () => {
    expect(keepsDocument(shared, 200, server, true)).toBe(true);
    expect(keepsDocument(shared, 200, null, true)).toBe(true);
  });

  it('keeps no document made once, no 404 or 500 page, and no failed server render', () => {
    expect(keepsDocument(keyingOf('/x/list', { personal: true }), 200, server, true)).toBe(false);
    expect(keepsDocument(shared, 404, server, true)).toBe(false);
    expect(keepsDocument(shared, 500, null, true)).toBe(false);
    expect(keepsDocument(shared, 200, client, true)).toBe(false);
  });

  it('keeps a client-rendered page when server rendering is off', () => {
    expect(keepsDocument(shared, 200, { kind: 'client', reason: 'off', ms: 0 }, false)).toBe(true);
  });
});
