import type { SurveyQuestion } from '@site/shared-contracts';
import type { RegisterEndpoint } from '../../lib/endpoint';
import { isLive, parseList } from './shared';

export function registerSurveyRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/survey/list', async ({ db, languageType, now }) => {
    const surveys = await db
      .selectFrom('survey')
      .select(['id', 'title', 'summary', 'startDate', 'endDate', 'questions'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('startDate', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return surveys.map((survey) => ({ ...survey, questions: parseList<SurveyQuestion>(survey.questions) }));
  });
}
