/**
 * What an import would change, item by item and field by field, as a person reads it (decision
 * 070): each item named with its title, each changed field with its old and new value, long text
 * as a short excerpt where it starts to differ, lists and objects entry by entry.
 */
import { contentChanges } from './content-changes';
import type { ContentSet } from './content-folder';
import { excerptAtDifference } from './item-checks';
import { itemName, itemTitle, type Backend, type ContentItem, type ContentKind } from './kinds';

/** Longer texts are shown as an excerpt near their first difference. */
const LONG_TEXT = 80;
const SHOWN_TEXT = 60;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function shown(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') {
    return JSON.stringify(value.length > SHOWN_TEXT ? `${value.slice(0, SHOWN_TEXT - 1)}…` : value);
  }
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  if (isRecord(value)) {
    const title = itemTitle(value) || Object.values(value).find((field) => typeof field === 'string');
    return typeof title === 'string' ? `{ ${JSON.stringify(title)} … }` : '{ … }';
  }
  return String(value);
}

function valueChanges(path: string, before: unknown, after: unknown, richText: boolean, lines: string[]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  if (
    typeof before === 'string' &&
    typeof after === 'string' &&
    (richText || Math.max(before.length, after.length) > LONG_TEXT)
  ) {
    lines.push(`${path}: ${richText ? 'rich text ' : ''}changed; now "${excerptAtDifference(after, before)}"`);
  } else if (Array.isArray(before) && Array.isArray(after)) {
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
      valueChanges(`${path}[${index}]`, before[index], after[index], false, lines);
    }
  } else if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      valueChanges(`${path}.${key}`, before[key], after[key], false, lines);
    }
  } else {
    lines.push(`${path}: ${shown(before)} → ${shown(after)}`);
  }
}

/** The fields that differ between two versions of an item, one line each (or more for a list). */
export function fieldChanges(kind: ContentKind, before: ContentItem, after: ContentItem): string[] {
  const lines: string[] = [];
  for (const field of Object.keys(kind.schema.properties)) {
    valueChanges(field, before[field], after[field], field === kind.richText, lines);
  }
  return lines;
}

function itemsByName(kind: ContentKind, content: ContentSet) {
  const byName = new Map<string, ContentItem>();
  for (const backend of ['zh', 'en'] as Backend[]) {
    for (const item of content.get(kind)?.[backend] ?? []) byName.set(`${backend}/${itemName(kind, item)}`, item);
  }
  return byName;
}

export interface ContentDiff {
  lines: string[];
  added: number;
  changed: number;
  removed: number;
}

/** Every item that differs from `before` to `after`, with the fields that changed. */
export function contentDiff(before: ContentSet, after: ContentSet): ContentDiff {
  const diff: ContentDiff = { lines: [], added: 0, changed: 0, removed: 0 };
  for (const { kind, added, changed, removed } of contentChanges(before, after)) {
    const old = itemsByName(kind, before);
    const next = itemsByName(kind, after);
    const label = (name: string, item: ContentItem | undefined) =>
      `${kind.folder}/${name}${item && itemTitle(item) ? ` ${itemTitle(item)}` : ''}`;
    for (const name of added) diff.lines.push(`+ ${label(name, next.get(name))}: added`);
    for (const name of changed) {
      const [was, now] = [old.get(name) ?? {}, next.get(name) ?? {}];
      diff.lines.push(`~ ${label(name, now)}: changed`);
      for (const line of fieldChanges(kind, was, now)) diff.lines.push(`    ${line}`);
    }
    for (const name of removed) diff.lines.push(`- ${label(name, old.get(name))}: removed`);
    diff.added += added.length;
    diff.changed += changed.length;
    diff.removed += removed.length;
  }
  return diff;
}
