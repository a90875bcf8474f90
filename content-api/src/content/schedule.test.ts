import { formatInZone, isLiveAt, parseScheduleTime, scheduleOrderProblem } from './schedule';

const at = (text: string) => {
  const parsed = parseScheduleTime(text);
  return 'ms' in parsed ? parsed.ms : parsed.problem;
};

describe('schedule times', () => {
  it('reads a time with Z or an offset as the same instant', () => {
    const utc = Date.parse('2026-12-01T01:30:00Z');
    expect(at('2026-12-01T09:30:00+08:00')).toBe(utc);
    expect(at('2026-12-01T01:30:00Z')).toBe(utc);
    expect(at('2026-11-30T20:30-05:00')).toBe(utc);
    expect(at('2026-12-01T01:30:00.250Z')).toBe(utc + 250);
    expect(at('2028-02-29T00:00:00+14:00')).toBe(Date.parse('2028-02-28T10:00:00Z'));
  });

  it('refuses a time without a zone, saying so', () => {
    expect(at('2026-12-01T09:30:00')).toBe(
      '"2026-12-01T09:30:00" has no time zone: end it with Z or an offset, as in 2026-12-01T09:30:00+08:00',
    );
  });

  it.each([
    '2026-02-29T09:30:00Z',
    '2026-13-01T09:30:00Z',
    '2026-12-01T24:00:00Z',
    '2026-12-01T09:60:00Z',
    '2026-12-01T09:30:00+15:00',
    '2026-12-01T09:30:00+0800',
    '2026-12-01 09:30:00Z',
    '2026-12-01t09:30:00z',
    '2026-12-01',
    '1969-12-31T23:59:59Z',
    '2026-12-01T09:30:00.1234Z',
    '',
  ])('refuses %j as not a valid time', (text) => {
    expect(at(text)).toBe(
      `${JSON.stringify(text)} is not a valid time: write an ISO 8601 time such as 2026-12-01T09:30:00+08:00`,
    );
  });

  it('wants unpublishAt strictly after publishAt', () => {
    const publishAt = '2026-12-01T09:30:00+08:00';
    expect(scheduleOrderProblem({ publishAt, unpublishAt: '2026-12-01T01:30:00Z' })).toBe(
      'must be after publishAt (2026-12-01T09:30:00+08:00)',
    );
    expect(scheduleOrderProblem({ publishAt, unpublishAt: '2026-12-01T01:30:01Z' })).toBeNull();
    expect(scheduleOrderProblem({ unpublishAt: '2026-12-01T01:30:00Z' })).toBeNull();
  });

  it('counts an item live from its publishAt until just before its unpublishAt', () => {
    const item = { publishAt: '2026-12-01T09:30:00+08:00', unpublishAt: '2026-12-02T09:30:00+08:00' };
    const from = Date.parse('2026-12-01T01:30:00Z');
    const until = Date.parse('2026-12-02T01:30:00Z');
    expect([from - 1, from, until - 1, until].map((now) => isLiveAt(item, now))).toEqual([false, true, true, false]);
    expect(isLiveAt({}, from)).toBe(true);
  });

  it('shows a time in the site zone and in UTC', () => {
    const ms = Date.parse('2026-12-31T16:30:05Z');
    expect(formatInZone(ms, 'Asia/Shanghai')).toBe('2027-01-01 00:30:05');
    expect(formatInZone(ms, 'UTC')).toBe('2026-12-31 16:30:05');
  });
});
