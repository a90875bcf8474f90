/**
 * The content API answering from a content preview (decision 073): a Fastify instance of its own,
 * the content API mounted under /api on an in-memory SQLite database (better-sqlite3 `:memory:`)
 * that the preview's snapshot was written into as an import writes content. The shell server
 * answers a previewing browser's documents and /api requests from it; nothing it answers is kept
 * in a shared cache (its own response cache keeps nothing).
 */
import fastify, { type FastifyInstance } from 'fastify';
import { contentApi } from './app';
import type { ContentApiConfig } from './config';
import { openPreviewContentDb } from './content/content-preview';
import { ContentGeneration } from './lib/content-generation';
import { ResponseCache } from './lib/response-cache';

/** A ready instance serving the snapshot under /api; closing it drops its database. */
export async function openContentPreviewApi(
  snapshot: string,
  config: ContentApiConfig,
  clock: () => number = Date.now,
): Promise<FastifyInstance> {
  const db = await openPreviewContentDb(snapshot);
  const app = fastify({ logger: false });
  try {
    const generation = new ContentGeneration(db, () => {}, clock);
    app.decorate('contentStore', { db, generation, clock });
    app.addHook('onClose', async () => db.destroy());
    await app.register(contentApi, {
      prefix: '/api',
      config: { ...config, rateLimitMax: 0, cacheMaxEntries: 0 },
      responseCache: new ResponseCache(0),
    });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
