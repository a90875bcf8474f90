import type { ContentBlock, PageKey } from '@site/shared-contracts';
import { NotFoundError } from '../../lib/errors';
import type { RegisterEndpoint } from '../../lib/endpoint';
import { backendName, parseList } from './shared';

export function registerAboutRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/page/detail', async ({ db, languageType, query }) => {
    const page = await db
      .selectFrom('sitePage')
      .select(['key', 'title', 'subtitle', 'summary', 'content', 'image', 'blocks'])
      .where('languageType', '=', languageType)
      .where('key', '=', query.key)
      .executeTakeFirst();
    if (!page) throw new NotFoundError(`No page "${query.key}" in the ${backendName(languageType)} backend`);
    return { ...page, key: page.key as PageKey, blocks: parseList<ContentBlock>(page.blocks) };
  });

  endpoint('/api/web/story/list', async ({ db, languageType }) =>
    db
      .selectFrom('story')
      .select(['id', 'title', 'summary', 'cover', 'publishedAt'])
      .where('languageType', '=', languageType)
      .orderBy('publishedAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  );

  endpoint('/api/web/story/detail', async ({ db, languageType, query }) => {
    const story = await db
      .selectFrom('story')
      .select(['id', 'title', 'summary', 'cover', 'publishedAt', 'content', 'counterpart'])
      .where('languageType', '=', languageType)
      .where('id', '=', query.id)
      .executeTakeFirst();
    if (!story) throw new NotFoundError(`No story with id ${query.id} in the ${backendName(languageType)} backend`);
    return story;
  });

  endpoint('/api/web/memorabilia/list', async ({ db, languageType }) =>
    db
      .selectFrom('milestone')
      .select(['id', 'year', 'month', 'title', 'text'])
      .where('languageType', '=', languageType)
      .orderBy('year')
      .orderBy('month')
      .orderBy('id')
      .execute(),
  );

  endpoint('/api/web/team/list', async ({ db, languageType }) => {
    const members = await db
      .selectFrom('teamMember')
      .select(['id', 'name', 'position', 'summary', 'photo', 'isFounder'])
      .where('languageType', '=', languageType)
      .orderBy('isFounder', 'desc')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return members.map((member) => ({ ...member, isFounder: member.isFounder === 1 }));
  });

  endpoint('/api/web/team/detail', async ({ db, languageType, query }) => {
    const founder = query.id === 'founder';
    const member = await db
      .selectFrom('teamMember')
      .select(['id', 'name', 'position', 'summary', 'photo', 'isFounder', 'biography', 'counterpart'])
      .where('languageType', '=', languageType)
      .where(founder ? 'isFounder' : 'id', '=', founder ? 1 : Number(query.id))
      .orderBy('id')
      .executeTakeFirst();
    if (!member) {
      throw new NotFoundError(`No team member "${query.id}" in the ${backendName(languageType)} backend`);
    }
    return { ...member, isFounder: member.isFounder === 1 };
  });

  endpoint('/api/web/shareholder/list', async ({ db, languageType }) =>
    db
      .selectFrom('shareholder')
      .select(['id', 'name', 'kind', 'description', 'logo'])
      .where('languageType', '=', languageType)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );
}
