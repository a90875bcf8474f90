import type { HonourType, PartnerType } from '@site/shared-contracts';
import type { RegisterEndpoint } from '../../lib/endpoint';
import { isLive } from './shared';

export function registerHonourRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/honour/list', async ({ db, languageType, query, now }) => {
    const honours = await db
      .selectFrom('honour')
      .select(['id', 'type', 'title', 'issuer', 'year', 'description', 'image'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .where('type', '=', query.type)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return honours.map((honour) => ({ ...honour, type: honour.type as HonourType }));
  });

  endpoint('/api/web/partner/list', async ({ db, languageType, query, now }) => {
    const partners = await db
      .selectFrom('partner')
      .select(['id', 'type', 'name', 'industry', 'description', 'logo'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .where('type', '=', query.type ?? 'partner')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return partners.map((partner) => ({ ...partner, type: partner.type as PartnerType }));
  });
}
