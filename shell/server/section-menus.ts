/**
 * The header's menu entries of the current registry: what each current release's routes.json
 * declares (DESIGN.md §3), read once per release, so a section released with a new entry shows
 * it on the next request with no shell rebuild or restart.
 */
import fs from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { RouteManifest, menuOfManifests, type MenuEntry, type Registry } from '@site/shared-contracts';
import { releaseFileOf } from './release-catalog';

export class SectionMenus {
  /** By routes.json URL: a release's files never change. */
  private readonly byManifest = new Map<string, MenuEntry[]>();
  private merged: { registry: Registry; menu: MenuEntry[] } | null = null;

  constructor(private readonly releasesDir: string) {}

  /** Every current section's entries, in their declared order. */
  menuOf(registry: Registry): MenuEntry[] {
    if (this.merged?.registry !== registry) {
      const menus = Object.values(registry.sections).map((entry) => ({ menu: this.entriesOf(entry.routes) }));
      this.merged = { registry, menu: menuOfManifests(menus) };
    }
    return this.merged.menu;
  }

  private entriesOf(url: string): MenuEntry[] {
    const cached = this.byManifest.get(url);
    if (cached) return cached;
    try {
      const manifest: unknown = JSON.parse(fs.readFileSync(releaseFileOf(this.releasesDir, url), 'utf8'));
      // The catalog leaves out a release whose manifest does not validate; so does the menu. One
      // that could not be read is read again with the next registry the catalog gives.
      if (!Value.Check(RouteManifest, manifest)) return [];
      const entries = manifest.menu ?? [];
      this.byManifest.set(url, entries);
      return entries;
    } catch {
      return [];
    }
  }
}
