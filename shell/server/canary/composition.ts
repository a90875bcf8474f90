/**
 * Which releases a visitor's document is composed of while canaries run (decision 078): for each
 * section whose candidate is on canary, the candidate when the visitor's bucket is below its share,
 * else the current release. One bucket for every section: a visitor is on the candidates of all the
 * canaries whose share reaches it, so a page never mixes two draws. A candidate whose route manifest
 * could not be read is served to no one, as in a preview.
 */
import type { CandidateCanary, Registry, RouteEntry } from '@site/shared-contracts';
import type { CatalogSnapshot } from '../release-catalog';
import { bucketCookie, bucketOf, drawBucket } from './bucket';

export type Released = Pick<CatalogSnapshot, 'registry' | 'routes' | 'candidateRoutes'>;

export interface RunningCanary extends CandidateCanary {
  section: string;
  /** The candidate's version. */
  version: string;
  /** The section's current release, the one the candidate is compared with; none before a first release. */
  current: string | undefined;
}

/** The registry and routes of a document with the visitor's canaried candidates in place. */
export interface CanaryComposition {
  registry: Registry;
  routes: Record<string, RouteEntry[]>;
  /** The candidates in place, by section. */
  canaried: { section: string; version: string }[];
  /** What the document cache keeps it under, besides the page's key: its candidates. */
  key: string;
}

export interface CanaryRequest {
  /** Null: the visitor gets the current releases. */
  composition: CanaryComposition | null;
  /** A bucket cookie to set: the visitor had none, or one that was not a bucket. */
  cookie?: string;
}

const NO_CANARY: CanaryRequest = { composition: null };

/** The canaries running in a registry (a share above 0), by section name. */
export function runningCanariesOf(registry: Registry): RunningCanary[] {
  return Object.entries(registry.candidates ?? {}).flatMap(([section, candidate]) =>
    candidate.canary && candidate.canary.percent > 0
      ? [
          {
            section,
            version: candidate.entry.version,
            current: registry.sections[section]?.version,
            ...candidate.canary,
          },
        ]
      : [],
  );
}

/** The composition of the bucket `bucket`; null when it gets no candidate. */
export function canaryCompositionOf(released: Released, bucket: number): CanaryComposition | null {
  const canaries = runningCanariesOf(released.registry).filter(
    ({ section, percent }) => bucket < percent && Object.hasOwn(released.candidateRoutes, section),
  );
  if (canaries.length === 0) return null;
  const sections = { ...released.registry.sections };
  const routes = { ...released.routes };
  for (const { section } of canaries) {
    sections[section] = released.registry.candidates![section]!.entry;
    routes[section] = released.candidateRoutes[section]!;
  }
  const canaried = canaries
    .map(({ section, version }) => ({ section, version }))
    .sort((a, b) => (a.section < b.section ? -1 : 1));
  return {
    registry: { sections },
    routes,
    canaried,
    key: canaried.map(({ section, version }) => `${section}@${version}`).join(','),
  };
}

/**
 * What a document request gets: nothing at all, and no cookie, while no canary runs; else its
 * composition, drawing (and setting) a bucket for a visitor without a valid one.
 */
export function canaryRequestOf(released: Released, cookieHeader: string | undefined, secure: boolean): CanaryRequest {
  if (runningCanariesOf(released.registry).length === 0) return NO_CANARY;
  const held = bucketOf(cookieHeader);
  const bucket = held ?? drawBucket();
  const composition = canaryCompositionOf(released, bucket);
  return held === undefined ? { composition, cookie: bucketCookie(bucket, secure) } : { composition };
}
