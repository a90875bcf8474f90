import type { RegisterEndpoint } from '../../lib/endpoint';

export function registerNavigationRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/navigation', async ({ db, languageType }) =>
    db
      .selectFrom('navigationEntry')
      .select(['name', 'key', 'url'])
      .where('languageType', '=', languageType)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );
}
