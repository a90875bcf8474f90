/**
 * Publishing the shell team's redirects and rolling them back (decision 072), each one write of
 * the registry store that every server sees on its next request.
 */
import type { PublishedRedirects, RedirectSet } from '../redirects/redirect-set';
import { publishedRedirects, rolledBackRedirects } from './redirects-record';
import type { RegistryStore } from './registry-store';

/**
 * Makes `set` the one every server answers with. `expectedVersion`: the version the command read
 * (and checked the set beside) at its start; changed since, nothing is written (RegistryConflict).
 */
export function publishRedirectsIn(
  store: RegistryStore,
  set: RedirectSet,
  expectedVersion?: number,
): Promise<PublishedRedirects> {
  return store.updateRedirects((record) => {
    const next = publishedRedirects(record, set, new Date(), expectedVersion);
    return { record: next, result: next.current! };
  });
}

/** Restores the set published before the current one. Returns it. */
export function rollbackRedirectsIn(store: RegistryStore): Promise<PublishedRedirects> {
  return store.updateRedirects((record) => {
    const next = rolledBackRedirects(record);
    return { record: next, result: next.current! };
  });
}
