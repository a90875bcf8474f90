/**
 * Writes releases (DESIGN.md §3): a section build is copied into a new, immutable folder
 * <releasesDir>/<section>/<version>/{client,server}/, then its registry entry is switched. The
 * release command and the tests that make releases as it does write through here; the shell
 * server's release catalog only reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS,
  DEFAULT_SERVER_TIMEOUT_MS,
  type RegistryEntry,
  SERVER_ENTRY_FILE,
  releaseClientUrl,
  releaseServerPath,
} from '@site/shared-contracts';
import { rollbackFileRegistry, switchFileRegistry, type RegistryStore } from './registry-store';

export function releaseFolderOf(releasesDir: string, section: string, version: string): string {
  return path.join(releasesDir, section, version);
}

/** The registry entry of a release: client and server switch together; the entry names both or the client alone. */
export function releaseEntry(releasesDir: string, section: string, version: string): RegistryEntry {
  const entry: RegistryEntry = {
    version,
    manifest: releaseClientUrl(section, version, 'mf-manifest.json'),
    routes: releaseClientUrl(section, version, 'routes.json'),
  };
  if (fs.existsSync(path.join(releaseFolderOf(releasesDir, section, version), 'server', SERVER_ENTRY_FILE))) {
    entry.server = {
      entry: releaseServerPath(section, version, SERVER_ENTRY_FILE),
      timeoutMs: DEFAULT_SERVER_TIMEOUT_MS,
      firstRenderTimeoutMs: DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS,
    };
  }
  return entry;
}

/**
 * Copies a section build (its dist/ with client/ and, if it has one, server/) into a new,
 * immutable release folder; the registry is not touched.
 */
export function copyRelease(releasesDir: string, section: string, buildDir: string, version: string): void {
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
  fs.renameSync(staging, target);
}

/** Copies a build into a new release folder and switches the file registry to it. Returns the new version. */
export function publishRelease(releasesDir: string, section: string, buildDir: string, version: string): string {
  copyRelease(releasesDir, section, buildDir, version);
  switchFileRegistry(releasesDir, section, releaseEntry(releasesDir, section, version));
  return version;
}

/** Switches a section of the file registry back to the release before the current one. Returns that version. */
export function rollbackRelease(releasesDir: string, section: string): string {
  return rollbackFileRegistry(releasesDir, section, (version) => releaseEntry(releasesDir, section, version));
}

/** Copies a build into a new release folder and switches the store's registry to it. Returns the new version. */
export async function publishReleaseTo(
  store: RegistryStore,
  releasesDir: string,
  section: string,
  buildDir: string,
  version: string,
): Promise<string> {
  copyRelease(releasesDir, section, buildDir, version);
  await store.release(section, releaseEntry(releasesDir, section, version));
  return version;
}

/** Switches a section of the store's registry back to its previous release. Returns that version. */
export function rollbackReleaseIn(store: RegistryStore, releasesDir: string, section: string): Promise<string> {
  return store.rollback(section, (version) => releaseEntry(releasesDir, section, version));
}
