/**
 * Writes releases (DESIGN.md §3): a section build is copied into a new, immutable folder
 * <releasesDir>/<section>/<version>/{client,server}/ with what it was made from (release.json),
 * then the registry is changed through its store in one write. The release command and the tests
 * that make releases as it does write through here; the server's release catalog only reads.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS,
  DEFAULT_SERVER_TIMEOUT_MS,
  type CandidateVerification,
  type RegistryEntry,
  SERVER_ENTRY_FILE,
  releaseClientUrl,
  releaseServerPath,
} from '@site/shared-contracts';
import { updateFileRegistry, type RegistryStore } from './registry-store';
import {
  canaried,
  discarded,
  expectUnchanged,
  promoted,
  released,
  rolledBack,
  staged,
  verified,
  withdrawn,
  RegistryRefusal,
  type SectionRecord,
} from './section-record';

export const RELEASE_META_FILE = 'release.json';
/** Files of a build that say when or whether it was built or checked, not what it is. */
const NOT_CONTENT = new Set(['build.json', 'gate.json', RELEASE_META_FILE]);

/** What a release was made from, kept in its folder. */
export interface ReleaseMeta {
  section: string;
  version: string;
  /** The hash of the build's files: two builds with the same one are the same release. */
  contentHash: string;
  /** When it was copied into its folder (ISO 8601). */
  madeAt: string;
  /** When its build started, from the build's stamp (ISO 8601). */
  builtAt?: string;
  /** The commit its sources were at (`+changes` when the section's folder differed from it). */
  commit?: string;
}

/** What the command that changes the registry read of a section at its start: changed since, it is refused. */
export interface Expected {
  current?: string;
  candidate?: string;
}

export function releaseFolderOf(releasesDir: string, section: string, version: string): string {
  return path.join(releasesDir, section, version);
}

/** The registry entry of a release: client and server switch together; the entry names both or the client alone. */
export function releaseEntry(releasesDir: string, section: string, version: string): RegistryEntry {
  const folder = releaseFolderOf(releasesDir, section, version);
  if (!fs.existsSync(path.join(folder, 'client'))) throw new Error(`release ${section}@${version} has no folder`);
  const entry: RegistryEntry = {
    version,
    manifest: releaseClientUrl(section, version, 'mf-manifest.json'),
    routes: releaseClientUrl(section, version, 'routes.json'),
  };
  if (fs.existsSync(path.join(folder, 'server', SERVER_ENTRY_FILE))) {
    entry.server = {
      entry: releaseServerPath(section, version, SERVER_ENTRY_FILE),
      timeoutMs: DEFAULT_SERVER_TIMEOUT_MS,
      firstRenderTimeoutMs: DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS,
    };
  }
  return entry;
}

function filesUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full, base);
      return NOT_CONTENT.has(entry.name) && dir === base ? [] : [path.relative(base, full)];
    })
    .sort();
}

