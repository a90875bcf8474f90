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
