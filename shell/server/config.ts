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
  /** Origin used in canonical and hreflang links; unset: the request's own. */
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
}

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

export function loadShellConfig(env: Env = process.env): ShellConfig {
  const contentApi = loadContentApiConfig(env);
  return {
    ...loadServerConfig(env),
    releasesDir: path.resolve(env.RELEASES_DIR || path.join(REPOSITORY_ROOT, '.data', 'releases')),
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
    publicOrigin: url(env, 'PUBLIC_ORIGIN', null),
    serverRender: onOff(env, 'SERVER_RENDER', true),
    renderWorkers: count(env, 'RENDER_WORKERS', Math.min(8, Math.max(2, os.availableParallelism()))),
    sectionOverrideOrigins: overrideOrigins(env, 'SECTION_OVERRIDE_ORIGINS'),
    documentCacheBytes: integerFromEnv(env, 'DOCUMENT_CACHE_MB', 64, 0, 65_536) * 1024 * 1024,
  };
}
