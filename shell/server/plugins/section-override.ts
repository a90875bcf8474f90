/**
 * One section served from elsewhere in one browser (decision 013): `?override=<section>@<origin>`
 * stores the choice in a cookie, `?override=reset` clears it. Honoured only when the server allows
 * it (SECTION_OVERRIDE_ORIGINS, which `npm run dev` sets); otherwise the parameter and the cookie
 * are ignored, so a link can never put foreign code on a visitor's page. With an override, the
 * document's registry points the section at that origin, its CSP admits the origin, the section is
 * not rendered on the server and the document is not cached (routes/documents.ts).
 */
import { RouteManifest, type Registry, type RouteEntry } from '@site/shared-contracts';
import { Value } from '@sinclair/typebox/value';
import { OVERRIDE_PARAMETER, OVERRIDE_RESET, OVERRIDE_VERSION } from '../../src/layouts/override-banner';
import type { SectionOverrideOrigins } from '../config';

export const OVERRIDE_COOKIE = 'section_override';
/** How long the server waits for the override origin's routes.json before using the release's routes. */
const ROUTES_TIMEOUT_MS = 1500;

export interface SectionOverride {
  section: string;
  origin: string;
}

export type OverrideRequest =
  | { kind: 'none' }
  | { kind: 'active'; override: SectionOverride }
  /** Set or cleared: the cookie to send and the same page without the parameter. */
  | { kind: 'switch'; cookie: string; location: string }
  | { kind: 'refused'; message: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isAllowed(allowed: SectionOverrideOrigins, origin: string): boolean {
  if (allowed.kind === 'list') return allowed.origins.includes(origin);
  const url = new URL(origin);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

function originOf(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== raw.replace(/\/$/, '')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function cookieValue(header: string | undefined): string | undefined {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${OVERRIDE_COOKIE}=([^;]*)`));
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

function parse(value: string): SectionOverride | null {
  const at = value.indexOf('@');
  if (at <= 0) return null;
  const origin = originOf(value.slice(at + 1));
  return origin ? { section: value.slice(0, at), origin } : null;
}

/**
 * The page without the override parameter: where a set or reset sends the browser back to. Always
 * a path on this site: a request path that resolves to `//host` (`/%2e%2e//evil.example`) or `/\host`
 * would otherwise be a redirect to another site, so its leading slashes collapse to one.
 */
function withoutParameter(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete(OVERRIDE_PARAMETER);
  const query = search.toString();
  return `/${url.pathname.replace(/^[/\\]+/, '')}${query ? `?${query}` : ''}`;
}

/**
 * What a document request asks of overrides. `sections` are the sections the site runs now:
 * only one of them can be overridden.
 */
export function readOverride(
  allowed: SectionOverrideOrigins | null,
  url: URL,
  cookieHeader: string | undefined,
  sections: readonly string[],
): OverrideRequest {
  if (!allowed) return { kind: 'none' };
  const requested = url.searchParams.get(OVERRIDE_PARAMETER);
  if (requested === OVERRIDE_RESET) {
    return {
      kind: 'switch',
      cookie: `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`,
      location: withoutParameter(url),
    };
  }
  if (requested !== null) {
    const override = parse(requested);
    if (!override) {
      return {
        kind: 'refused',
        message: `${OVERRIDE_PARAMETER} must be "<section>@<origin>" (e.g. mfe-news@http://localhost:3001) or "${OVERRIDE_RESET}"`,
      };
    }
    if (!sections.includes(override.section)) {
      return {
        kind: 'refused',
        message: `${OVERRIDE_PARAMETER}: no section "${override.section}"; the sections are ${sections.join(', ')}`,
      };
    }
    if (!isAllowed(allowed, override.origin)) {
      return {
        kind: 'refused',
        message: `${OVERRIDE_PARAMETER}: origin ${override.origin} is not allowed (SECTION_OVERRIDE_ORIGINS)`,
      };
    }
    const value = encodeURIComponent(`${override.section}@${override.origin}`);
    return {
      kind: 'switch',
      cookie: `${OVERRIDE_COOKIE}=${value}; Path=/; SameSite=Lax; HttpOnly`,
      location: withoutParameter(url),
    };
  }
  const stored = cookieValue(cookieHeader);
  const override = stored ? parse(stored) : null;
  // A cookie the server would no longer accept (another allow-list, a section gone) is ignored.
  if (!override || !sections.includes(override.section) || !isAllowed(allowed, override.origin))
    return { kind: 'none' };
  return { kind: 'active', override };
}

/** The override origin's route manifest, or null (unreachable, slow, invalid, another section's). */
async function fetchRoutes(override: SectionOverride): Promise<RouteEntry[] | null> {
  try {
    const response = await fetch(`${override.origin}/routes.json`, { signal: AbortSignal.timeout(ROUTES_TIMEOUT_MS) });
    if (!response.ok) return null;
    const manifest: unknown = await response.json();
    if (!Value.Check(RouteManifest, manifest) || manifest.section !== override.section) return null;
    return manifest.routes;
  } catch {
    return null;
  }
}

/**
 * The registry and routes of one document with `override` applied on top of the catalog's: the
 * section's entry names the override origin's files and no server build; its routes are the
 * origin's when it serves valid ones, the release's otherwise.
 */
export async function applyOverride(
  current: { registry: Registry; routes: Record<string, RouteEntry[]> },
  override: SectionOverride,
): Promise<{ registry: Registry; routes: Record<string, RouteEntry[]> }> {
  const routes = await fetchRoutes(override);
  return {
    registry: {
      sections: {
        ...current.registry.sections,
        [override.section]: {
          version: OVERRIDE_VERSION,
          manifest: `${override.origin}/mf-manifest.json`,
          routes: `${override.origin}/routes.json`,
        },
      },
    },
    routes: { ...current.routes, [override.section]: routes ?? current.routes[override.section] ?? [] },
  };
}
