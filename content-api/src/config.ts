/**
 * The content API's environment, read and validated once. Nothing else reads process.env.
 */
import path from 'node:path';

export type OpenccTarget = 'tw' | 'twp' | 'hk';

export interface ContentApiConfig {
  /** SQLite file; created, migrated and seeded on first start. */
  databaseFile: string;
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

export interface ServerConfig {
  host: string;
  port: number;
  logLevel: string;
}

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_DATABASE_FILE = path.join(REPOSITORY_ROOT, '.data', 'content.db');

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
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

export function loadContentApiConfig(env: Env = process.env): ContentApiConfig {
  return {
    databaseFile: path.resolve(env.DATABASE_FILE || DEFAULT_DATABASE_FILE),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 1200, 0, 10_000_000),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    openccTarget: oneOf(env, 'OPENCC_TARGET', 'tw', ['tw', 'twp', 'hk'] as const),
    cacheMaxEntries: integer(env, 'CACHE_MAX_ENTRIES', 2000, 0, 1_000_000),
    cacheMaxAgeSeconds: integer(env, 'CACHE_MAX_AGE_SECONDS', 300, 0, 31_536_000),
  };
}

export function loadServerConfig(env: Env = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 8080, 0, 65_535),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  };
}
