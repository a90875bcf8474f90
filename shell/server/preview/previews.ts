/**
 * Which candidates a request previews (DESIGN.md §3b, decision 069): the grants of its cookie that
 * verify, have not expired and still name their section's candidate in the current registry. A
 * document is composed of those candidates in place of the current releases; a cookie holding
 * anything else is sent back with only what still holds, or cleared. A content grant (decision 073)
 * holds while it names the content preview current in the database: its documents and /api
 * answers then come from that preview (content-previews.ts).
 */
import type { PreviewedRelease, Registry, RouteEntry } from '@site/shared-contracts';
import type { CatalogSnapshot } from '../release-catalog';
import type { ContentPreviews, ContentPreviewView } from './content-previews';
import { clearPreviewCookie, previewCookieValueOf, setPreviewCookie } from './preview-cookie';
import {
  MAX_GRANTS,
  grantScopeOf,
  isContentGrant,
  readPreviewCookie,
  signPreviewCookie,
  verifyPreviewLink,
  type ContentGrant,
  type PreviewGrant,
  type SectionGrant,
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
  /** The content preview the request sees (ofRequest only), or null: the live content. */
  content?: ContentPreviewView | null;
  /** The cookie to send when the one received holds grants that no longer hold. */
  cookie?: string;
}

/** Whether a content grant still holds: it names the current content preview. */
type ContentHolds = (grant: ContentGrant) => boolean;
const KEEP_CONTENT: ContentHolds = () => true;

export type PreviewLinkOpening =
  { kind: 'invalid' } | { kind: 'open'; cookie: string; grant: PreviewGrant; routes: RouteEntry[] | undefined };

const NO_PREVIEW: PreviewRequest = { composition: null };

export class Previews {
  private content: ContentPreviews | null = null;

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Content grants hold from now on while they name the current content preview of `content`. */
  serveContent(content: ContentPreviews): void {
    this.content = content;
  }

  /**
   * What a document request's cookie previews of the sections; nothing at all, at once, without
   * the cookie. Content grants are kept as they are (ofRequest checks them).
   */
  of(released: Released, cookieHeader: string | undefined, secure: boolean): PreviewRequest {
    return this.requestOf(released, previewCookieValueOf(cookieHeader), secure, null, KEEP_CONTENT);
  }

  /**
   * What a document request's cookie previews, its content included: a content grant costs one
   * read of the database (is its preview still the current one?), a cookie without one nothing more.
   */
  async ofRequest(released: Released, cookieHeader: string | undefined, secure: boolean): Promise<PreviewRequest> {
    const value = previewCookieValueOf(cookieHeader);
    const grant = this.liveContentGrantOf(value);
    if (!grant) return this.requestOf(released, value, secure, null, KEEP_CONTENT);
    const view = (await this.content?.open(grant.id)) ?? null;
    return this.requestOf(released, value, secure, view, (held) => held.id === view?.id);
  }

  /** The content preview an /api request's cookie sees, or null (the live content). */
  async contentOf(cookieHeader: string | undefined): Promise<ContentPreviewView | null> {
    const grant = this.liveContentGrantOf(previewCookieValueOf(cookieHeader));
    return grant ? ((await this.content?.open(grant.id)) ?? null) : null;
  }

  /** The id of the content preview current in the database, or null (none, or no content previews here). */
  async currentContentId(): Promise<string | null> {
    return (await this.content?.current())?.id ?? null;
  }

