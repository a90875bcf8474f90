import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import type { DialectName } from './dialect';
import { initialMigration } from './migrations/001-initial';
import { counterpartsGenerationSurveysMigration } from './migrations/002-counterparts-generation-surveys';
import { scheduleAndHistoryMigration } from './migrations/003-schedule-and-history';
import { contentPreviewMigration } from './migrations/004-content-preview';
import type { Database } from './schema';

export type ContentDb = Kysely<Database>;
export type { DialectName };

/** Migrations ship inside the bundle, in order; names never change once released. */
function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-counterparts-generation-surveys': counterpartsGenerationSurveysMigration(dialect),
    '003-schedule-and-history': scheduleAndHistoryMigration(dialect),
    '004-content-preview': contentPreviewMigration(dialect),
  };
}

/** The dialect each open database was opened with (a Kysely instance does not say). */
const dialects = new WeakMap<ContentDb, DialectName>();
/** The better-sqlite3 handle under each SQLite database, for reads that must not wait (content-generation.ts). */
const sqliteHandles = new WeakMap<ContentDb, SQLite.Database>();

/** The SQLite handle of a database opened by openSqlite, or undefined for PostgreSQL. */
export function sqliteHandleOf(db: ContentDb): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

export function dialectOf(db: ContentDb): DialectName {
  const dialect = dialects.get(db);
  if (!dialect) throw new Error('Not a database opened by openDatabase');
  return dialect;
}

const plugins = [new CamelCasePlugin()];

/** Opens (creating the folder and file if needed) the SQLite database. */
export function openSqlite(file: string): ContentDb {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
  dialects.set(db, 'sqlite');
  sqliteHandles.set(db, sqlite);
  return db;
}

/**
 * A pool of connections to PostgreSQL. Connections open on the first query. An idle connection
 * the server drops (a restart, a failover) is reported to onIdleError and replaced on next use.
 */
export function openPostgres(url: string, onIdleError: (error: Error) => void = () => {}): ContentDb {
  const pool = new Pool({ connectionString: url, max: 10, application_name: 'content-api' });
  pool.on('error', onIdleError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  dialects.set(db, 'postgres');
  return db;
}

export function openDatabase(config: DatabaseConfig, onIdleError?: (error: Error) => void): ContentDb {
  return config.dialect === 'postgres' ? openPostgres(config.url, onIdleError) : openSqlite(config.file);
}

/** Any number fixed for this application, so its startups wait for one another (pg_advisory_lock). */
const STARTUP_LOCK = 7_150_001;

/**
 * Runs the startup work (migrations, seed) alone: several servers starting at once on one
 * PostgreSQL database take turns, so exactly one of them seeds it. SQLite is one process's file.
 * A PostgreSQL database must be UTF8.
 */
export async function whileStarting<T>(db: ContentDb, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    // Chinese text needs a UTF8 database; another encoding would fail at the seed's first row.
    const { rows } = await sql<{ encoding: string }>`select current_setting('server_encoding') as encoding`.execute(
      connection,
    );
    const encoding = rows[0]?.encoding;
    if (encoding !== 'UTF8') {
      throw new Error(`the database's encoding is ${encoding}; create it with ENCODING 'UTF8'`);
    }
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

export async function migrateToLatest(db: ContentDb): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialectOf(db)) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
