/**
 * Where the registry lives (decision 012). One interface, two stores, chosen by configuration:
 * registry.json and each section's history.json in the releases folder (one server, the
 * default), or PostgreSQL (registry-store-postgres.ts) when several shell servers share a
 * database. The release files stay in the releases folder either way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Registry, type RegistryEntry } from '@site/shared-contracts';
import { Value } from '@sinclair/typebox/value';

export interface RegistrySnapshot {
  registry: Registry;
  /** The stamp the registry had when read. */
  stamp: string;
}

export interface RegistryStore {
  /** A value that changes whenever the registry does. Read before every document, so it is cheap. */
  stamp(): Promise<string>;
  read(): Promise<RegistrySnapshot>;
  /** Makes `entry` its section's current release and the newest of its history, in one step. */
  release(section: string, entry: RegistryEntry): Promise<void>;
  /**
   * Switches a section back to the release before its current one, in one step; `entryOf` makes
   * that release's entry. Returns its version.
   */
  rollback(section: string, entryOf: (version: string) => RegistryEntry): Promise<string>;
  close(): Promise<void>;
}

/**
 * The release before the current one in a section's history (oldest first), and the history
 * that remains once switched back to it; throws when there is none.
 */
export function previousRelease(section: string, current: string | undefined, versions: readonly string[]) {
  const index = current ? versions.lastIndexOf(current) : -1;
  const previous = index > 0 ? versions[index - 1] : undefined;
  if (!previous) throw new Error(`${section} has no earlier release to roll back to`);
  return { previous, remaining: versions.slice(0, index) };
}

export const REGISTRY_FILE = 'registry.json';

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

interface History {
  versions: string[];
}

function historyPath(releasesDir: string, section: string) {
  return path.join(releasesDir, section, 'history.json');
}

function readHistory(releasesDir: string, section: string): History {
  const file = historyPath(releasesDir, section);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as History) : { versions: [] };
}

/** Replaces registry.json at once (the dev server's overlay writes a registry of its own folder). */
export function writeRegistry(releasesDir: string, registry: Registry): void {
  writeJsonAtomically(registryPath(releasesDir), registry);
}

/** The file registry's switch: the entry becomes current and the newest of the section's history. */
export function switchFileRegistry(releasesDir: string, section: string, entry: RegistryEntry) {
  const registry = readRegistry(releasesDir);
  registry.sections[section] = entry;
  writeJsonAtomically(registryPath(releasesDir), registry);
  const history = readHistory(releasesDir, section);
  writeJsonAtomically(historyPath(releasesDir, section), { versions: [...history.versions, entry.version] });
}

/** The file registry's rollback: the release before the current one becomes current. */
export function rollbackFileRegistry(
  releasesDir: string,
  section: string,
  entryOf: (version: string) => RegistryEntry,
): string {
  const registry = readRegistry(releasesDir);
  const { previous, remaining } = previousRelease(
    section,
    registry.sections[section]?.version,
    readHistory(releasesDir, section).versions,
  );
  registry.sections[section] = entryOf(previous);
  writeJsonAtomically(registryPath(releasesDir), registry);
  writeJsonAtomically(historyPath(releasesDir, section), { versions: remaining });
  return previous;
}

/**
 * registry.json and the histories in the releases folder. Switching is a write to a temporary file
 * and a rename, so readers see the old or the new registry, never half of one; the stamp is the
 * file's modification time (one stat).
 */
export class FileRegistryStore implements RegistryStore {
  constructor(private readonly releasesDir: string) {}

  async stamp(): Promise<string> {
    try {
      return String(fs.statSync(registryPath(this.releasesDir)).mtimeMs);
    } catch {
      return '0';
    }
  }

  async read(): Promise<RegistrySnapshot> {
    // Stamp first: a switch between the two reads is then seen again on the next request.
    const stamp = await this.stamp();
    return { registry: readRegistry(this.releasesDir), stamp };
  }

  async release(section: string, entry: RegistryEntry): Promise<void> {
    switchFileRegistry(this.releasesDir, section, entry);
  }

  async rollback(section: string, entryOf: (version: string) => RegistryEntry): Promise<string> {
    return rollbackFileRegistry(this.releasesDir, section, entryOf);
  }

  async close(): Promise<void> {}
}
