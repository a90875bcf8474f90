/**
 * The content as files (decision 030): `<folder>/<kind>/<zh|en>/<name>.json`, one file per item,
 * its rich text in `<name>.html` beside it. Reading checks every file and the links between
 * items, and reports every problem at once; writing makes a folder that reading takes back
 * unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sanitizeRichText } from '../lib/sanitize';
import { itemCheckerFor, type ContentProblem, type ItemChecker } from './item-checks';
import {
  BACKENDS,
  CONTENT_KINDS,
  KIND_BY_FOLDER,
  SINGLE_ITEM_NAME,
  itemName,
  orderedLike,
  type Backend,
  type ContentItem,
  type ContentKind,
} from './kinds';

/** Every item of both backends, by kind. */
export type ContentSet = ReadonlyMap<ContentKind, Readonly<Record<Backend, readonly ContentItem[]>>>;

/** A file a person may keep in the content folder that is not content. */
const README = 'README.md';

export interface FolderReading {
  content: ContentSet;
  problems: ContentProblem[];
  /** How many files were read. */
  files: number;
}

interface Located {
  item: ContentItem;
  /** The item's JSON file, relative to the content folder. */
  file: string;
}

const posix = (...parts: string[]) => parts.join('/');

function visibleEntries(folder: string): fs.Dirent[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

/** Reads one backend's folder of a kind: each JSON with its HTML, checked alone. */
function readBackendFolder(
  root: string,
  kind: ContentKind,
  backend: Backend,
  { check }: ItemChecker,
  problems: ContentProblem[],
): { items: Located[]; present: Located[]; files: number } {
  const relative = posix(kind.folder, backend);
  const folder = path.join(root, kind.folder, backend);
  const items: Located[] = [];
  const present: Located[] = [];
  if (!fs.existsSync(folder)) return { items, present, files: 0 };
  const entries = visibleEntries(folder);
  const names = new Set(entries.map((entry) => entry.name));
  for (const entry of entries) {
    const file = posix(relative, entry.name);
    const html = entry.name.replace(/\.json$/, '.html');
    if (!entry.isFile()) {
      problems.push({ file, message: 'not a content file: a kind folder holds <name>.json files (and <name>.html)' });
    } else if (entry.name.endsWith('.html')) {
      if (!kind.richText) problems.push({ file, message: `${kind.folder} has no rich text; remove this file` });
      else if (!names.has(entry.name.replace(/\.html$/, '.json'))) {
        problems.push({ file, message: `no ${entry.name.replace(/\.html$/, '.json')} beside it` });
      }
    } else if (!entry.name.endsWith('.json')) {
      problems.push({ file, message: 'not a content file: items are <name>.json (rich text in <name>.html)' });
    } else {
      const item = parseItem(path.join(folder, entry.name), file, problems);
      if (!item) continue;
      present.push({ item, file });
      if (kind.richText) {
        if (kind.richText in item) {
          problems.push({ file, field: kind.richText, message: `belongs in ${html}, not in the JSON` });
          continue;
        }
        if (!names.has(html)) {
          problems.push({ file: posix(relative, html), message: `missing: the ${kind.richText} of ${entry.name}` });
          continue;
        }
        item[kind.richText] = fs.readFileSync(path.join(folder, html), 'utf8').trim();
      }
      const fileOf = (field: string) => (field === kind.richText ? posix(relative, html) : file);
      const found = check(kind, item, fileOf);
      if (found.length > 0) problems.push(...found);
      else items.push({ item: normalized(kind, item), file });
    }
  }
  return { items, present, files: entries.length };
}

/** JSON.parse's message, with the line and column of the position it names. */
function jsonProblem(text: string, error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position === undefined) return `not valid JSON: ${message}`;
  const before = text.slice(0, Number(position)).split('\n');
  return `not valid JSON at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}: ${message}`;
}

function parseItem(file: string, relative: string, problems: ContentProblem[]): ContentItem | null {
  const text = fs.readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    problems.push({ file: relative, message: jsonProblem(text, error) });
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.push({ file: relative, message: 'must hold one JSON object' });
    return null;
  }
  return value as ContentItem;
}

/** The item as the database keeps it: fields in the schema's order, rich text as the sanitizer writes it. */
function normalized(kind: ContentKind, item: ContentItem): ContentItem {
  const copy = { ...item };
  if (kind.richText) copy[kind.richText] = sanitizeRichText(String(copy[kind.richText]));
  return orderedLike(kind.schema, copy);
}

/** What the root of a content folder may hold besides the kind folders; problems for the rest. */
function checkRoot(root: string, problems: ContentProblem[]): void {
  for (const entry of visibleEntries(root)) {
    if (entry.name === README && entry.isFile()) continue;
    if (entry.isDirectory() && KIND_BY_FOLDER.has(entry.name)) {
      for (const inner of visibleEntries(path.join(root, entry.name))) {
        if (!inner.isDirectory() || !BACKENDS.some((backend) => backend.name === inner.name)) {
          problems.push({
            file: posix(entry.name, inner.name),
            message: `a kind folder holds only zh/ and en/ (the Chinese and English backends)`,
          });
        }
      }
      continue;
    }
    problems.push({
      file: entry.name,
      message: `not a kind of content; the folder holds ${CONTENT_KINDS.map((kind) => `${kind.folder}/`).join(', ')} and ${README}`,
    });
  }
  for (const kind of CONTENT_KINDS) {
    if (!fs.existsSync(path.join(root, kind.folder))) {
      problems.push({
        file: `${kind.folder}/`,
        message: 'missing: an import holds every kind of content (export one to start from)',
      });
    }
  }
}

