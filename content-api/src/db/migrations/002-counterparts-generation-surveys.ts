import { sql, type Kysely, type Migration } from 'kysely';
import { textColumn, type DialectName } from '../dialect';

/** The kinds whose items have a detail page, and so a counterpart in the other backend. */
const WITH_COUNTERPART = ['article', 'product_view', 'team_member', 'story', 'social_post'] as const;

/**
 * Counterparts (the same item's id in the other backend), the content generation that an import
 * raises in its transaction (servers drop older cached answers when it moves, decision 031), and
 * the visitor surveys (decision 032).
 */
export function counterpartsGenerationSurveysMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of WITH_COUNTERPART) {
        await db.schema.alterTable(table).addColumn('counterpart', 'integer').execute();
      }
      await db.schema
        .createTable('content_generation')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('generation', 'integer', (col) => col.notNull())
        .addCheckConstraint('content_generation_one_row', sql`id = 1`)
        .execute();
      await sql`insert into content_generation (id, generation) values (1, 0)`.execute(db);
      await db.schema
        .createTable('survey')
        .addColumn('language_type', 'integer', (col) => col.notNull())
        .addColumn('id', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('summary', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('start_date', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('end_date', 'text', (col) => textColumn(dialect, col).notNull())
        .addColumn('questions', 'text', (col) => textColumn(dialect, col).notNull())
        .addPrimaryKeyConstraint('survey_pk', ['language_type', 'id'] as never)
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('survey').execute();
      await db.schema.dropTable('content_generation').execute();
      for (const table of WITH_COUNTERPART) {
        await db.schema.alterTable(table).dropColumn('counterpart').execute();
      }
    },
  };
}
