import type { RegisterEndpoint } from '../../lib/endpoint';
import { isLive } from './shared';

export function registerSeoRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/seo/map', async ({ db, languageType, now }) => {
    const entries = await db
      .selectFrom('seoEntry')
      .select(['routeName', 'seoTitle', 'seoKeywords', 'seoDesc'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('routeName')
      .execute();
    return Object.fromEntries(entries.map(({ routeName, ...entry }) => [routeName, entry]));
  });
}
