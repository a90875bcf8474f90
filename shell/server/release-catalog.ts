/**
 * The releases the server reads (DESIGN.md §3). A release is an immutable folder
 * <releasesDir>/<section>/<version>/{client,server}/; the registry names the release each section
 * runs and keeps each section's history for rollback. It lives in a registry store
 * (registry-store.ts: registry.json beside the releases, or PostgreSQL for several servers).
 * Releases are written by the release command (@site/tooling/release-writer), never by a server.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  RELEASES_URL_PREFIX,
  type Registry,
  SECTION_EXPOSE,
  RouteManifest,
  type RegistryEntry,
  type RouteEntry,
} from '@site/shared-contracts';
import { Value } from '@sinclair/typebox/value';
import type { ShellConfig } from './config';
import { FileRegistryStore, type RegistryStore } from './registry-store';
import { PostgresRegistryStore } from './registry-store-postgres';

/** The registry store the configuration names; PostgreSQL's tables are created when missing. */
export function openRegistryStore(
  config: Pick<ShellConfig, 'registry' | 'releasesDir'>,
  onIdleError?: (error: Error) => void,
): Promise<RegistryStore> {
  if (config.registry.store === 'postgres') return PostgresRegistryStore.open(config.registry.url, onIdleError);
  return Promise.resolve(new FileRegistryStore(config.releasesDir));
}

/** The file a registry path names (/releases/<section>/<version>/{client,server}/<file>). */
export function releaseFileOf(releasesDir: string, url: string): string {
  if (!url.startsWith(`${RELEASES_URL_PREFIX}/`)) throw new Error(`${url} is not a release URL`);
  const relative = url.slice(RELEASES_URL_PREFIX.length + 1);
  const file = path.resolve(releasesDir, relative);
  if (!file.startsWith(`${path.resolve(releasesDir)}${path.sep}`)) throw new Error(`${url} leaves the releases folder`);
  return file;
}

export interface SectionAssets {
  css: string[];
  /** The stylesheets' text by URL, when it was read: the document inlines it. */
  cssText?: Record<string, string>;
  preload: string[];
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

function readSectionAssets(releasesDir: string, manifestUrl: string): SectionAssets {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const preload = [manifestUrl];
  try {
    const manifest = JSON.parse(fs.readFileSync(releaseFileOf(releasesDir, manifestUrl), 'utf8')) as FederationManifest;
    const remoteEntry = manifest.metaData?.remoteEntry;
    if (remoteEntry?.name) preload.push(`${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`);
    const exposed = manifest.exposes?.find((expose) => expose.path === SECTION_EXPOSE)?.assets;
    for (const file of exposed?.js?.sync ?? []) preload.push(`${base}${file}`);
    const css = (exposed?.css?.sync ?? []).map((file) => `${base}${file}`);
    const cssText: Record<string, string> = {};
    for (const url of css) {
      const file = releaseFileOf(releasesDir, url);
      // A stylesheet that cannot be read here is linked instead.
      if (fs.existsSync(file)) cssText[url] = fs.readFileSync(file, 'utf8');
    }
    return { css, cssText, preload };
  } catch {
    // Without its manifest the section cannot load in the browser either; the page shows its fallback.
    return { css: [], preload };
  }
}

interface CatalogSnapshot {
  registry: Registry;
  routes: Record<string, RouteEntry[]>;
  generation: number;
}

/**
 * The registry and every section's route manifest, reloaded when the store's stamp changes, so a
 * release takes effect on the next request with no restart.
 */
export class ReleaseCatalog {
  private loadedStamp: string | null = null;
  private snapshot: CatalogSnapshot = { registry: { sections: {} }, routes: {}, generation: 0 };
  private loading: Promise<void> | null = null;
  private readonly manifestCache = new Map<string, RouteEntry[]>();
  private readonly assetsCache = new Map<string, SectionAssets>();

  constructor(
    private readonly releasesDir: string,
    private readonly store: RegistryStore = new FileRegistryStore(releasesDir),
    /** A store that fails once something was loaded: the last registry is served and this is told. */
    private readonly onStoreError: (error: unknown) => void = () => {},
  ) {}

  /**
   * The current registry and route table, and a generation number that changes with them;
   * cheap when nothing changed (one read of the store's stamp).
   */
  async current(): Promise<CatalogSnapshot> {
    try {
      const stamp = await this.store.stamp();
      if (stamp !== this.loadedStamp) await this.refresh(stamp);
    } catch (error) {
      if (this.loadedStamp === null) throw error;
      this.onStoreError(error);
    }
    return this.snapshot;
  }

  /**
   * One load at a time. A load already running may have read the store before `stamp` was
   * written; when it did not bring `stamp`, one more load starts after it.
   */
  private async refresh(stamp: string) {
    if (this.loading) await this.loading;
    if (this.loadedStamp === stamp) return;
    this.loading ??= this.reload().finally(() => {
      this.loading = null;
    });
    await this.loading;
  }

  private async reload() {
    const { registry, stamp } = await this.store.read();
    const routes: Record<string, RouteEntry[]> = {};
    const sections: Registry['sections'] = {};
    for (const [section, entry] of Object.entries(registry.sections)) {
      const manifest = this.loadManifest(entry.routes);
      // A release whose manifest cannot be read is left out: its routes answer 404 and the rest
      // of the site keeps working.
      if (!manifest) continue;
      routes[section] = manifest;
      sections[section] = entry;
    }
    this.snapshot = { registry: { sections }, routes, generation: this.snapshot.generation + 1 };
    this.loadedStamp = stamp;
  }

  /**
   * What the document links for a release (DESIGN.md §7): its stylesheets in <head>, and only its
   * manifest, remote entry and exposed chunk as preloads. Read once from its mf-manifest.json.
   */
  assetsOf(entry: RegistryEntry): SectionAssets {
    let assets = this.assetsCache.get(entry.manifest);
    if (!assets) {
      assets = readSectionAssets(this.releasesDir, entry.manifest);
      this.assetsCache.set(entry.manifest, assets);
    }
    return assets;
  }

  private loadManifest(url: string): RouteEntry[] | null {
    const cached = this.manifestCache.get(url);
    if (cached) return cached;
    try {
      const manifest: unknown = JSON.parse(fs.readFileSync(releaseFileOf(this.releasesDir, url), 'utf8'));
      if (!Value.Check(RouteManifest, manifest)) return null;
      this.manifestCache.set(url, manifest.routes);
      return manifest.routes;
    } catch {
      return null;
    }
  }
}
