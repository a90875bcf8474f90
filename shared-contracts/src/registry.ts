/**
 * The registry (DESIGN.md §3): which release of each section the site runs. Served as
 * /registry.json with no-cache; a section release switches its entry atomically.
 */
import { Type, type Static } from '@sinclair/typebox';

/** A release's server bundle (DESIGN.md §3): optional, switched together with the client. */
export const RegistryServerEntry = Type.Object(
  {
    /** The bundle inside the releases folder: /releases/<section>/<version>/server/server.js. */
    entry: Type.String({ pattern: '^/releases/[^/]+/[^/]+/server/[A-Za-z0-9._-]+\\.js$' }),
    /** Hard limit of one render, in milliseconds. */
    timeoutMs: Type.Integer({ minimum: 1, maximum: 5000 }),
    /** Limit of the first render of a new release, whose code is still cold. */
    firstRenderTimeoutMs: Type.Integer({ minimum: 1, maximum: 10000 }),
  },
  { additionalProperties: false },
);
export type RegistryServerEntry = Static<typeof RegistryServerEntry>;

export const RegistryEntry = Type.Object(
  {
    version: Type.String({ pattern: '^[A-Za-z0-9._-]+$' }),
    /** URL of the release's Module Federation manifest (mf-manifest.json). */
    manifest: Type.String({ pattern: '^/' }),
    /** URL of the release's route manifest (routes.json). */
    routes: Type.String({ pattern: '^/' }),
    server: Type.Optional(RegistryServerEntry),
  },
  { additionalProperties: false },
);
export type RegistryEntry = Static<typeof RegistryEntry>;

/** The last run of the reader suite against a candidate inside a running site (`--verify`). */
export const CandidateVerification = Type.Object(
  { passed: Type.Boolean(), at: Type.String(), site: Type.String() },
  { additionalProperties: false },
);
export type CandidateVerification = Static<typeof CandidateVerification>;

/**
 * A candidate served to a share of visitors (`--canary <percent>`, decision 078): those whose bucket
 * (0-99) is below `percent`. Percent 0 is a canary withdrawn (`--abort`, or by its failures).
 */
export const CandidateCanary = Type.Object(
  {
    percent: Type.Integer({ minimum: 0, maximum: 100 }),
    /** When this canary started (ISO 8601): its failures are counted from then, as the current release's. */
    startedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type CandidateCanary = Static<typeof CandidateCanary>;

/** A staged release (`npm run release -- <section> --stage`): no visitor gets it but by a preview. */
export const RegistryCandidate = Type.Object(
  {
    entry: RegistryEntry,
    /** When it was staged (ISO 8601). */
    stagedAt: Type.String(),
    verification: Type.Optional(CandidateVerification),
    canary: Type.Optional(CandidateCanary),
  },
  { additionalProperties: false },
);
export type RegistryCandidate = Static<typeof RegistryCandidate>;

export const Registry = Type.Object(
  {
    /** Each section's current release: what every visitor gets. */
    sections: Type.Record(Type.String(), RegistryEntry),
    /** At most one candidate per section. */
    candidates: Type.Optional(Type.Record(Type.String(), RegistryCandidate)),
  },
  { additionalProperties: false },
);
export type Registry = Static<typeof Registry>;

/**
 * What the browser is told of the registry (the embedded state): each section's release; its
 * manifest only where it is not the release's own `mf-manifest.json` (a section override's is
 * elsewhere), its route manifest only where it is not the `routes.json` beside the manifest, as a
 * release's always is (the browser reads it only when the site's route tables cannot be read).
 * The server bundle and its render limits are the server's alone.
 */
export interface BrowserRegistry {
  sections: Record<string, BrowserRegistryEntry>;
}
export type BrowserRegistryEntry = Pick<RegistryEntry, 'version'> & { manifest?: string; routes?: string };

/**
 * A section's candidate that one browser previews (DESIGN.md §3b): the document's registry names it
 * in place of the current release, and the chrome says so.
 */
export interface PreviewedRelease {
  section: string;
  version: string;
}

/** The Module Federation manifest of a section's entry in the browser's registry. */
export function manifestOfRelease(section: string, entry: BrowserRegistryEntry): string {
  return entry.manifest ?? releaseClientUrl(section, entry.version, 'mf-manifest.json');
}

/** The route manifest the browser reads for a section's entry in the browser's registry. */
export function routesOfRelease(section: string, entry: BrowserRegistryEntry): string {
  return entry.routes ?? manifestOfRelease(section, entry).replace(/[^/]*$/, 'routes.json');
}

/** A registry entry as the browser is told it: what it can derive left out. */
export function browserEntryOf(section: string, { version, manifest, routes }: RegistryEntry): BrowserRegistryEntry {
  const entry: BrowserRegistryEntry = { version };
  if (manifest !== manifestOfRelease(section, entry)) entry.manifest = manifest;
  if (routes !== routesOfRelease(section, { version, manifest })) entry.routes = routes;
  return entry;
}

/** Where releases are served from: /releases/<section>/<version>/client/… (immutable). */
export const RELEASES_URL_PREFIX = '/releases';
export const REGISTRY_URL = '/registry.json';

export function releaseClientUrl(section: string, version: string, file: string): string {
  return `${RELEASES_URL_PREFIX}/${section}/${version}/client/${file}`;
}

/** The path of a release's server file, in the same URL space (never served to browsers). */
export function releaseServerPath(section: string, version: string, file: string): string {
  return `${RELEASES_URL_PREFIX}/${section}/${version}/server/${file}`;
}

/** The render limits a new release starts with (DESIGN.md §3: about 50 ms, more when cold). */
export const DEFAULT_SERVER_TIMEOUT_MS = 50;
export const DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS = 1000;
