/**
 * What differs between SQLite and PostgreSQL, in one place; every query and the rest of the
 * schema are written once with Kysely's builders.
 *
 * - Text columns: SQLite compares and sorts text by code point (BINARY) and its lower() folds
 *   ASCII only. PostgreSQL's text takes the server's default collation (often en_US.UTF-8,
 *   which sorts "b" before "C" and folds every script). Declaring the columns `collate "C"`
 *   gives PostgreSQL SQLite's behaviour whatever the server's locale.
 * - COUNT(*) is a bigint in PostgreSQL, which pg returns as a string: callers wrap counts in
 *   Number() on both.
 * - Startup: several servers may start on one PostgreSQL database at once (connection.ts).
 */
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { DatabaseConfig } from '../config';

export type DialectName = DatabaseConfig['dialect'];

export function textColumn(dialect: DialectName, column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return dialect === 'postgres' ? column.modifyFront(sql`collate "C"`) : column;
}
