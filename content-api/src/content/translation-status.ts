/**
 * Translation status (decision 070): which items with a detail page lack their counterpart in the
 * other backend, which are scheduled, and what `import --require-counterparts` refuses.
 */
import type { ContentSet } from './content-folder';
import type { ContentProblem } from './item-checks';
import {
  BACKENDS,
  CONTENT_KINDS,
  itemName,
  itemTitle,
  type Backend,
  type ContentItem,
  type ContentKind,
} from './kinds';
import { formatInZone, isLiveAt, isScheduled, SCHEDULE_FIELDS, scheduleTimeMs, type ScheduleField } from './schedule';

/** What `--require-counterparts` takes: a kind with a detail page, or a type of news. */
const NEWS_TYPES = ['dynamic', 'research'];
export const COUNTERPART_NAMES: readonly string[] = [
  ...CONTENT_KINDS.filter((kind) => kind.counterpart).map((kind) => kind.folder),
  ...NEWS_TYPES,
];

const otherBackend = (backend: Backend): Backend => (backend === 'zh' ? 'en' : 'zh');

/** The names of a `--require-counterparts` list, or why it cannot be one. */
export function parseCounterpartNames(text: string): { names: string[] } | { problem: string } {
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !COUNTERPART_NAMES.includes(name));
  if (unknown !== undefined) {
    const shown = unknown === '' ? 'an empty name' : JSON.stringify(unknown);
    return { problem: `--require-counterparts takes ${COUNTERPART_NAMES.join(', ')} (comma-separated), not ${shown}` };
  }
  return { names: [...new Set(names)] };
}

function isRequired(kind: ContentKind, item: ContentItem, names: readonly string[]): boolean {
  if (!kind.counterpart) return false;
  if (names.includes(kind.folder)) return true;
  return kind.folder === 'news' && names.includes(String(item.type));
}

/** One problem per item of the named kinds that names no counterpart. */
export function missingCounterparts(content: ContentSet, names: readonly string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const kind of CONTENT_KINDS) {
    for (const { name: backend } of BACKENDS) {
      for (const item of content.get(kind)?.[backend] ?? []) {
        if (!isRequired(kind, item, names) || typeof item.counterpart === 'number') continue;
        problems.push({
          file: `${kind.folder}/${backend}/${itemName(kind, item)}.json`,
          field: 'counterpart',
          message: `missing: no ${otherBackend(backend)}/ item is named as its translation (--require-counterparts ${names.join(',')})`,
        });
      }
    }
  }
  return problems;
}

const labelOf = (kind: ContentKind, backend: Backend, item: ContentItem) =>
  `${kind.folder}/${backend}/${itemName(kind, item)}${itemTitle(item) ? ` ${itemTitle(item)}` : ''}`;

/** An item's schedule in the site's zone: "publishAt 2026-12-01 09:30:00, unpublishAt …". */
const scheduleOf = (item: ContentItem, timeZone: string) =>
  SCHEDULE_FIELDS.filter((field) => typeof item[field] === 'string')
    .map((field) => `${field} ${formatInZone(scheduleTimeMs(String(item[field])), timeZone)}`)
    .join(', ');

/** Lines for the items with a detail page whose counterpart is missing, or not live while they are. */
export function untranslatedLines(content: ContentSet, now: number, timeZone: string): string[] {
  const lines: string[] = [];
  for (const kind of CONTENT_KINDS.filter((candidate) => candidate.counterpart)) {
    for (const { name: backend } of BACKENDS) {
      const other = otherBackend(backend);
      const others = new Map((content.get(kind)?.[other] ?? []).map((item) => [itemName(kind, item), item]));
      for (const item of content.get(kind)?.[backend] ?? []) {
        const counterpart = typeof item.counterpart === 'number' ? others.get(String(item.counterpart)) : undefined;
        if (!counterpart) {
          lines.push(`${labelOf(kind, backend, item)}: no counterpart in ${other}/`);
        } else if (isLiveAt(item, now) && !isLiveAt(counterpart, now)) {
          lines.push(
            `${labelOf(kind, backend, item)}: its counterpart ${other}/${item.counterpart} is not live now (${scheduleOf(counterpart, timeZone)})`,
          );
        }
      }
    }
  }
  return lines;
}

/** One line per scheduled item: whether it is waiting, live or ended now, and its times in the site's zone. */
export function scheduledLines(content: ContentSet, now: number, timeZone: string): string[] {
  const lines: string[] = [];
  for (const kind of CONTENT_KINDS) {
    for (const { name: backend } of BACKENDS) {
      for (const item of content.get(kind)?.[backend] ?? []) {
        if (!isScheduled(item)) continue;
        const from = typeof item.publishAt === 'string' ? scheduleTimeMs(item.publishAt) : -Infinity;
        const state = isLiveAt(item, now) ? 'live' : now < from ? 'waiting' : 'ended';
        lines.push(`${labelOf(kind, backend, item)}: ${state}; ${scheduleOf(item, timeZone)}`);
      }
    }
  }
  return lines;
}

export interface DueTime {
  at: number;
  field: ScheduleField;
  label: string;
}

/** Every publishAt and unpublishAt still to come, soonest first. */
export function dueTimes(content: ContentSet, now: number): DueTime[] {
  const due: DueTime[] = [];
  for (const kind of CONTENT_KINDS) {
    for (const { name: backend } of BACKENDS) {
      for (const item of content.get(kind)?.[backend] ?? []) {
        for (const field of SCHEDULE_FIELDS) {
          const value = item[field];
          if (typeof value !== 'string') continue;
          const at = scheduleTimeMs(value);
          if (at > now) due.push({ at, field, label: labelOf(kind, backend, item) });
        }
      }
    }
  }
  return due.sort((a, b) => a.at - b.at || a.label.localeCompare(b.label));
}
