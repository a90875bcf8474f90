import type { ContentBlock, PageKey } from '@site/shared-contracts';
import { NotFoundError } from '../../lib/errors';
import type { RegisterEndpoint } from '../../lib/endpoint';
import { backendName, isLive, liveCounterpart, parseList } from './shared';

export function registerAboutRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/page/detail', async ({ db, languageType, query, now }) => {
    const page = await db
      .selectFrom('sitePage')
      .select(['key', 'title', 'subtitle', 'summary', 'content', 'image', 'blocks'])
      .where('languageType', '=', languageType)
      .where('key', '=', query.key)
      .where(isLive(now))
      .executeTakeFirst();
    if (!page) throw new NotFoundError(`No page "${query.key}" in the ${backendName(languageType)} backend`);
    return { ...page, key: page.key as PageKey, blocks: parseList<ContentBlock>(page.blocks) };
  });

  endpoint('/api/web/story/list', async ({ db, languageType, now }) =>
    db
      .selectFrom('story')
      .select(['id', 'title', 'summary', 'cover', 'publishedAt'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('publishedAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  );

  endpoint('/api/web/story/detail', async ({ db, languageType, query, now }) => {
    const story = await db
      .selectFrom('story')
      .select(['id', 'title', 'summary', 'cover', 'publishedAt', 'content', 'counterpart'])
      .where('languageType', '=', languageType)
      .where('id', '=', query.id)
      .where(isLive(now))
      .executeTakeFirst();
    if (!story) throw new NotFoundError(`No story with id ${query.id} in the ${backendName(languageType)} backend`);
    return { ...story, counterpart: await liveCounterpart(db, 'story', languageType, story.counterpart, now) };
  });

  endpoint('/api/web/memorabilia/list', async ({ db, languageType, now }) =>
    db
      .selectFrom('milestone')
      .select(['id', 'year', 'month', 'title', 'text'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('year')
      .orderBy('month')
      .orderBy('id')
      .execute(),
  );

  endpoint('/api/web/team/list', async ({ db, languageType, now }) => {
    const members = await db
      .selectFrom('teamMember')
      .select(['id', 'name', 'position', 'summary', 'photo', 'isFounder'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('isFounder', 'desc')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return members.map((member) => ({ ...member, isFounder: member.isFounder === 1 }));
  });

  endpoint('/api/web/team/detail', async ({ db, languageType, query, now }) => {
    const founder = query.id === 'founder';
    const member = await db
      .selectFrom('teamMember')
      .select(['id', 'name', 'position', 'summary', 'photo', 'isFounder', 'biography', 'counterpart'])
      .where('languageType', '=', languageType)
      .where(founder ? 'isFounder' : 'id', '=', founder ? 1 : Number(query.id))
      .where(isLive(now))
      .orderBy('id')
      .executeTakeFirst();
    if (!member) {
      throw new NotFoundError(`No team member "${query.id}" in the ${backendName(languageType)} backend`);
    }
    const counterpart = await liveCounterpart(db, 'teamMember', languageType, member.counterpart, now);
    return { ...member, isFounder: member.isFounder === 1, counterpart };
  });

  endpoint('/api/web/shareholder/list', async ({ db, languageType, now }) =>
    db
      .selectFrom('shareholder')
      .select(['id', 'name', 'kind', 'description', 'logo'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );
}
