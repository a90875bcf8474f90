import type { HomeComponentType } from '@site/shared-contracts';
import type { RegisterEndpoint } from '../../lib/endpoint';
import { isLive } from './shared';

export function registerHomeRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/getHomeCopms', async ({ db, languageType, now }) => {
    const components = await db
      .selectFrom('homeComponent')
      .select(['id', 'type', 'sort', 'title', 'subtitle', 'image', 'link'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return components.map((component) => ({ ...component, type: component.type as HomeComponentType }));
  });
}
