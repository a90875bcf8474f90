/**
 * What the registry keeps of one section, and every change a release command makes to it, as pure
 * functions: both stores (a file, PostgreSQL) apply the same ones inside their one write.
 */
import type { CandidateVerification, RegistryCandidate, RegistryEntry } from '@site/shared-contracts';

export interface SectionRecord {
  /** The release every visitor gets; none before the section's first release. */
  current?: RegistryEntry;
  /** Versions that were current, oldest first; the last is the current one. */
  history: string[];
  candidate?: RegistryCandidate;
  /** When each version stopped being current (ISO 8601): what pruning keeps a window after. */
  retired: Record<string, string>;
  /** What happened to the section's canaries, oldest first, the last EVENTS_KEPT (decision 078). */
  events?: ReleaseEvent[];
}

/** A canary started or changed its share, was aborted by a command, or withdrawn by its failures. */
export interface ReleaseEvent {
  at: string;
  version: string;
  event: 'canary' | 'abort' | 'withdrawn';
  /** The share of visitors the candidate then had (0 once aborted or withdrawn). */
  percent: number;
  /** Why it was withdrawn: the failure rates compared. */
  reason?: string;
}

export const EVENTS_KEPT = 50;

function withEvent(record: SectionRecord, event: ReleaseEvent): ReleaseEvent[] {
  return [...(record.events ?? []), event].slice(-EVENTS_KEPT);
}

/** A change the registry refuses as it stands (no candidate, nothing to roll back to): nothing is written. */
export class RegistryRefusal extends Error {}

/** The record changed between a command's read and its write (another terminal): nothing is written. */
export class RegistryConflict extends Error {}

export const emptyRecord = (): SectionRecord => ({ history: [], retired: {} });

/** The release before the current one, the one `--rollback` switches to. */
export function previousOf(record: SectionRecord): string | undefined {
  const index = record.current ? record.history.lastIndexOf(record.current.version) : -1;
  return index > 0 ? record.history[index - 1] : undefined;
}

function retiring(record: SectionRecord, now: Date): Record<string, string> {
  return record.current ? { ...record.retired, [record.current.version]: now.toISOString() } : record.retired;
}

/** `entry` becomes current at once (a plain release: staged and promoted in one step); any candidate is dropped. */
export function released(record: SectionRecord, entry: RegistryEntry, now: Date): SectionRecord {
  const { candidate: _dropped, ...rest } = record;
  return {
    ...rest,
    current: entry,
    history: [...record.history, entry.version],
    retired: retiring(record, now),
  };
}

/** `entry` becomes the section's one candidate, replacing any other. */
export function staged(record: SectionRecord, entry: RegistryEntry, now: Date): SectionRecord {
  return { ...record, candidate: { entry, stagedAt: now.toISOString() } };
}

/**
 * The candidate is served to `percent` of visitors (a running canary keeps the time it started, so
 * its counts stay one window; one aborted or withdrawn starts a new window).
 */
export function canaried(record: SectionRecord, section: string, percent: number, now: Date): SectionRecord {
  const candidate = record.candidate;
  if (!candidate) throw new RegistryRefusal(`${section} has no candidate to canary: stage one with --stage`);
  if (candidate.verification && !candidate.verification.passed) {
    throw new RegistryRefusal(`${section}@${candidate.entry.version} failed its verification: stage a new one`);
  }
  const running = candidate.canary && candidate.canary.percent > 0;
  const startedAt = running ? candidate.canary!.startedAt : now.toISOString();
  const version = candidate.entry.version;
  return {
    ...record,
    candidate: { ...candidate, canary: { percent, startedAt } },
    events: withEvent(record, { at: now.toISOString(), version, event: 'canary', percent }),
  };
}

/**
 * The canary of `version` stops (share 0); the candidate stays staged. Refused when that canary is
 * not running any more, so of several servers withdrawing at once exactly one does.
 */
export function withdrawn(
  record: SectionRecord,
  section: string,
  how: { version?: string; reason?: string },
  now: Date,
): SectionRecord {
  const candidate = record.candidate;
  if (!candidate?.canary || candidate.canary.percent === 0) {
    throw new RegistryRefusal(`${section} has no canary running`);
  }
  if (how.version !== undefined && candidate.entry.version !== how.version) {
    throw new RegistryRefusal(`${section}'s canary is no longer ${how.version}`);
  }
  const event: ReleaseEvent = {
    at: now.toISOString(),
    version: candidate.entry.version,
    event: how.reason === undefined ? 'abort' : 'withdrawn',
    percent: 0,
    ...(how.reason === undefined ? {} : { reason: how.reason }),
  };
  return {
    ...record,
    candidate: { ...candidate, canary: { ...candidate.canary, percent: 0 } },
    events: withEvent(record, event),
  };
}

export function promoted(record: SectionRecord, section: string, now: Date): SectionRecord {
  if (!record.candidate) throw new RegistryRefusal(`${section} has no candidate to promote: stage one with --stage`);
  return released(record, record.candidate.entry, now);
}

export function discarded(record: SectionRecord, section: string): SectionRecord {
  if (!record.candidate) throw new RegistryRefusal(`${section} has no candidate to discard`);
  const { candidate: _discarded, ...rest } = record;
  return rest;
}

/** The release before the current one becomes current again; `entryOf` makes its entry. */
export function rolledBack(
  record: SectionRecord,
  section: string,
  entryOf: (version: string) => RegistryEntry,
  now: Date,
): SectionRecord {
  const previous = previousOf(record);
  if (!previous || !record.current) throw new RegistryRefusal(`${section} has no earlier release to roll back to`);
  return {
    ...record,
    current: entryOf(previous),
    history: record.history.slice(0, record.history.lastIndexOf(record.current.version)),
    retired: retiring(record, now),
  };
}

/** Records a run of the reader suite against the candidate `version`, if it is still the candidate. */
export function verified(
  record: SectionRecord,
  section: string,
  version: string,
  verification: CandidateVerification,
): SectionRecord {
  if (record.candidate?.entry.version !== version) {
    throw new RegistryConflict(`${section}'s candidate is no longer ${version}: its verification is not recorded`);
  }
  return { ...record, candidate: { ...record.candidate, verification } };
}

/** Throws RegistryConflict when the record's current or candidate release is not what a command read at its start. */
export function expectUnchanged(
  record: SectionRecord,
  section: string,
  expected: { current?: string; candidate?: string },
): void {
  const now = { current: record.current?.version, candidate: record.candidate?.entry.version };
  if (now.current !== expected.current || now.candidate !== expected.candidate) {
    throw new RegistryConflict(
      `${section} changed while this command ran (current ${now.current ?? 'none'}, candidate ${
        now.candidate ?? 'none'
      }): nothing was changed; run the command again`,
    );
  }
}
