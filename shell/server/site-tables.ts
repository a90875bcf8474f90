/**
 * The route tables and header menu of the current registry as one immutable file named by its
 * content (decision 052): the browser reads it once instead of one routes.json per section before
 * the chrome can hydrate, so a first load costs the same requests with 6 sections or 30. A file is
 * made the first time a registry is seen (on start, and after each release or rollback); the same
 * registry gives the same name on every server sharing it. Sent many times and never changed, a
 * file is compressed once at Brotli's best quality (as the content API's cached answers are), not
 * at the quality every other answer gets on the fly: with 30 sections that is 1.2 KB less a first load.
 */
import { createHash } from 'node:crypto';
import { CachedResponse } from '@site/content-api';
import type { MenuEntry, Registry, RouteEntry } from '@site/shared-contracts';

export const SITE_TABLES_PREFIX = '/site-tables/';

/** What the file holds: what a document would otherwise embed as `routes` and `menu`. */
export interface SiteTablesFile {
  routes: Record<string, RouteEntry[]>;
  menu: MenuEntry[];
}

/**
 * Files of registries other than the current one are kept for the documents that name them
 * (a page loaded just before a release), up to this many.
 */
const KEPT_FILES = 8;

export class SiteTables {
  private current: { registry: Registry; url: string } | null = null;
  private readonly bodies = new Map<string, CachedResponse>();

  /**
   * The URL of the file for a registry, its route tables (by section; a section the catalog could
   * not read has none) and its menu. Cheap while the registry stays the same object.
   */
  urlOf(registry: Registry, routes: Record<string, RouteEntry[]>, menu: MenuEntry[]): string {
    if (this.current?.registry === registry) return this.current.url;
    const tables: SiteTablesFile = {
      routes: Object.fromEntries(Object.keys(registry.sections).map((section) => [section, routes[section] ?? []])),
      menu,
    };
    const body = JSON.stringify(tables);
    const url = `${SITE_TABLES_PREFIX}${createHash('sha256').update(body).digest('base64url').slice(0, 22)}.json`;
    this.bodies.delete(url);
    this.bodies.set(url, new CachedResponse(body));
    for (const kept of this.bodies.keys()) {
      if (this.bodies.size <= KEPT_FILES) break;
      this.bodies.delete(kept);
    }
    this.current = { registry, url };
    return url;
  }

  /** A file by its URL, or undefined for one this server has not made (or no longer keeps). */
  bodyOf(url: string): CachedResponse | undefined {
    return this.bodies.get(url);
  }
}
