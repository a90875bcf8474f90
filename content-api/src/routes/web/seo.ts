import type { RegisterEndpoint } from '../../lib/endpoint';

export function registerSeoRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/seo/map', async ({ db, languageType }) => {
    const entries = await db
      .selectFrom('seoEntry')
      .select(['routeName', 'seoTitle', 'seoKeywords', 'seoDesc'])
      .where('languageType', '=', languageType)
      .orderBy('routeName')
      .execute();
    return Object.fromEntries(entries.map(({ routeName, ...entry }) => [routeName, entry]));
  });
}
