/**
 * The shell server's environment, read and validated once. Nothing else reads process.env.
 */
import os from 'node:os';
import path from 'node:path';
import {
  integerFromEnv,
  loadContentApiConfig,
  loadServerConfig,
  type ContentApiConfig,
  type ServerConfig,
} from '@site/content-api';
import { canaryRuleFromEnv, type CanaryConfig } from './canary/rule';

export interface ShellConfig extends ServerConfig {
  /** Where the release files live (a folder every shell server shares), and registry.json in the file store. */
  releasesDir: string;
  /**
   * Where the registry lives: registry.json in releasesDir (one server), or the PostgreSQL
   * database of DATABASE_URL, which several shell servers share (decision 012).
   */
  registry: { store: 'file' } | { store: 'postgres'; url: string };
  /** The shell's browser build (SHELL_CLIENT_DIR: `npm run dev` serves its watched build from elsewhere). */
  clientDir: string;
  publicDir: string;
  /** A content API elsewhere; unset: the API runs in this process. */
  contentApiUrl: string | null;
  contentApi: ContentApiConfig;
  investorUrl: string;
  investorPreUrl: string;
  /**
   * The site's own origin: canonical and hreflang links, and the host the investor link is chosen
   * by. Required in production (NODE_ENV=production), so no absolute URL follows a request's
   * `Host`; unset elsewhere: the request's own (decision 048).
   */
  publicOrigin: string | null;
  /** Sections with a server build are rendered into the document (SERVER_RENDER=off: in the browser only). */
  serverRender: boolean;
  /**
   * Worker threads that render sections (RENDER_WORKERS; by default one per core the process may
   * use, at least 2 so one section's runaway render leaves another worker, at most 8: each worker
   * holds its own copy of the releases it renders).
   */
  renderWorkers: number;
  /**
   * Where one browser may load one section from instead of its release (decision 013); null, the
   * default: `?override=` and its cookie are ignored. `loopback` (what `npm run dev` sets) admits
   * any http origin on this machine.
   */
  sectionOverrideOrigins: SectionOverrideOrigins | null;
  /** What the document cache may hold (DOCUMENT_CACHE_MB, default 64): least recently used out (decision 034). */
  documentCacheBytes: number;
  /**
   * Where Prometheus metrics are served (METRICS_PORT, METRICS_HOST): a server of their own, never
   * the public port; null, the default: no metrics are kept.
   */
  metrics: { host: string; port: number } | null;
  /** Whether the builds' source maps are served (SOURCE_MAPS=public; `npm run dev` sets it) or 404. */
  publicSourceMaps: boolean;
  /**
   * How preview links and cookies are signed (decision 069): PREVIEW_SECRET; without it a secret
   * kept in a file beside the releases folder, made on first use, which the release command shares
   * (previewSecretOf); null (production without PREVIEW_SECRET): previews are off.
   */
  preview: PreviewSecret | null;
  /** When a canary is withdrawn and how often servers flush counts and judge (decision 078). */
  canary: CanaryConfig;
  /**
   * Browser reports (POST /rum, decision 077): the share of page views that report
   * (RUM_SAMPLE_RATE, 0 to 1, default 1; the document tells the browser) and how many reports one
   * visitor may send a minute (RUM_RATE_LIMIT_MAX, default 1200 as the API's; 0: no limit).
   */
  rum: { sampleRate: number; rateLimitMax: number; rateLimitWindowMs: number };
}

export type PreviewSecret = { kind: 'secret'; secret: string } | { kind: 'file'; file: string };

export type SectionOverrideOrigins = { kind: 'loopback' } | { kind: 'list'; origins: string[] };

const SHELL_ROOT = path.resolve(__dirname, '..', '..', '..');
const REPOSITORY_ROOT = path.resolve(SHELL_ROOT, '..');

type Env = Readonly<Record<string, string | undefined>>;

function url(env: Env, name: string, fallback: string | null): string | null {
  const raw = env[name];
  if (!raw) return fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`${name} must be "on" or "off", got "${raw}"`);
}

function count(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 64)
    throw new Error(`${name} must be a whole number from 1 to 64`);
  return value;
}

function overrideOrigins(env: Env, name: string): SectionOverrideOrigins | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (raw === 'loopback') return { kind: 'loopback' };
  const origins = raw.split(',').map((item) => {
    const value = item.trim();
    let parsed: URL | null = null;
    try {
      parsed = new URL(value);
    } catch {
      // Reported below with the rest of the malformed values.
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== value.replace(/\/$/, '')) {
      throw new Error(
        `${name} must be "loopback" or a comma-separated list of origins (https://host:port), got "${value}"`,
      );
    }
    return parsed.origin;
  });
  return { kind: 'list', origins };
}

