import type { RegisterEndpoint } from '../../lib/endpoint';
import { isLive } from './shared';

export function registerNavigationRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/navigation', async ({ db, languageType, now }) =>
    db
      .selectFrom('navigationEntry')
      .select(['name', 'key', 'url'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );
}
