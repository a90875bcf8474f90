import type { Kysely, Migration } from 'kysely';
import { textColumn, type DialectName } from '../dialect';

/**
 * The content preview (decision 073): at most one row, the checked content of a folder that
 * `npm run content -- preview` stored for the browsers holding its signed link. Every server
 * sharing the database reads it from here and builds the same preview in memory.
 */
export function contentPreviewMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('content_preview')
        .addColumn('id', 'text', (col) => textColumn(dialect, col).primaryKey())
        .addColumn('created_at', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('source', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('snapshot', 'text', (col) => textColumn(dialect, col).notNull())
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('content_preview').execute();
    },
  };
}
