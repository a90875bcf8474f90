/** A section's canary in its record (decision 078): started, its share changed, aborted, withdrawn, recorded. */
import {
  canaried,
  emptyRecord,
  promoted,
  RegistryRefusal,
  staged,
  withdrawn,
  type SectionRecord,
} from './section-record';
import { at, entry } from '../test-support/section-records';

const stagedRecord = (): SectionRecord =>
  staged({ ...emptyRecord(), current: entry('v1'), history: ['v1'] }, entry('v2'), at(0));

describe('a canary in the section record', () => {
  it('needs a candidate', () => {
    expect(() => canaried({ ...emptyRecord(), current: entry('v1') }, 'mfe-news', 10, at(1))).toThrow(RegistryRefusal);
  });

  it('starts, keeps its window while its share changes, and records each step', () => {
    const started = canaried(stagedRecord(), 'mfe-news', 10, at(1));
    expect(started.candidate?.canary).toEqual({ percent: 10, startedAt: at(1).toISOString() });
    const widened = canaried(started, 'mfe-news', 50, at(5));
    expect(widened.candidate?.canary).toEqual({ percent: 50, startedAt: at(1).toISOString() });
    expect(widened.events?.map(({ event, percent }) => [event, percent])).toEqual([
      ['canary', 10],
      ['canary', 50],
    ]);
  });

  it('aborts to a share of 0 with the candidate still staged; a new canary is a new window', () => {
    const aborted = withdrawn(canaried(stagedRecord(), 'mfe-news', 50, at(1)), 'mfe-news', {}, at(2));
    expect(aborted.candidate?.entry.version).toBe('v2');
    expect(aborted.candidate?.canary?.percent).toBe(0);
    expect(aborted.events?.at(-1)).toEqual({ at: at(2).toISOString(), version: 'v2', event: 'abort', percent: 0 });
    expect(() => withdrawn(aborted, 'mfe-news', {}, at(3))).toThrow('mfe-news has no canary running');
    expect(canaried(aborted, 'mfe-news', 10, at(4)).candidate?.canary?.startedAt).toBe(at(4).toISOString());
  });

  it('is withdrawn with its reason only while that version runs', () => {
    const running = canaried(stagedRecord(), 'mfe-news', 50, at(1));
    expect(() => withdrawn(running, 'mfe-news', { version: 'v9', reason: 'r' }, at(2))).toThrow(RegistryRefusal);
    const done = withdrawn(running, 'mfe-news', { version: 'v2', reason: 'too many failures' }, at(2));
    expect(done.events?.at(-1)).toMatchObject({ event: 'withdrawn', version: 'v2', reason: 'too many failures' });
    expect(() => withdrawn(done, 'mfe-news', { version: 'v2', reason: 'again' }, at(3))).toThrow(RegistryRefusal);
  });

  it('ends with a promote, its history kept', () => {
    const done = promoted(canaried(stagedRecord(), 'mfe-news', 50, at(1)), 'mfe-news', at(2));
    expect(done.current?.version).toBe('v2');
    expect(done.candidate).toBeUndefined();
    expect(done.events).toHaveLength(1);
  });
});
