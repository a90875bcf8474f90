/**
 * SPEC.md §9: when the browser is idle (at most 2000 ms after load), fetch the other sections'
 * code so the next navigation is instant — but not offline, on 2g, or in data-saver mode.
 *
 * Fetched, not run (decision 064): Module Federation's `preloadRemote` evaluates each remote's
 * entry as it preloads it, a long task per section in the seconds after the first paint that
 * the visitor pays for whether or not they go there. Instead each other section's manifest is
 * read and its remote entry and section module (JS and CSS) are fetched at the browser's lowest
 * priority into its cache (they are immutable), where the visit's scripts and stylesheets find
 * them; the manifest is kept and handed to the federation runtime when the visitor does go there.
 * Fetched, not linked: adding a `<link rel="prefetch">` per file to the home page's document took
 * 30 ms of main thread in all under a 4 × slower CPU, as Lighthouse's mobile preset runs it.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationNameOf, manifestOfRelease, SECTION_EXPOSE, type BrowserRegistry } from '@site/shared-contracts';
import type { ShellStore } from './store';

export const IDLE_PREFETCH_TIMEOUT_MS = 2000;
/** `priority` is not in TypeScript's RequestInit yet; browsers without it ignore it. */
const LOW_PRIORITY = { priority: 'low' } as RequestInit;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function shouldPrefetch(navigatorLike: { onLine: boolean; connection?: NetworkInformationLike }): boolean {
  if (!navigatorLike.onLine) return false;
  const connection = navigatorLike.connection;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType ?? '').includes('2g');
}

interface AssetLists {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

/** The parts of a Module Federation manifest (mf-manifest.json) the prefetch reads. */
export interface FederationManifestLike {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: AssetLists }[];
}

/**
 * The files a visit to a section loads first, as its manifest names them: the remote entry, then
 * the section module's JS and CSS, resolved against the manifest's public path ("auto": where the
 * manifest is). Nothing when the manifest does not say where its files are.
 */
export function filesToPrefetch(manifestUrl: string, manifest: FederationManifestLike, expose = SECTION_EXPOSE) {
  const metaData = manifest.metaData;
  const entry = metaData?.remoteEntry;
  if (!metaData?.publicPath || !entry?.name) return [];
  const base = new URL(metaData.publicPath === 'auto' ? '.' : metaData.publicPath, manifestUrl);
  const assets = manifest.exposes?.find((candidate) => candidate.path === expose)?.assets;
  const names = [
    [entry.path, entry.name].filter(Boolean).join('/'),
    ...(assets?.js?.sync ?? []),
    ...(assets?.css?.sync ?? []),
  ];
  return names.map((name) => new URL(name, base).href);
}

/** Manifests read by the prefetch in this document, by URL, as text. */
export type PrefetchedManifests = Map<string, Promise<string>>;

/**
 * Module Federation runtime plugin: a manifest the prefetch read is handed to the runtime from
 * memory, so the visit that follows starts from the remote entry in the browser's cache.
 */
export function servePrefetchedManifests(manifests: PrefetchedManifests): ModuleFederationRuntimePlugin {
  return {
    name: 'serve-prefetched-manifests',
    fetch(url) {
      const text = manifests.get(url);
      if (!text) return undefined;
      return text.then(
        (body) => new Response(body, { headers: { 'content-type': 'application/json' } }),
        () => fetch(url),
      );
    },
  };
}

/** Asks for a file at the browser's lowest priority, into its cache, where the visit will find it. */
function prefetchFile(href: string) {
  fetch(href, LOW_PRIORITY)
    .then((response) => response.blob())
    .catch(() => undefined);
}

/** Reads one section's manifest and asks for the files a visit to it loads first. */
async function prefetchSection(manifestUrl: string, manifests: PrefetchedManifests) {
  const text = fetch(manifestUrl, LOW_PRIORITY).then((response) => {
    if (!response.ok) throw new Error(`manifest answered ${response.status}`);
    return response.text();
  });
  manifests.set(manifestUrl, text);
  try {
    const manifest = JSON.parse(await text) as FederationManifestLike;
    for (const file of filesToPrefetch(manifestUrl, manifest)) prefetchFile(file);
  } catch {
    // Not kept: the visit reads the manifest itself and reports what is wrong with it then.
    manifests.delete(manifestUrl);
  }
}

export function scheduleIdlePrefetch(registry: BrowserRegistry, store: ShellStore, manifests: PrefetchedManifests) {
  const run = () => {
    if (!shouldPrefetch(navigator as Navigator & { connection?: NetworkInformationLike })) return;
    const view = store.get().view;
    for (const [section, entry] of Object.entries(registry.sections)) {
      // A section whose remote entry has run (the one shown) needs nothing; a failed one is left alone.
      if (federationNameOf(section) in window) continue;
      if (view.kind === 'section-failed' && view.section === section) continue;
      const manifestUrl = new URL(manifestOfRelease(section, entry), document.baseURI).href;
      void prefetchSection(manifestUrl, manifests);
    }
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
  } else {
    setTimeout(run, IDLE_PREFETCH_TIMEOUT_MS);
  }
}