/** Problems between items: an id used twice, a missing single item, references and counterparts. */
function checkLinks(
  kind: ContentKind,
  located: Record<Backend, Located[]>,
  all: Map<ContentKind, Record<Backend, Located[]>>,
) {
  const problems: ContentProblem[] = [];
  const byName = {} as Record<Backend, Map<string, Located>>;
  for (const { name: backend } of BACKENDS) {
    byName[backend] = new Map();
    for (const entry of located[backend]) {
      const name = itemName(kind, entry.item);
      const first = byName[backend].get(name);
      if (first) {
        problems.push({
          file: entry.file,
          field: kind.key ?? undefined,
          message: `${name} is used twice: ${first.file} has it too`,
        });
      } else byName[backend].set(name, entry);
    }
    if (kind.key === null && located[backend].length === 0) {
      problems.push({ file: posix(kind.folder, backend, `${SINGLE_ITEM_NAME}.json`), message: 'missing' });
    }
  }
  for (const { name: backend } of BACKENDS) {
    for (const entry of located[backend]) {
      for (const [field, targetFolder] of Object.entries(kind.references)) {
        const target = KIND_BY_FOLDER.get(targetFolder);
        const targets = target ? all.get(target)?.[backend] : undefined;
        const value = entry.item[field];
        if (target && !targets?.some((candidate) => itemName(target, candidate.item) === String(value))) {
          problems.push({ file: entry.file, field, message: `no ${targetFolder}/${backend}/ item ${value}` });
        }
      }
      const counterpart = entry.item.counterpart;
      if (kind.counterpart && typeof counterpart === 'number') {
        const other: Backend = backend === 'zh' ? 'en' : 'zh';
        const match = byName[other].get(String(counterpart));
        const id = itemName(kind, entry.item);
        if (!match) {
          problems.push({
            file: entry.file,
            field: 'counterpart',
            message: `no ${kind.folder}/${other}/ item ${counterpart}`,
          });
        } else if (match.item.counterpart !== entry.item.id) {
          problems.push({
            file: entry.file,
            field: 'counterpart',
            message: `${match.file} must name ${id} as its counterpart in return`,
          });
        } else if ('type' in entry.item && match.item.type !== entry.item.type) {
          problems.push({
            file: entry.file,
            field: 'counterpart',
            message: `${match.file} is not of type ${entry.item.type}`,
          });
        }
      }
    }
  }
  return problems;
}

/** Reads and checks a content folder. The content holds only the items without problems. */
export function readContentFolder(root: string, mediaRoot: string): FolderReading {
  const problems: ContentProblem[] = [];
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    return { content: new Map(), problems: [{ file: root, message: 'no such folder' }], files: 0 };
  }
  checkRoot(root, problems);
  const checker = itemCheckerFor(mediaRoot);
  const valid = new Map<ContentKind, Record<Backend, Located[]>>();
  const present = new Map<ContentKind, Record<Backend, Located[]>>();
  let files = 0;
  for (const kind of CONTENT_KINDS) {
    const validOfKind = {} as Record<Backend, Located[]>;
    const presentOfKind = {} as Record<Backend, Located[]>;
    for (const { name: backend } of BACKENDS) {
      const read = readBackendFolder(root, kind, backend, checker, problems);
      validOfKind[backend] = read.items;
      presentOfKind[backend] = read.present;
      files += read.files;
    }
    valid.set(kind, validOfKind);
    present.set(kind, presentOfKind);
  }
  for (const [kind, byBackend] of present) problems.push(...checkLinks(kind, byBackend, present));
  const content = new Map(
    [...valid].map(([kind, byBackend]) => [
      kind,
      { zh: byBackend.zh.map((entry) => entry.item), en: byBackend.en.map((entry) => entry.item) },
    ]),
  );
  return { content, problems, files };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Whether a folder may be written by an export: missing, empty, or a content folder (nothing else in it). */
function isReplaceable(root: string): boolean {
  if (!fs.existsSync(root)) return true;
  if (!fs.statSync(root).isDirectory()) return false;
  return fs
    .readdirSync(root, { withFileTypes: true })
    .every((entry) =>
      entry.isDirectory() ? KIND_BY_FOLDER.has(entry.name) : entry.name === README || entry.name.startsWith('.'),
    );
}

/**
 * Writes the content as files, replacing the kind folders of an existing content folder (its
 * README stays). Refuses a folder that holds anything else, so a mistyped path loses nothing.
 */
export function writeContentFolder(root: string, content: ContentSet): number {
  if (!isReplaceable(root)) {
    throw new Error(`${root} holds files that are not content; export into a new or empty folder`);
  }
  let files = 0;
  for (const kind of CONTENT_KINDS) {
    const kindFolder = path.join(root, kind.folder);
    fs.rmSync(kindFolder, { recursive: true, force: true });
    for (const { name: backend } of BACKENDS) {
      const folder = path.join(kindFolder, backend);
      fs.mkdirSync(folder, { recursive: true });
      for (const item of content.get(kind)?.[backend] ?? []) {
        const name = itemName(kind, item);
        const { [kind.richText ?? '']: richText, ...fields } = item;
        fs.writeFileSync(path.join(folder, `${name}.json`), json(kind.richText ? fields : item));
        files += 1;
        if (kind.richText) {
          fs.writeFileSync(path.join(folder, `${name}.html`), `${String(richText)}\n`);
          files += 1;
        }
      }
    }
  }
  return files;
}
