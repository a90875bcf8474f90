import { createEventBus } from '@site/shared-contracts';
import { ApiError, createApiClient } from './api-client';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { shouldPrefetch } from './prefetch';
import { createShellStore } from './store';

describe('chunk reload guard', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as unknown as Storage;
  };

  it('recognises chunk load failures', () => {
    const chunk = new Error('Loading chunk 12 failed.');
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then not again within a minute, so it can never loop', () => {
    const store = storage();
    const reload = jest.fn();
    expect(reloadOnceForChunkError(store, 1_000_000, reload)).toBe(true);
    expect(reloadOnceForChunkError(store, 1_030_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(store, 1_070_000, reload)).toBe(true);
  });
});

describe('idle prefetch conditions', () => {
  it('prefetches online on fast connections only, never in data-saver mode', () => {
    expect(shouldPrefetch({ onLine: true })).toBe(true);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(shouldPrefetch({ onLine: false })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });
});

describe('shell store', () => {
  it('notifies subscribers of real changes only', () => {
    const store = createShellStore({ isNavBlack: false } as never);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set({ isNavBlack: false });
    store.set({ isNavBlack: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().isNavBlack).toBe(true);
  });
});

describe('API client', () => {
  const response = (status: number, data: unknown) =>
    ({ status, ok: status >= 200 && status < 300, json: async () => ({ code: 0, message: 'ok', data }) }) as Response;

  function client(language: 's' | 't' | 'e', fetchImpl: jest.Mock, embedded: Record<string, unknown> = {}) {
    const bus = createEventBus();
    const events: string[] = [];
    bus.on('loading:start', () => events.push('start'));
    bus.on('loading:finish', () => events.push('finish'));
    bus.on('loading:fail', () => events.push('fail'));
    const onBadRequest = jest.fn();
    const api = createApiClient({ bus, getLanguage: () => language, embedded, onBadRequest, fetch: fetchImpl });
    return { api, events, onBadRequest };
  }

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('adds the language parameters and runs the loading bar', async () => {
    const fetchImpl = jest.fn(async () => response(200, [{ name: '首頁' }]));
    const { api, events } = client('t', fetchImpl);
    await expect(api.get('/api/web/navigation')).resolves.toEqual([{ name: '首頁' }]);
    expect(fetchImpl).toHaveBeenCalledWith('/api/web/navigation?languageType=1&script=hant', expect.anything());
    expect(events).toEqual(['start', 'finish']);
  });

  it('answers from the embedded state once, without a request', async () => {
    const fetchImpl = jest.fn(async () => response(200, { fresh: true }));
    const { api } = client('e', fetchImpl, { '/api/web/team/detail?id=3&languageType=2': { embedded: true } });
    expect(api.peek('/api/web/team/detail', { id: '3' })).toEqual({ embedded: true });
    await expect(api.get('/api/web/team/detail', { id: '3' })).resolves.toEqual({ embedded: true });
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(api.get('/api/web/team/detail', { id: '3' })).resolves.toEqual({ fresh: true });
  });

  it('sends the visitor to /400 on a 400 and rejects', async () => {
    const { api, onBadRequest, events } = client(
      's',
      jest.fn(async () => response(400, null)),
    );
    await expect(api.get('/api/web/news/list', { page: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(onBadRequest).toHaveBeenCalled();
    expect(events).toEqual(['start', 'fail']);
  });

  it('rejects with the status on a 404', async () => {
    const { api } = client(
      's',
      jest.fn(async () => response(404, null)),
    );
    await expect(api.get('/api/web/news/detail', { id: 9 })).rejects.toMatchObject({ status: 404 });
  });
});