/** The hash of a build's (or a release folder's) files, names and contents, stamps aside. */
export function contentHashOf(buildDir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(buildDir)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(buildDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function releaseMetaOf(releasesDir: string, section: string, version: string): ReleaseMeta | null {
  const file = path.join(releaseFolderOf(releasesDir, section, version), RELEASE_META_FILE);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseMeta;
  } catch {
    return null;
  }
}

/**
 * Copies a section build (its dist/ with client/ and, if it has one, server/) into a new,
 * immutable release folder with its release.json; the registry is not touched.
 */
export function copyRelease(
  releasesDir: string,
  section: string,
  buildDir: string,
  version: string,
  made: Pick<ReleaseMeta, 'builtAt' | 'commit'> = {},
): ReleaseMeta {
  const target = releaseFolderOf(releasesDir, section, version);
  if (fs.existsSync(target)) throw new Error(`Release ${section}@${version} exists already; releases are immutable`);
  const clientDir = path.join(buildDir, 'client');
  for (const required of ['mf-manifest.json', 'routes.json']) {
    if (!fs.existsSync(path.join(clientDir, required))) throw new Error(`${clientDir} has no ${required}: build first`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = `${target}.staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(buildDir, staging, { recursive: true });
  fs.rmSync(path.join(staging, 'gate.json'), { force: true });
  const meta: ReleaseMeta = {
    section,
    version,
    contentHash: contentHashOf(staging),
    madeAt: new Date().toISOString(),
    ...made,
  };
  fs.writeFileSync(path.join(staging, RELEASE_META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
  fs.renameSync(staging, target);
  return meta;
}

const onlyChanged = (section: string, record: SectionRecord, result: string) => ({
  records: { [section]: record },
  result,
});

/** Copies a build into a new release folder and makes it current in the file registry. Returns the new version. */
export function publishRelease(releasesDir: string, section: string, buildDir: string, version: string): string {
  copyRelease(releasesDir, section, buildDir, version);
  const entry = releaseEntry(releasesDir, section, version);
  return updateFileRegistry(releasesDir, [section], (records) =>
    onlyChanged(section, released(records[section]!, entry, new Date()), version),
  );
}

/** Switches a section of the file registry back to the release before the current one. Returns that version. */
export function rollbackRelease(releasesDir: string, section: string): string {
  return updateFileRegistry(releasesDir, [section], (records) => {
    const record = rolledBack(records[section]!, section, (v) => releaseEntry(releasesDir, section, v), new Date());
    return onlyChanged(section, record, record.current!.version);
  });
}

/** Makes `entry` current in the store's registry (a plain release). */
export async function releaseIn(
  store: RegistryStore,
  section: string,
  entry: RegistryEntry,
  expected?: Expected,
): Promise<string> {
  await changeAllIn(store, { [section]: entry }, released, expected && { [section]: expected });
  return entry.version;
}

/**
 * Changes each section's record with its entry, all in one write: `released` (current at once) or
 * `staged` (its candidate). Expected versions changed since the command read them: nothing is written.
 */
function changeAllIn(
  store: RegistryStore,
  entries: Record<string, RegistryEntry>,
  change: typeof released,
  expected?: Record<string, Expected>,
): Promise<Record<string, string>> {
  const sections = Object.keys(entries);
  return store.update(sections, (records) => {
    const now = new Date();
    const changed: Record<string, SectionRecord> = {};
    for (const section of sections) {
      if (expected?.[section]) expectUnchanged(records[section]!, section, expected[section]);
      changed[section] = change(records[section]!, entries[section]!, now);
    }
    return {
      records: changed,
      result: Object.fromEntries(sections.map((section) => [section, entries[section]!.version])),
    };
  });
}

/**
 * Makes each section's entry current, all in one write that every server sees whole: a path that
 * changes owner between them is never served by neither or both (decision 072). Returns the versions.
 */
export function releaseAllIn(
  store: RegistryStore,
  entries: Record<string, RegistryEntry>,
  expected?: Record<string, Expected>,
): Promise<Record<string, string>> {
  return changeAllIn(store, entries, released, expected);
}

/** Records each section's entry as its candidate, all in one write. Returns the versions. */
export function stageAllIn(
  store: RegistryStore,
  entries: Record<string, RegistryEntry>,
  expected?: Record<string, Expected>,
): Promise<Record<string, string>> {
  return changeAllIn(store, entries, staged, expected);
}

/** Copies a build into a new release folder and makes it current in the store's registry. Returns the new version. */
export async function publishReleaseTo(
  store: RegistryStore,
  releasesDir: string,
  section: string,
  buildDir: string,
  version: string,
  made?: Pick<ReleaseMeta, 'builtAt' | 'commit'>,
  expected?: Expected,
): Promise<string> {
  copyRelease(releasesDir, section, buildDir, version, made);
  return releaseIn(store, section, releaseEntry(releasesDir, section, version), expected);
}

/** Copies a build into a new release folder and records it as the section's candidate. Returns the new version. */
export async function stageReleaseIn(
  store: RegistryStore,
  releasesDir: string,
  section: string,
  buildDir: string,
  version: string,
  made?: Pick<ReleaseMeta, 'builtAt' | 'commit'>,
  expected?: Expected,
): Promise<string> {
  copyRelease(releasesDir, section, buildDir, version, made);
  const entry = releaseEntry(releasesDir, section, version);
  await stageAllIn(store, { [section]: entry }, expected && { [section]: expected });
  return version;
}

/** Makes each section's candidate current, all in one write. Returns the versions promoted. */
export function promoteIn(
  store: RegistryStore,
  sections: readonly string[],
  expected?: Record<string, Expected>,
): Promise<Record<string, string>> {
  return store.update(sections, (records) => {
    const changed: Record<string, SectionRecord> = {};
    for (const section of sections) {
      if (expected?.[section]) expectUnchanged(records[section]!, section, expected[section]);
      changed[section] = promoted(records[section]!, section, new Date());
    }
    const versions = Object.fromEntries(sections.map((section) => [section, changed[section]!.current!.version]));
    return { records: changed, result: versions };
  });
}

/** Drops a section's candidate. Returns its version. */
export function discardIn(store: RegistryStore, section: string): Promise<string> {
  return store.update([section], (records) => {
    const version = records[section]!.candidate?.entry.version ?? '';
    return onlyChanged(section, discarded(records[section]!, section), version);
  });
}

/** Switches each section back to its previous release, all in one write. Returns the versions now current. */
export function rollbackIn(
  store: RegistryStore,
  sections: readonly string[],
  entryOf: (section: string, version: string) => RegistryEntry,
): Promise<Record<string, string>> {
  return store.update(sections, (records) => {
    const changed: Record<string, SectionRecord> = {};
    for (const section of sections) {
      changed[section] = rolledBack(records[section]!, section, (v) => entryOf(section, v), new Date());
    }
    const versions = Object.fromEntries(sections.map((section) => [section, changed[section]!.current!.version]));
    return { records: changed, result: versions };
  });
}

/** Switches a section of the store's registry back to its previous release. Returns that version. */
export async function rollbackReleaseIn(store: RegistryStore, releasesDir: string, section: string): Promise<string> {
  const versions = await rollbackIn(store, [section], (name, version) => releaseEntry(releasesDir, name, version));
  return versions[section]!;
}

/** Records a verification of the candidate `version`. */
export function recordVerificationIn(
  store: RegistryStore,
  section: string,
  version: string,
  verification: CandidateVerification,
): Promise<string> {
  return store.update([section], (records) =>
    onlyChanged(section, verified(records[section]!, section, version, verification), version),
  );
}

/** Serves a section's candidate to `percent` of visitors (decision 078). Returns its version. */
export function canaryIn(store: RegistryStore, section: string, percent: number, expected?: Expected): Promise<string> {
  return store.update([section], (records) => {
    if (expected) expectUnchanged(records[section]!, section, expected);
    const record = canaried(records[section]!, section, percent, new Date());
    return onlyChanged(section, record, record.candidate!.entry.version);
  });
}

/** Withdraws a section's running canary by command (`--abort`); the candidate stays staged. Returns its version. */
export function abortCanaryIn(store: RegistryStore, section: string): Promise<string> {
  return store.update([section], (records) => {
    const record = withdrawn(records[section]!, section, {}, new Date());
    return onlyChanged(section, record, record.candidate!.entry.version);
  });
}

/**
 * Withdraws the canary of `version` for `reason` (its failures), if it is still running: the write
 * re-reads the record under the store's lock, so of several servers that decide at once exactly
 * one withdraws it. Resolves true for that one, false for the others.
 */
export async function withdrawCanaryIn(
  store: Pick<RegistryStore, 'update'>,
  section: string,
  version: string,
  reason: string,
): Promise<boolean> {
  try {
    await store.update([section], (records) =>
      onlyChanged(section, withdrawn(records[section]!, section, { version, reason }, new Date()), version),
    );
    return true;
  } catch (error) {
    if (error instanceof RegistryRefusal) return false;
    throw error;
  }
}
