/**
 * Content API data for a page. The first render takes what the server embedded in the page
 * (`api.peek`), so a server-served page paints with no request; anything else is fetched after
 * mount, and again when the language or the query changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EndpointPath } from '../endpoint-queries';
import type { EndpointData } from '../endpoints';
import type { ApiQuery } from '../section';
import { requestKey } from '@site/shared-contracts';
import { useSection } from './section-context';

/** SPEC.md §9: a loading indicator, once shown, stays this long so it never flickers. */
export const MIN_LOADING_MS = 200;

export interface ApiResult<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  retry(): void;
}

export interface ApiOptions {
  /** Replaces the shell's 404 page when the API does not know the requested item. */
  onNotFound?: () => void;
  /** Asks nothing (the request cannot be made yet): no data, no error, not loading. */
  skip?: boolean;
}

interface Settled<T> {
  /** The request and language the answer belongs to. */
  for: string;
  data: T | undefined;
  error: unknown;
}

export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

export function useApi<P extends EndpointPath>(
  path: P,
  query?: ApiQuery<P>,
  options: ApiOptions = {},
): ApiResult<EndpointData<P>> {
  const { props, language } = useSection();
  const key = `${language} ${requestKey(path, (query ?? {}) as Record<string, string | number | undefined>)}`;

  const [settled, setSettled] = useState<Settled<EndpointData<P>>>(() => {
    const embedded = props.api.peek(path, query);
    return { for: embedded === undefined ? '' : key, data: embedded, error: undefined };
  });
  const [attempt, setAttempt] = useState(0);
  // The request the embedded answer covers: its first effect needs no fetch.
  const peekedFor = useRef(settled.data === undefined ? null : key);

  // The fetch reads the latest values without re-running when only their identity changes.
  const latest = useRef({ path, query, options, props });
  useEffect(() => {
    latest.current = { path, query, options, props };
  });

  const skip = options.skip === true;
  useEffect(() => {
    if (skip) return;
    if (attempt === 0 && peekedFor.current === key) return;
    peekedFor.current = null;
    const { path: requestPath, query: requestQuery, props: sectionProps } = latest.current;
    const shownAt = performance.now();
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (next: Settled<EndpointData<P>>) => {
      if (!active) return;
      const wait = MIN_LOADING_MS - (performance.now() - shownAt);
      if (wait <= 0) setSettled(next);
      else timer = setTimeout(() => setSettled(next), wait);
    };

    setSettled({ for: '', data: undefined, error: undefined });
    sectionProps.api.get(requestPath, requestQuery).then(
      (data) => settle({ for: key, data, error: undefined }),
      (error: unknown) => {
        if (!active) return;
        if (isNotFoundError(error)) (latest.current.options.onNotFound ?? sectionProps.showNotFound)();
        settle({ for: key, data: undefined, error });
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [key, attempt, skip]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (skip) return { data: undefined, error: undefined, loading: false, retry };
  const current = settled.for === key;
  return {
    data: current ? settled.data : undefined,
    error: current ? settled.error : undefined,
    loading: !current,
    retry,
  };
}
