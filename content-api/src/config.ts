/**
 * The content API's environment, read and validated once. Nothing else reads process.env.
 */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type OpenccTarget = 'tw' | 'twp' | 'hk';

/**
 * Where the content lives: a SQLite file (the default), or PostgreSQL when DATABASE_URL is set.
 * Either is created or migrated and seeded on first start.
 */
export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface ContentApiConfig {
  database: DatabaseConfig;
  /** Requests per window and address; 0 turns the limiter off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Traditional variant that languageType=1&script=hant converts to. */
  openccTarget: OpenccTarget;
  /** Serialized responses kept in memory, least recently used dropped first. */
  cacheMaxEntries: number;
  /** Cache-Control max-age of API responses, in seconds. */
  cacheMaxAgeSeconds: number;
}

/**
 * Which peers' X-Forwarded-For (and -Proto, -Host) is believed: none (the default: the socket's
 * address is the visitor's), the nearest `hops` proxies, or proxies at these addresses or ranges.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

/** How long a connection may take and how many there may be (DESIGN.md has none; issue 27). */
export interface ConnectionLimits {
  /** The whole request head must arrive within this (a client trickling its headers is closed). */
  headersTimeoutMs: number;
  /** The whole request, head and body. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; above a load balancer's own idle timeout. */
  keepAliveTimeoutMs: number;
  /** A socket with nothing moving either way for this long is closed; 0: never. */
  idleTimeoutMs: number;
  /** Connections open at once; past it a new one is closed at once. */
  maxConnections: number;
  /** Requests on one keep-alive connection; 0: no limit. */
  maxRequestsPerSocket: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  logLevel: string;
  trustProxy: TrustProxy;
  connections: ConnectionLimits;
}

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_DATABASE_FILE = path.join(REPOSITORY_ROOT, '.data', 'content.db');

/** The images and the video the content refers to, served as /api/media/<folder>/<file>. */
export const MEDIA_ROOT = path.resolve(__dirname, '..', 'media');

/** The shipped content: what an empty database is seeded with (decision 030). */
export const SHIPPED_CONTENT_DIR = path.join(REPOSITORY_ROOT, 'content');

/** Where an import exports the content it replaces, one folder per import. */
export const DEFAULT_BACKUP_ROOT = path.join(REPOSITORY_ROOT, '.data', 'content-backups');

/** The zone the site's editors and visitors live in: content commands show schedule times in it and in UTC. */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';

/** Who runs this process, as the history records an import's author when none is given. */
export function machineUser(): string {
  try {
    return os.userInfo().username || 'unknown';
  } catch {
    // A user id with no account (some containers) has no name.
    return 'unknown';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** A whole number from the environment within bounds, else a message naming the variable. */
export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** The URL with its password hidden, for messages and logs. */
export function redactDatabaseUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*:)[^@/?#]*@/i, '$1***@');
}

/**
 * DATABASE_URL (postgres://user:password@host:port/database) wins over DATABASE_FILE. A URL that
 * is not a PostgreSQL URL with a host and a database name stops the start with its reason.
 */
function database(env: Env): DatabaseConfig {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') {
    return { dialect: 'sqlite', file: path.resolve(env.DATABASE_FILE || DEFAULT_DATABASE_FILE) };
  }
  const problem = (reason: string) =>
    new Error(
      `DATABASE_URL must look like postgres://user:password@host:5432/database (${reason}), got "${redactDatabaseUrl(raw)}"`,
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw problem('not a URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw problem(`the scheme must be postgres: or postgresql:, not ${url.protocol}`);
  }
  // A unix socket folder may come as ?host=/run/postgresql instead of the host part.
  if (!url.hostname && !url.searchParams.get('host')) throw problem('no host');
  if (url.port !== '' && !(Number(url.port) > 0)) throw problem(`bad port ${url.port}`);
  if (url.pathname.replace(/^\//, '') === '') throw problem('no database name');
  return { dialect: 'postgres', url: raw };
}

export function loadContentApiConfig(env: Env = process.env): ContentApiConfig {
  return {
    database: database(env),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 1200, 0, 10_000_000),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    openccTarget: oneOf(env, 'OPENCC_TARGET', 'tw', ['tw', 'twp', 'hk'] as const),
    cacheMaxEntries: integer(env, 'CACHE_MAX_ENTRIES', 2000, 0, 1_000_000),
    cacheMaxAgeSeconds: integer(env, 'CACHE_MAX_AGE_SECONDS', 300, 0, 31_536_000),
  };
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, an address range (`10.0.0.0/8`) or one of proxy-addr's range names. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'off') return { kind: 'none' };
  if (/^\d+$/.test(raw)) return { kind: 'hops', hops: integer(env, 'TRUST_PROXY', 0, 1, 10) };
  const addresses = raw.split(',').map((item) => item.trim());
  const wrong = addresses.find((address) => !isProxyAddress(address));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be "off", a number of proxy hops (1 to 10), or a comma-separated list of proxy addresses or ranges (10.0.0.0/8, loopback), got "${wrong}"`,
    );
  }
  return { kind: 'addresses', addresses };
}

function connectionLimits(env: Env): ConnectionLimits {
  const limits = {
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 50, 600_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 50, 3_600_000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 50, 3_600_000),
    idleTimeoutMs: integer(env, 'IDLE_TIMEOUT_MS', 120_000, 0, 3_600_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 10_000, 1, 1_000_000),
    maxRequestsPerSocket: integer(env, 'MAX_REQUESTS_PER_SOCKET', 0, 0, 1_000_000),
  };
  // Node refuses a head timeout longer than the request's.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  }
  return limits;
}

export function loadServerConfig(env: Env = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 8080, 0, 65_535),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    trustProxy: trustProxy(env),
    connections: connectionLimits(env),
  };
}

export interface ContentCliConfig {
  database: DatabaseConfig;
  /** Relative folders on the command line are relative to this (where `npm run` was typed). */
  workingDirectory: string;
  /** Backups of replaced content go into a new folder here. */
  backupRoot: string;
  /** An IANA time zone: schedule and history times are shown in it (and in UTC). */
  siteTimeZone: string;
  /** The author an import records when `--author` is not given. */
  user: string;
}

function timeZone(env: Env): string {
  const raw = env.SITE_TIME_ZONE;
  if (raw === undefined || raw === '') return DEFAULT_SITE_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`SITE_TIME_ZONE must be an IANA time zone such as ${DEFAULT_SITE_TIME_ZONE} or UTC, got "${raw}"`);
  }
}

/** `npm run content`: the database as the servers use it; npm's INIT_CWD is where the command was typed. */
export function loadContentCliConfig(env: Env = process.env): ContentCliConfig {
  return {
    database: database(env),
    workingDirectory: path.resolve(env.INIT_CWD || process.cwd()),
    backupRoot: path.resolve(env.CONTENT_BACKUP_DIR || DEFAULT_BACKUP_ROOT),
    siteTimeZone: timeZone(env),
    user: machineUser(),
  };
}
