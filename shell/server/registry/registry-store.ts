/**
 * Where the registry lives (decision 012). One interface, two stores, chosen by configuration:
 * registry.json and each section's history.json in the releases folder (one server, the
 * default), or PostgreSQL (registry-store-postgres.ts) when several shell servers share a
 * database. The release files stay in the releases folder either way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Registry } from '@site/shared-contracts';
import { Value } from '@sinclair/typebox/value';
import type { PublishedRedirects } from '../redirects/redirect-set';
import { FileCanaryCounts, type CanaryCountStore } from './canary-counts';
import { redirectsRecordOf, type RedirectsChange, type RedirectsRecord } from './redirects-record';
import { RegistryConflict, emptyRecord, type SectionRecord } from './section-record';

export interface RegistrySnapshot {
  registry: Registry;
  /** The stamp the registry had when read. */
  stamp: string;
  /** The shell team's published redirects (decision 072), read with the registry; none before the first publish. */
  redirects?: PublishedRedirects;
}

/** What a change makes of the records it was given, and what its caller is told. */
export type RecordChange<T> = (records: Record<string, SectionRecord>) => {
  records: Record<string, SectionRecord>;
  result: T;
};

export interface RegistryStore {
  /** A value that changes whenever the registry does. Read before every document, so it is cheap. */
  stamp(): Promise<string>;
  read(): Promise<RegistrySnapshot>;
  /** The stored records of `sections` (an empty one for a section never written). */
  records(sections: readonly string[]): Promise<Record<string, SectionRecord>>;
  /**
   * Replaces the records of `sections` with what `change` makes of them, in one write that every
   * server sees whole or not at all; writers take turns. A `change` that throws writes nothing.
   */
  update<T>(sections: readonly string[], change: RecordChange<T>): Promise<T>;
  /** The redirects record: the published set and the sets before it. */
  redirects(): Promise<RedirectsRecord>;
  /** Replaces the redirects record with what `change` makes of it, in one write that changes the stamp, as update does. */
  updateRedirects<T>(change: RedirectsChange<T>): Promise<T>;
  /** Where the servers add up what canaries compare (decision 078), beside the registry. */
  canaryCounts?(): CanaryCountStore;
  close(): Promise<void>;
}

export const REGISTRY_FILE = 'registry.json';
/** The redirects record of the file store, beside registry.json. */
export const REDIRECTS_FILE = 'redirects.json';
const LOCK_FILE = 'registry.lock';
/** How long a writer waits for another's lock, and when a lock is taken as left by a writer that died. */
const LOCK_WAIT_MS = 10_000;
const LOCK_STALE_MS = 60_000;

export function registryPath(releasesDir: string): string {
  return path.join(releasesDir, REGISTRY_FILE);
}

function writeJsonAtomically(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

export function readRegistry(releasesDir: string): Registry {
  const file = registryPath(releasesDir);
  if (!fs.existsSync(file)) return { sections: {} };
  const registry: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Value.Check(Registry, registry)) throw new Error(`${file} is not a valid registry`);
  return registry;
}

/** Replaces registry.json at once (the dev server's overlay writes a registry of its own folder). */
export function writeRegistry(releasesDir: string, registry: Registry): void {
  writeJsonAtomically(registryPath(releasesDir), registry);
}

function readRedirectsRecord(releasesDir: string): RedirectsRecord {
  const file = path.join(releasesDir, REDIRECTS_FILE);
  return redirectsRecordOf(fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
}

interface History {
  versions: string[];
  retired?: Record<string, string>;
  events?: SectionRecord['events'];
}

function historyPath(releasesDir: string, section: string) {
  return path.join(releasesDir, section, 'history.json');
}

function readHistory(releasesDir: string, section: string): History {
  const file = historyPath(releasesDir, section);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as History) : { versions: [] };
}