/** PUBLIC_ORIGIN, which production mode cannot do without. */
function publicOrigin(env: Env): string | null {
  const origin = url(env, 'PUBLIC_ORIGIN', null);
  if (origin === null && env.NODE_ENV === 'production') {
    throw new Error(
      'PUBLIC_ORIGIN must be set in production (NODE_ENV=production): the origin visitors reach the site at, ' +
        "e.g. https://www.example.com; absolute links are never built from a request's Host header",
    );
  }
  return origin;
}

/** The fewest characters PREVIEW_SECRET may have: an HMAC key guessable in less is no key. */
export const PREVIEW_SECRET_MIN_LENGTH = 32;

function previewSecret(env: Env, releasesDir: string): PreviewSecret | null {
  const secret = env.PREVIEW_SECRET;
  if (secret) {
    // Never echoed: the message would put the secret in a log.
    if (secret.length < PREVIEW_SECRET_MIN_LENGTH)
      throw new Error(`PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_LENGTH} characters long`);
    return { kind: 'secret', secret };
  }
  if (env.NODE_ENV === 'production') return null;
  return { kind: 'file', file: path.join(path.dirname(releasesDir), 'preview-secret') };
}

function sourceMaps(env: Env): 'hidden' | 'public' {
  const raw = env.SOURCE_MAPS;
  if (!raw) return 'hidden';
  if (raw === 'hidden' || raw === 'public') return raw;
  throw new Error(`SOURCE_MAPS must be "hidden" or "public", got "${raw}"`);
}

/** METRICS_PORT (0: any free port, for tests) and METRICS_HOST; never the public port. */
function metricsAddress(env: Env, publicPort: number): ShellConfig['metrics'] {
  if (!env.METRICS_PORT) return null;
  const port = integerFromEnv(env, 'METRICS_PORT', 0, 0, 65_535);
  if (port !== 0 && port === publicPort) {
    throw new Error(`METRICS_PORT must not be the public PORT (${publicPort}): metrics are for operators only`);
  }
  return { host: env.METRICS_HOST || '127.0.0.1', port };
}

/** RUM_SAMPLE_RATE: a share from 0 (no browser reports) to 1 (every page view reports). */
function share(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`${name} must be a number from 0 to 1`);
  return value;
}

export function loadShellConfig(env: Env = process.env): ShellConfig {
  const contentApi = loadContentApiConfig(env);
  const server = loadServerConfig(env);
  const releasesDir = path.resolve(env.RELEASES_DIR || path.join(REPOSITORY_ROOT, '.data', 'releases'));
  return {
    ...server,
    releasesDir,
    clientDir: path.resolve(env.SHELL_CLIENT_DIR || path.join(SHELL_ROOT, 'dist', 'client')),
    publicDir: path.join(SHELL_ROOT, 'public'),
    registry:
      contentApi.database.dialect === 'postgres'
        ? { store: 'postgres', url: contentApi.database.url }
        : { store: 'file' },
    contentApiUrl: url(env, 'CONTENT_API_URL', null),
    contentApi,
    investorUrl: url(env, 'INVESTOR_URL', 'https://ir.hanshufintech.cn') ?? '',
    investorPreUrl: url(env, 'INVESTOR_PRE_URL', 'https://ir-pre.hanshufintech.cn') ?? '',
    publicOrigin: publicOrigin(env),
    serverRender: onOff(env, 'SERVER_RENDER', true),
    renderWorkers: count(env, 'RENDER_WORKERS', Math.min(8, Math.max(2, os.availableParallelism()))),
    sectionOverrideOrigins: overrideOrigins(env, 'SECTION_OVERRIDE_ORIGINS'),
    documentCacheBytes: integerFromEnv(env, 'DOCUMENT_CACHE_MB', 64, 0, 65_536) * 1024 * 1024,
    metrics: metricsAddress(env, server.port),
    publicSourceMaps: sourceMaps(env) === 'public',
    preview: previewSecret(env, releasesDir),
    canary: { rule: canaryRuleFromEnv(env), intervalMs: integerFromEnv(env, 'CANARY_INTERVAL_MS', 5000, 100, 60_000) },
    rum: {
      sampleRate: share(env, 'RUM_SAMPLE_RATE', 1),
      rateLimitMax: integerFromEnv(env, 'RUM_RATE_LIMIT_MAX', 1200, 0, 1_000_000),
      rateLimitWindowMs: 60_000,
    },
  };
}
