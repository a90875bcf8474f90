/**
 * The releases the server reads (DESIGN.md §3). A release is an immutable folder
 * <releasesDir>/<section>/<version>/{client,server}/; the registry names the release each section
 * runs and keeps each section's history for rollback. It lives in a registry store
 * (./registry: registry.json beside the releases, or PostgreSQL for several servers), which also
 * writes releases for the release command; a server only reads them.
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
import { NO_REDIRECTS, redirectTableOf, type RedirectTable } from './redirects';
import { FileRegistryStore, type RegistryStore } from './registry';
import { fileStampOf, RELEASE_RETRY_DELAYS, retryDelayMs, type RetryDelays } from './retry-delay';

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

function readSectionAssets(releasesDir: string, manifestUrl: string): SectionAssets | null {
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
    return null;
  }
}

/** A release file that could not be read: when to try it again, and what it was then. */
interface FailedRead {
  failures: number;
  retryAt: number;
  stamp: string;
}

export interface CatalogRetryOptions {
  now?: () => number;
  delays?: RetryDelays;
}

export interface CatalogSnapshot {
  /** Each section's current release, and the candidates the store holds (registry.candidates). */
  registry: Registry;
  routes: Record<string, RouteEntry[]>;
  /** The candidates' route manifests, by section: those that could be read (a preview shows them). */
  candidateRoutes: Record<string, RouteEntry[]>;
  /** The shell team's published redirects (decision 072), read with the registry. */
  redirects: RedirectTable;
  generation: number;
}

const NO_CANDIDATE_ROUTES: Record<string, RouteEntry[]> = Object.freeze({});

/**
 * The registry, every section's route manifest and the published redirects, reloaded when the
 * store's stamp changes, so a release or a set of redirects takes effect on the next request with
 * no restart. A route manifest that could not be
 * read is tried again after a delay that grows with each failure, and at once when the file
 * changes (decision 037): a repaired release comes back with no restart and no new release.
 */
export class ReleaseCatalog {
  private loadedStamp: string | null = null;
  private snapshot: CatalogSnapshot = {
    registry: { sections: {} },
    routes: {},
    candidateRoutes: NO_CANDIDATE_ROUTES,
    redirects: NO_REDIRECTS,
    generation: 0,
  };
  private loading: Promise<void> | null = null;
  private readonly manifestCache = new Map<string, RouteEntry[]>();
  /** Route manifests of the current registry (releases and candidates) that could not be read, by URL. */
  private readonly failedManifests = new Map<string, FailedRead>();
  private readonly assetsCache = new Map<string, { assets: SectionAssets; retryAt: number | null }>();
  private readonly now: () => number;
  private readonly delays: RetryDelays;

  constructor(
    private readonly releasesDir: string,
    private readonly store: RegistryStore = new FileRegistryStore(releasesDir),
    /** A store that fails once something was loaded: the last registry is served and this is told. */
    private readonly onStoreError: (error: unknown) => void = () => {},
    retry: CatalogRetryOptions = {},
  ) {
    this.now = retry.now ?? (() => performance.now());
    this.delays = retry.delays ?? RELEASE_RETRY_DELAYS;
  }

  /**
   * The current registry and route table, and a generation number that changes with them;
   * cheap when nothing changed (one read of the store's stamp, and a look at any manifest that
   * could not be read).
   */
  async current(): Promise<CatalogSnapshot> {
    try {
      const stamp = await this.store.stamp();
      if (stamp !== this.loadedStamp || (await this.failedManifestDue())) await this.refresh(stamp);
    } catch (error) {
      if (this.loadedStamp === null) throw error;
      this.onStoreError(error);
    }
    return this.snapshot;
  }

  /**
   * One load at a time. A load already running may have read the store before `stamp` was
   * written; when it did not bring `stamp`, one more load starts after it. A load for a failed
   * manifest (same stamp) joins the one running.
   */
  private async refresh(stamp: string) {
    if (this.loading) {
      await this.loading;
      if (this.loadedStamp === stamp) return;
    }
    this.loading ??= this.reload().finally(() => {
      this.loading = null;
    });
    await this.loading;
  }

  /** Whether a manifest that could not be read is due another try: its delay is over, or it changed. */
  private async failedManifestDue(): Promise<boolean> {
    for (const [url, failed] of this.failedManifests) {
      if (this.now() >= failed.retryAt || (await fileStampOf(this.fileOf(url))) !== failed.stamp) return true;
    }
    return false;
  }

  private async reload() {
    const { registry, stamp, redirects } = await this.store.read();
    const routes: Record<string, RouteEntry[]> = {};
    const sections: Registry['sections'] = {};
    const failed = new Map<string, FailedRead>();
    const noteFailure = async (url: string) => {
      const failures = (this.failedManifests.get(url)?.failures ?? 0) + 1;
      const retryAt = this.now() + retryDelayMs(failures, this.delays);
      failed.set(url, { failures, retryAt, stamp: await fileStampOf(this.fileOf(url)) });
    };
    for (const [section, entry] of Object.entries(registry.sections)) {
      const manifest = this.loadManifest(entry.routes);
      if (manifest) {
        routes[section] = manifest;
        sections[section] = entry;
        continue;
      }
      // A release whose manifest cannot be read is left out: its routes answer 404 and the rest
      // of the site keeps working, until it is read on a later try.
      await noteFailure(entry.routes);
    }
    // A candidate stays in the registry when its manifest cannot be read (a preview of it is still
    // valid), but is shown to no one until it can be.
    const candidates = registry.candidates ?? {};
    let candidateRoutes = NO_CANDIDATE_ROUTES;
    for (const [section, { entry }] of Object.entries(candidates)) {
      const manifest = this.loadManifest(entry.routes);
      if (manifest) candidateRoutes = { ...candidateRoutes, [section]: manifest };
      else await noteFailure(entry.routes);
    }
    this.failedManifests.clear();
    for (const [url, read] of failed) this.failedManifests.set(url, read);
    this.snapshot = {
      registry: Object.keys(candidates).length > 0 ? { sections, candidates } : { sections },
      routes,
      candidateRoutes,
      redirects: redirectTableOf(redirects),
      generation: this.snapshot.generation + 1,
    };
    this.loadedStamp = stamp;
  }

  private fileOf(url: string): string {
    try {
      return releaseFileOf(this.releasesDir, url);
    } catch {
      return '';
    }
  }

  /**
   * What the document links for a release (DESIGN.md §7): its stylesheets in <head>, and only its
   * manifest, remote entry and exposed chunk as preloads. Read once from its mf-manifest.json; one
   * that could not be read is read again after a delay.
   */
  assetsOf(entry: RegistryEntry): SectionAssets {
    const cached = this.assetsCache.get(entry.manifest);
    if (cached && (cached.retryAt === null || this.now() < cached.retryAt)) return cached.assets;
    const assets = readSectionAssets(this.releasesDir, entry.manifest);
    if (assets) {
      this.assetsCache.set(entry.manifest, { assets, retryAt: null });
      return assets;
    }
    // Without its manifest the section cannot load in the browser either; the page shows its fallback.
    const fallback = { css: [], preload: [entry.manifest] };
    this.assetsCache.set(entry.manifest, { assets: fallback, retryAt: this.now() + this.delays.firstMs });
    return fallback;
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
