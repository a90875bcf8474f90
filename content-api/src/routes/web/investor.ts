import type { InvestorDetail } from '@site/shared-contracts';
import { NotFoundError } from '../../lib/errors';
import type { RegisterEndpoint } from '../../lib/endpoint';
import { backendName, isLive, parseList } from './shared';

export function registerInvestorRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/investor/detail', async ({ db, languageType, now }) => {
    const profile = await db
      .selectFrom('investorProfile')
      .selectAll()
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .executeTakeFirst();
    if (!profile) throw new NotFoundError(`No investor profile in the ${backendName(languageType)} backend`);
    return {
      companyName: profile.companyName,
      stockCode: profile.stockCode,
      exchange: profile.exchange,
      summary: profile.summary,
      highlights: parseList<InvestorDetail['highlights'][number]>(profile.highlights),
      reports: parseList<InvestorDetail['reports'][number]>(profile.reports),
      contact: JSON.parse(profile.contact) as InvestorDetail['contact'],
    };
  });
}
