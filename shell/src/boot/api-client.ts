/**
 * The API client every section gets (SectionProps.api): the current language's query, answers
 * the server embedded used once without a request, the loading bar on every fetch, and /400 on
 * a 400 (SPEC.md §7, §8).
 */
import {
  languageQueryOf,
  requestKey,
  type ApiClient,
  type ApiQuery,
  type EndpointData,
  type EndpointPath,
  type Language,
  type SiteEventBus,
} from '@site/shared-contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`${path} answered ${status}`);
  }
}

export interface ApiClientOptions {
  bus: SiteEventBus;
  getLanguage(): Language;
  /** Answers embedded in the document, by requestKey(). */
  embedded: Record<string, unknown>;
  onBadRequest(): void;
  fetch?: typeof fetch;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const embedded = new Map(Object.entries(options.embedded));
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let sequence = 0;

  const keyOf = (path: string, query: object | undefined) => {
    const full = {
      ...(query as Record<string, string | number | undefined>),
      ...languageQueryOf(options.getLanguage()),
    };
    return { key: requestKey(path, full) };
  };

  return {
    peek<P extends EndpointPath>(path: P, query?: ApiQuery<P>) {
      return embedded.get(keyOf(path, query).key) as EndpointData<P> | undefined;
    },

    async get<P extends EndpointPath>(path: P, query?: ApiQuery<P>) {
      const { key } = keyOf(path, query);
      if (embedded.has(key)) {
        const data = embedded.get(key) as EndpointData<P>;
        embedded.delete(key);
        return data;
      }
      const id = `request-${(sequence += 1)}`;
      options.bus.emit('loading:start', { id, kind: 'request' });
      try {
        const response = await doFetch(key, { credentials: 'same-origin', headers: { accept: 'application/json' } });
        if (response.status === 400) options.onBadRequest();
        if (!response.ok) throw new ApiError(response.status, path);
        const body = (await response.json()) as { data: EndpointData<P> };
        options.bus.emit('loading:finish', { id });
        return body.data;
      } catch (error) {
        options.bus.emit('loading:fail', { id, message: error instanceof Error ? error.message : String(error) });
        console.warn(`Content request failed: ${key}`, error);
        throw error;
      }
    },
  };
}
