/**
 * Server rendering of a section (DESIGN.md §3). A section may build `server/server.js`: a
 * self-contained CommonJS bundle (React inside, only Node built-ins outside) that the shell server
 * runs in a sandboxed `vm` context, one per release, to put the section's markup into the first
 * response. The browser hydrates that markup on the section's first mount.
 */
import type { InitialState } from './state';

/** The version of this contract. A bundle that names another one is never rendered. */
export const SERVER_ENTRY_CONTRACT = 'site-section-server/1';

/** What `server/server.js` exports. */
export interface SectionServerEntry {
  contract: string;
  /** React inside the bundle; it must be the browser's React, or hydration would fail. */
  reactVersion: string;
  /**
   * The section's markup for `url` (path with its /en and /m prefixes, and the query), from the
   * embedded state alone. Pure and synchronous.
   */
  render(url: string, state: InitialState): string;
}

/** Where server markup goes: the section's container carries these data attributes. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';
export const RELEASE_ATTRIBUTE = 'data-release';
/** The URL (path and query) the markup was rendered for: after a navigation it is another page's. */
export const RENDERED_URL_ATTRIBUTE = 'data-ssr-url';

/** Where a release keeps its server bundle: releases/<section>/<version>/server/server.js. */
export const SERVER_ENTRY_FILE = 'server.js';
