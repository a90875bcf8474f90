/**
 * Scheduled publishing (decision 070): any item may carry `publishAt` and `unpublishAt`, ISO 8601
 * times with a zone. An item is live from its publishAt (inclusive) until its unpublishAt
 * (exclusive); the database keeps each time as written, for the files, and as epoch milliseconds,
 * for the queries.
 */
import type { ContentItem } from './kinds';

export const SCHEDULE_FIELDS = ['publishAt', 'unpublishAt'] as const;

export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** The schema keyword of a schedule time: the item checks parse it (item-checks.ts). */
export const SCHEDULE_TIME_KEYWORD = 'x-schedule-time';

export const SCHEDULE_TIME_EXAMPLE = '2026-12-01T09:30:00+08:00';

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** The time in epoch milliseconds, or why the text is not a time with a zone. */
export function parseScheduleTime(text: string): { ms: number } | { problem: string } {
  const shown = JSON.stringify(text);
  const invalid = { problem: `${shown} is not a valid time: write an ISO 8601 time such as ${SCHEDULE_TIME_EXAMPLE}` };
  const match = ISO_TIME.exec(text);
  if (!match) return invalid;
  const [, y, mo, d, h, mi, s = '0', fraction = '', zone] = match;
  if (zone === undefined) {
    return { problem: `${shown} has no time zone: end it with Z or an offset, as in ${SCHEDULE_TIME_EXAMPLE}` };
  }
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as number[];
  if (
    year! < 1970 ||
    month! < 1 ||
    month! > 12 ||
    day! < 1 ||
    day! > daysIn(year!, month!) ||
    hour! > 23 ||
    minute! > 59 ||
    second! > 59
  ) {
    return invalid;
  }
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const [offsetHours, offsetRest] = zone.slice(1).split(':').map(Number) as [number, number];
    if (offsetHours > 14 || offsetRest > 59 || (offsetHours === 14 && offsetRest > 0)) return invalid;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetRest);
  }
  const milliseconds = Number(fraction.padEnd(3, '0'));
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, milliseconds);
  return { ms: utc - offsetMinutes * 60_000 };
}

/** The epoch milliseconds of a time the item checks accepted. */
export function scheduleTimeMs(text: string): number {
  const parsed = parseScheduleTime(text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.ms;
}

/** Why an item's unpublishAt cannot stand with its publishAt, or null (both already parsed alone). */
export function scheduleOrderProblem(item: ContentItem): string | null {
  const { publishAt, unpublishAt } = item;
  if (typeof publishAt !== 'string' || typeof unpublishAt !== 'string') return null;
  const from = parseScheduleTime(publishAt);
  const until = parseScheduleTime(unpublishAt);
  if (!('ms' in from) || !('ms' in until) || until.ms > from.ms) return null;
  return `must be after publishAt (${publishAt})`;
}

/** Whether an item is live at a time: published (or never scheduled) and not yet unpublished. */
export function isLiveAt(item: ContentItem, now: number): boolean {
  const from = typeof item.publishAt === 'string' ? scheduleTimeMs(item.publishAt) : null;
  const until = typeof item.unpublishAt === 'string' ? scheduleTimeMs(item.unpublishAt) : null;
  return (from === null || from <= now) && (until === null || until > now);
}

/** Whether an item carries a schedule at all. */
export const isScheduled = (item: ContentItem): boolean =>
  typeof item.publishAt === 'string' || typeof item.unpublishAt === 'string';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A time as `2026-12-01 09:30:00` in a time zone (an IANA name such as Asia/Shanghai, or UTC). */
export function formatInZone(ms: number, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
