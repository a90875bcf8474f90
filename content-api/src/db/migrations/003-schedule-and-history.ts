import type { Kysely, Migration } from 'kysely';
import { textColumn, type DialectName } from '../dialect';

/** Every kind's table when this migration was written: a kind added later adds the columns itself. */
const CONTENT_TABLES = [
  'navigation_entry',
  'product_category',
  'product_view',
  'solution',
  'solution_page',
  'home_component',
  'seo_entry',
  'article',
  'event',
  'social_post',
  'office',
  'campus_post',
  'environment_photo',
  'employee_life',
  'site_page',
  'story',
  'milestone',
  'team_member',
  'shareholder',
  'honour',
  'partner',
  'investor_profile',
  'survey',
] as const;

/**
 * Scheduled publishing on every kind's rows (decision 070): publish_at and unpublish_at as the
 * files wrote them, live_from and live_until in epoch milliseconds for the queries (null: no
 * bound). And the history of imports, one row each, numbered in the order they committed.
 */
export function scheduleAndHistoryMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of CONTENT_TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn('publish_at', 'text', (col) => textColumn(dialect, col))
          .execute();
        await db.schema
          .alterTable(table)
          .addColumn('unpublish_at', 'text', (col) => textColumn(dialect, col))
          .execute();
        await db.schema.alterTable(table).addColumn('live_from', 'bigint').execute();
        await db.schema.alterTable(table).addColumn('live_until', 'bigint').execute();
      }
      await db.schema
        .createTable('content_import')
        .addColumn('number', 'integer', (col) => col.primaryKey())
        .addColumn('imported_at', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('author', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('message', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('source', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('changes', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('backup', 'text', (col) => textColumn(dialect, col))
        .addColumn('generation', 'integer', (col) => col.notNull())
        .addColumn('reverts', 'integer')
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('content_import').execute();
      for (const table of CONTENT_TABLES) {
        for (const column of ['publish_at', 'unpublish_at', 'live_from', 'live_until']) {
          await db.schema.alterTable(table).dropColumn(column).execute();
        }
      }
    },
  };
}
