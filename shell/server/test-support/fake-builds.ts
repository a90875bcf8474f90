/**
 * Builds and release folders for the registry's tests, made by hand (no webpack build): a section's
 * build as `npm run build` leaves one, told apart by a label, and throwaway folders for the
 * releases and the builds, new for each test and deleted after it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Writes into `folder` a build of `section` whose manifest and remote entry hold `label`, its
 * route manifest naming `routes` (none by default); returns `folder`.
 */
export function fakeBuild(folder: string, label: string, section = 'mfe-news', routes: unknown[] = []): string {
  const client = path.join(folder, 'client');
  fs.mkdirSync(client, { recursive: true });
  fs.writeFileSync(path.join(client, 'mf-manifest.json'), JSON.stringify({ label }));
  fs.writeFileSync(path.join(client, 'routes.json'), JSON.stringify({ section, routes }));
  fs.writeFileSync(path.join(client, 'remoteEntry.js'), `/* ${label} */`);
  return folder;
}

export interface ReleaseFolders {
  /** The releases folder (registry.json and one folder a release). */
  releases: string;
  /** Where the tests write their builds. */
  builds: string;
}

/** Registers the hooks that make both folders before each test and delete them after it. */
export function useReleaseFolders(): ReleaseFolders {
  const folders: ReleaseFolders = { releases: '', builds: '' };
  beforeEach(() => {
    folders.releases = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    folders.builds = fs.mkdtempSync(path.join(os.tmpdir(), 'builds-'));
  });
  afterEach(() => {
    fs.rmSync(folders.releases, { recursive: true, force: true });
    fs.rmSync(folders.builds, { recursive: true, force: true });
  });
  return folders;
}
