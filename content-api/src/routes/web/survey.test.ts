import type { Survey } from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, getData } from '../../test-support/api';

describe('survey list (SPEC.md §7, decision 032)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(async () => app.close());

  it.each([1, 2])('lists the surveys of backend %i latest first, each with its questions', async (languageType) => {
    const surveys = await getData<Survey[]>(app, `/api/web/survey/list?languageType=${languageType}`);
    expect(surveys.length).toBeGreaterThanOrEqual(2);
    const starts = surveys.map((survey) => survey.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const survey of surveys) {
      expect(survey.endDate >= survey.startDate).toBe(true);
      expect(survey.questions.length).toBeGreaterThan(0);
      for (const question of survey.questions) {
        expect(question.options.length === 0).toBe(question.kind === 'text');
      }
    }
  });

  it('answers the Chinese surveys in Traditional on request', async () => {
    const [survey] = await getData<Survey[]>(app, '/api/web/survey/list?languageType=1&script=hant');
    expect(survey?.title).toBe('官網訪問體驗調研');
  });
});
