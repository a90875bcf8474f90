import type { SurveyQuestion } from '@site/shared-contracts';
import type { RegisterEndpoint } from '../../lib/endpoint';
import { parseList } from './shared';

export function registerSurveyRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/survey/list', async ({ db, languageType }) => {
    const surveys = await db
      .selectFrom('survey')
      .select(['id', 'title', 'summary', 'startDate', 'endDate', 'questions'])
      .where('languageType', '=', languageType)
      .orderBy('startDate', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return surveys.map((survey) => ({ ...survey, questions: parseList<SurveyQuestion>(survey.questions) }));
  });
}
