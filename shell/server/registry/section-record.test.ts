import {
  discarded,
  emptyRecord,
  expectUnchanged,
  previousOf,
  promoted,
  RegistryConflict,
  RegistryRefusal,
  released,
  rolledBack,
  staged,
  verified,
} from './section-record';
import { at, entry } from '../test-support/section-records';

describe("a section's record", () => {
  it('keeps the current release while a candidate is staged, and makes it current on promote', () => {
    const live = released(emptyRecord(), entry('v1'), at(0));
    const withCandidate = staged(live, entry('v2'), at(1));
    expect(withCandidate.current?.version).toBe('v1');
    expect(withCandidate.candidate).toEqual({ entry: entry('v2'), stagedAt: at(1).toISOString() });
    const promotedRecord = promoted(withCandidate, 'mfe-news', at(2));
    expect(promotedRecord.current?.version).toBe('v2');
    expect(promotedRecord.candidate).toBeUndefined();
    expect(previousOf(promotedRecord)).toBe('v1');
    expect(promotedRecord.retired).toEqual({ v1: at(2).toISOString() });
  });

  it('holds one candidate at most: a new stage replaces it, a plain release drops it', () => {
    const record = staged(staged(emptyRecord(), entry('a'), at(0)), entry('b'), at(1));
    expect(record.candidate?.entry.version).toBe('b');
    expect(released(record, entry('c'), at(2)).candidate).toBeUndefined();
  });

  it('refuses to promote or discard when there is no candidate', () => {
    const live = released(emptyRecord(), entry('v1'), at(0));
    expect(() => promoted(live, 'mfe-news', at(1))).toThrow(RegistryRefusal);
    expect(() => discarded(live, 'mfe-news')).toThrow('mfe-news has no candidate to discard');
    expect(discarded(staged(live, entry('v2'), at(1)), 'mfe-news')).toEqual(live);
  });

  it('rolls back one release at a time, and no further than the first', () => {
    let record = emptyRecord();
    for (const [minute, version] of ['v1', 'v2', 'v3'].entries()) record = released(record, entry(version), at(minute));
    record = rolledBack(record, 'mfe-news', entry, at(10));
    expect([record.current?.version, record.history]).toEqual(['v2', ['v1', 'v2']]);
    expect(record.retired.v3).toBe(at(10).toISOString());
    record = rolledBack(record, 'mfe-news', entry, at(11));
    expect(record.current?.version).toBe('v1');
    expect(() => rolledBack(record, 'mfe-news', entry, at(12))).toThrow(/no earlier release/);
  });

  it('records a verification only for the candidate it ran against', () => {
    const record = staged(emptyRecord(), entry('v2'), at(0));
    const result = { passed: false, at: at(1).toISOString(), site: 'https://www.example.com' };
    expect(verified(record, 'mfe-news', 'v2', result).candidate?.verification).toEqual(result);
    expect(() => verified(record, 'mfe-news', 'v1', result)).toThrow(RegistryConflict);
  });

  it('tells a command that read the section before another one changed it', () => {
    const record = staged(released(emptyRecord(), entry('v1'), at(0)), entry('v2'), at(1));
    expect(() => expectUnchanged(record, 'mfe-news', { current: 'v1', candidate: 'v2' })).not.toThrow();
    expect(() => expectUnchanged(record, 'mfe-news', { current: 'v1' })).toThrow(/changed while this command ran/);
  });
});
