/**
 * The content database and its generation, as a decoration of the Fastify instance it is
 * registered on (fastify-plugin: not encapsulated). The content API registers it for itself
 * unless its host did first; a host that does (the shell server) reads `contentStore.generation`
 * to drop its own cached documents when an import changes the content (decision 031).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { redactDatabaseUrl, MEDIA_ROOT, SHIPPED_CONTENT_DIR, type DatabaseConfig } from '../config';
import { seedIfEmpty } from '../content/import-content';
import { migrateToLatest, openDatabase, whileStarting, type ContentDb } from '../db/connection';
import { ContentGeneration } from '../lib/content-generation';

export interface ContentStore {
  db: ContentDb;
  generation: ContentGeneration;
  /** The time in epoch milliseconds that schedules are compared with (decision 070). */
  clock: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentStore: ContentStore;
  }
}

/**
 * Opens the database (SQLite, or PostgreSQL with DATABASE_URL), migrates it and, when it is
 * empty, imports a content folder into it (the shipped content by default). onIdleError hears of
 * PostgreSQL connections the server dropped between queries.
 */
export async function openContentDb(
  database: DatabaseConfig,
  contentFolder: string = SHIPPED_CONTENT_DIR,
  onIdleError?: (error: Error) => void,
): Promise<ContentDb> {
  const db = openDatabase(database, onIdleError);
  try {
    await whileStarting(db, async () => {
      await migrateToLatest(db);
      await seedIfEmpty(db, contentFolder, MEDIA_ROOT);
    });
  } catch (error) {
    await db.destroy();
    const where = database.dialect === 'postgres' ? `PostgreSQL at ${redactDatabaseUrl(database.url)}` : database.file;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot open the content database (${where}): ${reason}`, { cause: error });
  }
  return db;
}

export interface ContentStoreOptions {
  database: DatabaseConfig;
  /** What an empty database is seeded with; the shipped content by default. */
  contentFolder?: string;
  /** The time schedules are compared with: Date.now, or a test's clock. */
  clock?: () => number;
}

const contentStorePlugin: FastifyPluginAsync<ContentStoreOptions> = async (app, options) => {
  const db = await openContentDb(options.database, options.contentFolder, (error) =>
    app.log.warn({ err: error }, 'an idle database connection failed; the next query opens a new one'),
  );
  const clock = options.clock ?? Date.now;
  const generation = new ContentGeneration(
    db,
    (error) => app.log.error({ err: error }, 'the content generation could not be read; answers cached before stay'),
    clock,
  );
  app.decorate('contentStore', { db, generation, clock });
  app.addHook('onClose', async () => db.destroy());
};

export const contentStore = fp(contentStorePlugin, { name: '@site/content-api/content-store', fastify: '5.x' });
