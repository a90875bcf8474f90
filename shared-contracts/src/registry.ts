/**
 * The registry (DESIGN.md §3): which release of each section the site runs. Served as
 * /registry.json with no-cache; a section release switches its entry atomically.
 */
import { Type, type Static } from '@sinclair/typebox';

export const RegistryEntry = Type.Object(
  {
    version: Type.String({ pattern: '^[A-Za-z0-9._-]+$' }),
    /** URL of the release's Module Federation manifest (mf-manifest.json). */
    manifest: Type.String({ pattern: '^/' }),
    /** URL of the release's route manifest (routes.json). */
    routes: Type.String({ pattern: '^/' }),
  },
  { additionalProperties: false },
);
export type RegistryEntry = Static<typeof RegistryEntry>;

export const Registry = Type.Object(
  { sections: Type.Record(Type.String(), RegistryEntry) },
  { additionalProperties: false },
);
export type Registry = Static<typeof Registry>;

/** Where releases are served from: /releases/<section>/<version>/client/… (immutable). */
export const RELEASES_URL_PREFIX = '/releases';
export const REGISTRY_URL = '/registry.json';

export function releaseClientUrl(section: string, version: string, file: string): string {
  return `${RELEASES_URL_PREFIX}/${section}/${version}/client/${file}`;
}
