/**
 * The site's content as its servers read it, for a command run beside them (`npm run routes`): the
 * content API of the configuration in this process (its database), or CONTENT_API_URL.
 */
import Fastify from 'fastify';
import type { ShellConfig } from '../config';
import type { ContentSource } from '../content-source';
import { mountContent } from '../plugins/content-mount';

export interface SiteContent {
  content: ContentSource;
  close(): Promise<void>;
}

export async function openSiteContent(config: ShellConfig): Promise<SiteContent> {
  // An empty database is migrated and seeded first, as a server's first start does.
  const app = Fastify({ logger: false, pluginTimeout: 120_000 });
  try {
    const content = await mountContent(app, config);
    await app.ready();
    return { content, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}
