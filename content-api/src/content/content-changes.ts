/** What an import changes: per kind, the items added, changed and removed, as `zh/29`. */
import type { ContentSet } from './content-folder';
import { BACKENDS, CONTENT_KINDS, itemName, type ContentItem, type ContentKind } from './kinds';

export interface KindChanges {
  kind: ContentKind;
  added: string[];
  changed: string[];
  removed: string[];
}

function byName(kind: ContentKind, items: readonly ContentItem[] | undefined): Map<string, string> {
  return new Map((items ?? []).map((item) => [itemName(kind, item), JSON.stringify(item)]));
}

/** The kinds that change from `before` to `after`, in the order of CONTENT_KINDS. */
export function contentChanges(before: ContentSet, after: ContentSet): KindChanges[] {
  const changes: KindChanges[] = [];
  for (const kind of CONTENT_KINDS) {
    const result: KindChanges = { kind, added: [], changed: [], removed: [] };
    for (const { name: backend } of BACKENDS) {
      const old = byName(kind, before.get(kind)?.[backend]);
      const next = byName(kind, after.get(kind)?.[backend]);
      for (const [name, text] of next) {
        const previous = old.get(name);
        if (previous === undefined) result.added.push(`${backend}/${name}`);
        else if (previous !== text) result.changed.push(`${backend}/${name}`);
      }
      for (const name of old.keys()) if (!next.has(name)) result.removed.push(`${backend}/${name}`);
    }
    if (result.added.length + result.changed.length + result.removed.length > 0) changes.push(result);
  }
  return changes;
}

const LISTED = 8;

function listed(label: string, names: string[]): string | null {
  if (names.length === 0) return null;
  const shown = names.slice(0, LISTED).join(', ');
  const more = names.length > LISTED ? ` and ${names.length - LISTED} more` : '';
  return `${names.length} ${label} (${shown}${more})`;
}

/** One line per changed kind: "news: 1 added (zh/31), 2 changed (zh/29, en/529)". */
export function describeChanges(changes: readonly KindChanges[]): string[] {
  return changes.map(({ kind, added, changed, removed }) => {
    const parts = [listed('added', added), listed('changed', changed), listed('removed', removed)].filter(Boolean);
    return `${kind.folder}: ${parts.join(', ')}`;
  });
}
