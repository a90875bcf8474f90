/**
 * A fresh, empty database for one test, on the dialect of the jest project running it. The
 * "content-api on PostgreSQL" project (jest.config.js) sets CONTENT_API_TEST_DIALECT=postgres and
 * its global setup (content-api/test-setup/postgres.js) starts a throwaway server and sets
 * CONTENT_API_TEST_POSTGRES_URL; every other run uses SQLite files.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseConfig } from '../config';
import type { DialectName } from '../db/dialect';

export interface TestDatabase {
  config: DatabaseConfig;
  /** Removes the database; its connections must be closed first. */
  drop(): Promise<void>;
}

export function testDialect(): DialectName {
  return process.env.CONTENT_API_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  return testDialect() === 'postgres' ? createPostgresDatabase() : createSqliteDatabase();
}

/** A PostgreSQL database in another encoding than UTF8 (the server's locale is C, so any will do). */
export async function createPostgresDatabaseIn(encoding: 'LATIN1' | 'SQL_ASCII'): Promise<TestDatabase> {
  return createPostgresDatabase(`template template0 encoding '${encoding}'`);
}

function createSqliteDatabase(): TestDatabase {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-api-test-'));
  return {
    config: { dialect: 'sqlite', file: path.join(folder, 'content.db') },
    drop: async () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

/** Runs one statement on the server's maintenance database. */
async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(options = ''): Promise<TestDatabase> {
  const serverUrl = process.env.CONTENT_API_TEST_POSTGRES_URL;
  if (!serverUrl) {
    throw new Error(
      'CONTENT_API_TEST_POSTGRES_URL is not set: the PostgreSQL tests run through jest.config.js, whose global setup starts the server',
    );
  }
  const name = `content_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `create database ${name} ${options}`.trim());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { dialect: 'postgres', url: url.toString() },
    drop: () => administer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
