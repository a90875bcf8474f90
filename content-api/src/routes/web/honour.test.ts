import type { Honour, Partner } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, getData } from '../../test-support/api';

describe('honour and partner endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(async () => app.close());

  describe.each([1, 2] as const)('in backend %i', (languageType) => {
    it.each(['brand', 'compliance', 'organization'] as const)('lists %s honours', async (type) => {
      const honours = await getData<Honour[]>(app, `/api/web/honour/list?type=${type}&languageType=${languageType}`);
      expect(honours.length).toBeGreaterThanOrEqual(3);
      expect(honours.every((honour) => honour.type === type)).toBe(true);
    });

    it('lists 20 partners by default and 6 strategy partners', async () => {
      const partners = await getData<Partner[]>(app, `/api/web/partner/list?languageType=${languageType}`);
      const strategy = await getData<Partner[]>(
        app,
        `/api/web/partner/list?type=strategy&languageType=${languageType}`,
      );
      expect(partners).toHaveLength(20);
      expect(partners.every((partner) => partner.type === 'partner')).toBe(true);
      expect(strategy).toHaveLength(6);
      expect(strategy.every((partner) => partner.type === 'strategy')).toBe(true);
    });
  });
});
