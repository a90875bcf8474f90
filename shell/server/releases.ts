/**
 * Releases and the registry (DESIGN.md §3). A release is an immutable folder
 * <releasesDir>/<section>/<version>/client/; registry.json names the release each section runs.
 * Switching is a write to a temporary file and a rename, so readers see the old or the new
 * registry, never half of one. Each section keeps a history for rollback.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS,
  DEFAULT_SERVER_TIMEOUT_MS,
  RELEASES_URL_PREFIX,
  Registry,
  SECTION_EXPOSE,
  RouteManifest,
  SERVER_ENTRY_FILE,
  releaseClientUrl,
  releaseServerPath,
  type RegistryEntry,
  type RouteEntry,
} from '@site/shared-contracts';
import { Value } from '@sinclair/typebox/value';

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

/** Client and server of one release switch together: the entry names both or the client alone. */
function switchTo(releasesDir: string, section: string, version: string) {
  const registry = readRegistry(releasesDir);
  const entry: RegistryEntry = {
    version,
    manifest: releaseClientUrl(section, version, 'mf-manifest.json'),
    routes: releaseClientUrl(section, version, 'routes.json'),
  };
  if (fs.existsSync(path.join(releasesDir, section, version, 'server', SERVER_ENTRY_FILE))) {
    entry.server = {
      entry: releaseServerPath(section, version, SERVER_ENTRY_FILE),
      timeoutMs: DEFAULT_SERVER_TIMEOUT_MS,
      firstRenderTimeoutMs: DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS,
    };
  }
  registry.sections[section] = entry;
  writeJsonAtomically(registryPath(releasesDir), registry);
}

/**
 * Copies a section build (its dist/ with client/ and, if it has one, server/) into a new release folder
 * and switches the registry to it. Returns the new version.
 */
export function publishRelease(releasesDir: string, section: string, buildDir: string, version: string): string {
  const target = path.join(releasesDir, section, version);
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
  switchTo(releasesDir, section, version);
  const history = readHistory(releasesDir, section);
  writeJsonAtomically(historyPath(releasesDir, section), { versions: [...history.versions, version] });
  return version;
}

/** Switches a section back to the release before the current one. Returns that version. */
export function rollbackRelease(releasesDir: string, section: string): string {
  const current = readRegistry(releasesDir).sections[section]?.version;
  const { versions } = readHistory(releasesDir, section);
  const index = current ? versions.lastIndexOf(current) : -1;
  const previous = index > 0 ? versions[index - 1] : undefined;
  if (!previous) throw new Error(`${section} has no earlier release to roll back to`);
  switchTo(releasesDir, section, previous);
  writeJsonAtomically(historyPath(releasesDir, section), { versions: versions.slice(0, index) });
  return previous;
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

/**
 * The registry and every section's route manifest, reloaded when registry.json changes, so a
 * release takes effect on the next request with no restart.
 */
export class ReleaseCatalog {
  private loadedMtimeMs = -1;
  private registry: Registry = { sections: {} };
  private routes: Record<string, RouteEntry[]> = {};
  private readonly manifestCache = new Map<string, RouteEntry[]>();
  private readonly assetsCache = new Map<string, SectionAssets>();
  private generation = 0;

  constructor(private readonly releasesDir: string) {}

  /**
   * The current registry and route table, and a generation number that changes with them;
   * cheap when nothing changed (one stat).
   */
  current(): { registry: Registry; routes: Record<string, RouteEntry[]>; generation: number } {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(registryPath(this.releasesDir)).mtimeMs;
    } catch {
      mtimeMs = 0;
    }
    if (mtimeMs !== this.loadedMtimeMs) this.reload(mtimeMs);
    return { registry: this.registry, routes: this.routes, generation: this.generation };
  }

  private reload(mtimeMs: number) {
    const registry = readRegistry(this.releasesDir);
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
    this.registry = { sections };
    this.routes = routes;
    this.loadedMtimeMs = mtimeMs;
    this.generation += 1;
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