function recordOf(registry: Registry, releasesDir: string, section: string): SectionRecord {
  const history = readHistory(releasesDir, section);
  const record: SectionRecord = { ...emptyRecord(), history: history.versions, retired: history.retired ?? {} };
  if (history.events?.length) record.events = history.events;
  const current = registry.sections[section];
  const candidate = registry.candidates?.[section];
  if (current) record.current = current;
  if (candidate) record.candidate = candidate;
  return record;
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs `work` holding the releases folder's registry lock (exported for the canary counts beside it) (a file made exclusively), so writers take turns. */
export function withFileLock<T>(releasesDir: string, work: () => T): T {
  fs.mkdirSync(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, LOCK_FILE);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new RegistryConflict(`another release command holds ${lock}: try again`);
      else sleepSync(25);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** The file store's write: under its lock, the histories first, then registry.json in one rename. */
export function updateFileRegistry<T>(releasesDir: string, sections: readonly string[], change: RecordChange<T>): T {
  return withFileLock(releasesDir, () => {
    const registry = readRegistry(releasesDir);
    const before = Object.fromEntries(sections.map((section) => [section, recordOf(registry, releasesDir, section)]));
    const { records, result } = change(before);
    const next: Registry = { sections: { ...registry.sections }, candidates: { ...registry.candidates } };
    for (const [section, record] of Object.entries(records)) {
      const events = record.events?.length ? { events: record.events } : {};
      writeJsonAtomically(historyPath(releasesDir, section), {
        versions: record.history,
        retired: record.retired,
        ...events,
      });
      if (record.current) next.sections[section] = record.current;
      else delete next.sections[section];
      if (record.candidate) next.candidates![section] = record.candidate;
      else delete next.candidates![section];
    }
    if (Object.keys(next.candidates!).length === 0) delete next.candidates;
    writeRegistry(releasesDir, next);
    return result;
  });
}

/**
 * The file store's redirects write: under the registry's lock, redirects.json, then registry.json
 * written again, so its modification time, the store's stamp, tells every server to reload.
 */
function updateFileRedirects<T>(releasesDir: string, change: RedirectsChange<T>): T {
  return withFileLock(releasesDir, () => {
    const { record, result } = change(readRedirectsRecord(releasesDir));
    writeJsonAtomically(path.join(releasesDir, REDIRECTS_FILE), record);
    writeRegistry(releasesDir, readRegistry(releasesDir));
    return result;
  });
}

/**
 * registry.json and the histories in the releases folder. Switching is a write to a temporary file
 * and a rename, so readers see the old or the new registry, never half of one; the stamp is the
 * file's modification time and inode (one stat).
 */
export class FileRegistryStore implements RegistryStore {
  constructor(private readonly releasesDir: string) {}

  async stamp(): Promise<string> {
    try {
      // Each write is a new file (a rename), so its inode tells two writes within one clock tick apart.
      const { mtimeMs, ino } = fs.statSync(registryPath(this.releasesDir));
      return `${mtimeMs}:${ino}`;
    } catch {
      return '0';
    }
  }

  async read(): Promise<RegistrySnapshot> {
    // Stamp first: a switch between the two reads is then seen again on the next request.
    const stamp = await this.stamp();
    const registry = readRegistry(this.releasesDir);
    const { current } = readRedirectsRecord(this.releasesDir);
    return current ? { registry, stamp, redirects: current } : { registry, stamp };
  }

  async records(sections: readonly string[]): Promise<Record<string, SectionRecord>> {
    const registry = readRegistry(this.releasesDir);
    return Object.fromEntries(sections.map((section) => [section, recordOf(registry, this.releasesDir, section)]));
  }

  async update<T>(sections: readonly string[], change: RecordChange<T>): Promise<T> {
    return updateFileRegistry(this.releasesDir, sections, change);
  }

  async redirects(): Promise<RedirectsRecord> {
    return readRedirectsRecord(this.releasesDir);
  }

  async updateRedirects<T>(change: RedirectsChange<T>): Promise<T> {
    return updateFileRedirects(this.releasesDir, change);
  }

  canaryCounts(): CanaryCountStore {
    return new FileCanaryCounts(this.releasesDir, withFileLock);
  }

  async close(): Promise<void> {}
}
