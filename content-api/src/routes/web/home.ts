import type { HomeComponentType } from '@site/shared-contracts';
import type { RegisterEndpoint } from '../../lib/endpoint';

export function registerHomeRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/getHomeCopms', async ({ db, languageType }) => {
    const components = await db
      .selectFrom('homeComponent')
      .select(['id', 'type', 'sort', 'title', 'subtitle', 'image', 'link'])
      .where('languageType', '=', languageType)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return components.map((component) => ({ ...component, type: component.type as HomeComponentType }));
  });
}
