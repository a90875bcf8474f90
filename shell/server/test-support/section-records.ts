/**
 * What the tests of a section's record (section-record.ts) share: the registry entry of an
 * mfe-news release as the writer makes it, and the minutes of one morning to time each step by.
 */
import type { RegistryEntry } from '@site/shared-contracts';

/** The registry entry of mfe-news's release `version`. */
export const entry = (version: string): RegistryEntry => ({
  version,
  manifest: `/releases/mfe-news/${version}/client/mf-manifest.json`,
  routes: `/releases/mfe-news/${version}/client/routes.json`,
});

/** 09:`minute` UTC on 28 November 2026. */
export const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute));
