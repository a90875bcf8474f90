/**
 * Which candidates a request previews (DESIGN.md §3b, decision 069): the grants of its cookie that
 * verify, have not expired and still name their section's candidate in the current registry. A
 * document is composed of those candidates in place of the current releases; a cookie holding
 * anything else is sent back with only what still holds, or cleared.
 */
import type { PreviewedRelease, Registry, RouteEntry } from '@site/shared-contracts';
import type { CatalogSnapshot } from '../release-catalog';
import { clearPreviewCookie, previewCookieValueOf, setPreviewCookie } from './preview-cookie';
import {
  MAX_GRANTS,
  readPreviewCookie,
  signPreviewCookie,
  verifyPreviewLink,
  type PreviewGrant,
} from './preview-token';

export type Released = Pick<CatalogSnapshot, 'registry' | 'routes' | 'candidateRoutes'>;

/** The registry and routes of a document with the previewed candidates in place. */
export interface PreviewComposition {
  registry: Registry;
  routes: Record<string, RouteEntry[]>;
  previewed: PreviewedRelease[];
}

export interface PreviewRequest {
  /** Null: the request previews nothing the site can show; the current releases serve it. */
  composition: PreviewComposition | null;
  /** The cookie to send when the one received holds grants that no longer hold. */
  cookie?: string;
}

export type PreviewLinkOpening =
  { kind: 'invalid' } | { kind: 'open'; cookie: string; grant: PreviewGrant; routes: RouteEntry[] | undefined };

const NO_PREVIEW: PreviewRequest = { composition: null };

export class Previews {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** What a document request's cookie previews; nothing at all, at once, without the cookie. */
  of(released: Released, cookieHeader: string | undefined, secure: boolean): PreviewRequest {
    const value = previewCookieValueOf(cookieHeader);
    if (value === undefined) return NO_PREVIEW;
    const { held, valid } = this.grantsOf(released, value);
    const shown = valid.filter((grant) => candidateRoutesOf(released, grant.section));
    return {
      composition: shown.length > 0 ? composeCandidates(released, shown) : null,
      ...(valid.length < held ? { cookie: this.cookieOf(valid, secure) } : {}),
    };
  }

  /**
   * A preview link opened: its grant, merged into the browser's cookie (the same section's earlier
   * grant replaced), when the token is valid and names its section's candidate.
   */
  openLink(released: Released, token: string, cookieHeader: string | undefined, secure: boolean): PreviewLinkOpening {
    const grant = verifyPreviewLink(this.secret, token, this.now());
    if (!grant || !isCandidate(released, grant)) return { kind: 'invalid' };
    const { valid } = this.grantsOf(released, previewCookieValueOf(cookieHeader));
    const others = valid.filter((held) => held.section !== grant.section);
    // The grants that expire soonest make room when a browser holds as many as a cookie may.
    const kept = others.sort((a, b) => b.expiresAt - a.expiresAt).slice(0, MAX_GRANTS - 1);
    return {
      kind: 'open',
      cookie: this.cookieOf([...kept, grant], secure),
      grant,
      routes: candidateRoutesOf(released, grant.section),
    };
  }

  /** The cookie after leaving the preview of `section`, or of every section; undefined when there was none. */
  leave(released: Released, cookieHeader: string | undefined, section: string | undefined, secure: boolean) {
    const value = previewCookieValueOf(cookieHeader);
    if (value === undefined) return undefined;
    const { valid } = this.grantsOf(released, value);
    return this.cookieOf(section === undefined ? [] : valid.filter((grant) => grant.section !== section), secure);
  }

  /** How many grants the cookie holds (one, if it cannot be read: it is cleared), and those that still hold. */
  private grantsOf(released: Released, value: string | undefined): { held: number; valid: PreviewGrant[] } {
    if (value === undefined) return { held: 0, valid: [] };
    const grants = readPreviewCookie(this.secret, value);
    if (!grants) return { held: 1, valid: [] };
    const now = this.now();
    return {
      held: grants.length,
      valid: grants.filter((grant) => grant.expiresAt > now && isCandidate(released, grant)),
    };
  }

  private cookieOf(grants: readonly PreviewGrant[], secure: boolean): string {
    if (grants.length === 0) return clearPreviewCookie(secure);
    const latest = Math.max(...grants.map((grant) => grant.expiresAt));
    return setPreviewCookie(signPreviewCookie(this.secret, grants), latest, this.now(), secure);
  }
}

// Own properties only: a section is a name from a cookie or a query, and may be "constructor".
function isCandidate(released: Released, grant: PreviewGrant): boolean {
  const candidates = released.registry.candidates ?? {};
  return Object.hasOwn(candidates, grant.section) && candidates[grant.section]?.entry.version === grant.version;
}

function candidateRoutesOf(released: Released, section: string): RouteEntry[] | undefined {
  return Object.hasOwn(released.candidateRoutes, section) ? released.candidateRoutes[section] : undefined;
}

function composeCandidates(released: Released, grants: readonly PreviewGrant[]): PreviewComposition {
  const sections = { ...released.registry.sections };
  const routes = { ...released.routes };
  const previewed: PreviewedRelease[] = [];
  for (const { section, version } of grants) {
    const candidate = released.registry.candidates?.[section];
    const candidateRoutes = candidateRoutesOf(released, section);
    if (!candidate || !candidateRoutes) continue;
    sections[section] = candidate.entry;
    routes[section] = candidateRoutes;
    previewed.push({ section, version });
  }
  return { registry: { sections }, routes, previewed };
}
