/**
 * What the registry keeps of the shell team's redirects (decision 072): the published set and the
 * sets before it, and the two changes made to them, as pure functions both stores apply inside
 * their one write (as section-record.ts does for releases).
 */
import { Value } from '@sinclair/typebox/value';
import { PublishedRedirects, type RedirectSet } from '../redirects/redirect-set';
import { RegistryConflict, RegistryRefusal } from './section-record';

export interface RedirectsRecord {
  /** The set every server answers with; none before the first publish. */
  current?: PublishedRedirects;
  /** The sets published before it, oldest first: what a rollback restores. */
  history: PublishedRedirects[];
  /** The highest version ever published, so a version number is never given twice. */
  lastVersion: number;
}

/** What a change makes of the record, and what its caller is told. */
export type RedirectsChange<T> = (record: RedirectsRecord) => { record: RedirectsRecord; result: T };

/** How many earlier sets are kept for rollbacks. */
export const REDIRECT_SETS_KEPT = 50;

export const emptyRedirectsRecord = (): RedirectsRecord => ({ history: [], lastVersion: 0 });

/** A stored record, read leniently: a set that does not validate is left out. */
export function redirectsRecordOf(stored: unknown): RedirectsRecord {
  if (stored === null || typeof stored !== 'object') return emptyRedirectsRecord();
  const { current, history, lastVersion } = stored as Record<string, unknown>;
  const record: RedirectsRecord = {
    history: Array.isArray(history) ? history.filter((set) => Value.Check(PublishedRedirects, set)) : [],
    lastVersion: typeof lastVersion === 'number' ? lastVersion : 0,
  };
  if (Value.Check(PublishedRedirects, current)) record.current = current;
  return record;
}

/** The current set's version: 0 before the first publish (what a publish expects to find, read at its start). */
export const redirectsVersionOf = (record: RedirectsRecord): number => record.current?.version ?? 0;

/** `set` becomes the one every server answers with; the current one (or none: an empty set) goes to the history. */
export function publishedRedirects(
  record: RedirectsRecord,
  set: RedirectSet,
  now: Date,
  expectedVersion?: number,
): RedirectsRecord {
  if (expectedVersion !== undefined && redirectsVersionOf(record) !== expectedVersion) {
    throw new RegistryConflict(
      `the redirects changed while this command ran (now version ${redirectsVersionOf(record)}): nothing was published; run it again`,
    );
  }
  const previous: PublishedRedirects = record.current ?? {
    version: 0,
    publishedAt: now.toISOString(),
    redirects: [],
    external: [],
  };
  const version = Math.max(record.lastVersion, redirectsVersionOf(record)) + 1;
  return {
    current: { version, publishedAt: now.toISOString(), redirects: set.redirects, external: set.external },
    history: [...record.history, previous].slice(-REDIRECT_SETS_KEPT),
    lastVersion: version,
  };
}

/** The set before the current one is answered with again. */
export function rolledBackRedirects(record: RedirectsRecord): RedirectsRecord {
  const previous = record.history.at(-1);
  if (!previous || !record.current) throw new RegistryRefusal('there is no earlier set of redirects to restore');
  return { current: previous, history: record.history.slice(0, -1), lastVersion: record.lastVersion };
}