  /**
   * A preview link opened: its grant, merged into the browser's cookie (the same section's earlier
   * grant, or the earlier content grant, replaced), when the token is valid and names its
   * section's candidate, or the content preview `currentContent`.
   */
  openLink(
    released: Released,
    token: string,
    cookieHeader: string | undefined,
    secure: boolean,
    currentContent: string | null = null,
  ): PreviewLinkOpening {
    const grant = verifyPreviewLink(this.secret, token, this.now());
    if (!grant) return { kind: 'invalid' };
    if (isContentGrant(grant) ? grant.id !== currentContent : !isCandidate(released, grant)) return { kind: 'invalid' };
    const { valid } = this.grantsOf(released, previewCookieValueOf(cookieHeader), (held) => held.id === currentContent);
    const others = valid.filter((held) => grantScopeOf(held) !== grantScopeOf(grant));
    // The grants that expire soonest make room when a browser holds as many as a cookie may.
    const kept = others.sort((a, b) => b.expiresAt - a.expiresAt).slice(0, MAX_GRANTS - 1);
    return {
      kind: 'open',
      cookie: this.cookieOf([...kept, grant], secure),
      grant,
      routes: isContentGrant(grant) ? undefined : candidateRoutesOf(released, grant.section),
    };
  }

  /** The cookie after leaving the preview of `section`, or of every section; undefined when there was none. */
  leave(released: Released, cookieHeader: string | undefined, section: string | undefined, secure: boolean) {
    const value = previewCookieValueOf(cookieHeader);
    if (value === undefined) return undefined;
    const { valid } = this.grantsOf(released, value, KEEP_CONTENT);
    return this.cookieOf(section === undefined ? [] : valid.filter((grant) => grantScopeOf(grant) !== section), secure);
  }

  private requestOf(
    released: Released,
    value: string | undefined,
    secure: boolean,
    content: ContentPreviewView | null,
    contentHolds: ContentHolds,
  ): PreviewRequest {
    if (value === undefined) return NO_PREVIEW;
    const { held, valid } = this.grantsOf(released, value, contentHolds);
    const shown = valid.filter(
      (grant): grant is SectionGrant =>
        !isContentGrant(grant) && candidateRoutesOf(released, grant.section) !== undefined,
    );
    return {
      composition: shown.length > 0 ? composeCandidates(released, shown) : null,
      content,
      ...(valid.length < held ? { cookie: this.cookieOf(valid, secure) } : {}),
    };
  }

  /** The cookie's content grant when it verifies and has not expired. */
  private liveContentGrantOf(value: string | undefined): ContentGrant | undefined {
    if (value === undefined || !this.content) return undefined;
    const grant = readPreviewCookie(this.secret, value)?.find(isContentGrant);
    return grant && grant.expiresAt > this.now() ? grant : undefined;
  }

  /** How many grants the cookie holds (one, if it cannot be read: it is cleared), and those that still hold. */
  private grantsOf(
    released: Released,
    value: string | undefined,
    contentHolds: ContentHolds,
  ): { held: number; valid: PreviewGrant[] } {
    if (value === undefined) return { held: 0, valid: [] };
    const grants = readPreviewCookie(this.secret, value);
    if (!grants) return { held: 1, valid: [] };
    const now = this.now();
    return {
      held: grants.length,
      valid: grants.filter(
        (grant) =>
          grant.expiresAt > now && (isContentGrant(grant) ? contentHolds(grant) : isCandidate(released, grant)),
      ),
    };
  }

  private cookieOf(grants: readonly PreviewGrant[], secure: boolean): string {
    if (grants.length === 0) return clearPreviewCookie(secure);
    const latest = Math.max(...grants.map((grant) => grant.expiresAt));
    return setPreviewCookie(signPreviewCookie(this.secret, grants), latest, this.now(), secure);
  }
}

// Own properties only: a section is a name from a cookie or a query, and may be "constructor".
function isCandidate(released: Released, grant: SectionGrant): boolean {
  const candidates = released.registry.candidates ?? {};
  return Object.hasOwn(candidates, grant.section) && candidates[grant.section]?.entry.version === grant.version;
}

function candidateRoutesOf(released: Released, section: string): RouteEntry[] | undefined {
  return Object.hasOwn(released.candidateRoutes, section) ? released.candidateRoutes[section] : undefined;
}

function composeCandidates(released: Released, grants: readonly SectionGrant[]): PreviewComposition {
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
