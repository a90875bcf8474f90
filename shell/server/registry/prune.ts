/**
 * Which release folders may go (DESIGN.md §3b): not the current, candidate or previous release of
 * its section, and not current within the retention window. A page loaded before a promote or a
 * rollback names the release it loaded; the window keeps it for those pages. A version that was
 * never current (a discarded candidate) is kept for the window after it was made.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RegistryStore } from './registry-store';
import { releaseFolderOf, releaseMetaOf } from './release-writer';
import { previousOf, type SectionRecord } from './section-record';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PrunedRelease {
  section: string;
  version: string;
}

/** The version folders of each section in the releases folder (half-made copies aside). */
function releaseFolders(releasesDir: string): Record<string, string[]> {
  if (!fs.existsSync(releasesDir)) return {};
  const folders: Record<string, string[]> = {};
  for (const section of fs.readdirSync(releasesDir, { withFileTypes: true })) {
    if (!section.isDirectory()) continue;
    folders[section.name] = fs
      .readdirSync(path.join(releasesDir, section.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.staging'))
      .map((entry) => entry.name);
  }
  return folders;
}

function madeAt(releasesDir: string, section: string, version: string): number {
  const made = releaseMetaOf(releasesDir, section, version)?.madeAt;
  if (made) return Date.parse(made);
  return fs.statSync(releaseFolderOf(releasesDir, section, version)).mtimeMs;
}

/** The releases of `folders` that pruning removes, given each section's record. */
export function prunable(
  releasesDir: string,
  folders: Record<string, string[]>,
  records: Record<string, SectionRecord>,
  now: number,
  retentionDays: number,
): PrunedRelease[] {
  const window = retentionDays * DAY_MS;
  return Object.entries(folders).flatMap(([section, versions]) => {
    const record = records[section];
    const kept = new Set(
      [record?.current?.version, record?.candidate?.entry.version, record && previousOf(record)].filter(Boolean),
    );
    return versions
      .filter((version) => {
        if (kept.has(version)) return false;
        const retired = record?.retired[version];
        const since = retired ? Date.parse(retired) : madeAt(releasesDir, section, version);
        return now - since > window;
      })
      .map((version) => ({ section, version }));
  });
}

/** Removes the releases pruning may remove, and returns them. */
export async function pruneReleases(
  store: RegistryStore,
  releasesDir: string,
  retentionDays: number,
  now = Date.now(),
): Promise<PrunedRelease[]> {
  const folders = releaseFolders(releasesDir);
  const records = await store.records(Object.keys(folders));
  const gone = prunable(releasesDir, folders, records, now, retentionDays);
  for (const { section, version } of gone) {
    fs.rmSync(releaseFolderOf(releasesDir, section, version), { recursive: true, force: true });
  }
  return gone;
}
