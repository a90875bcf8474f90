import type { NewsType } from '@site/shared-contracts';
import type { Selectable } from 'kysely';
import type { ArticleTable } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { RegisterEndpoint } from '../../lib/endpoint';
import { backendName, isLive, liveCounterpart, pageWindow } from './shared';

const SUMMARY_COLUMNS = ['id', 'type', 'title', 'summary', 'cover', 'source', 'publishedAt', 'isTop'] as const;

type SummaryRow = Pick<Selectable<ArticleTable>, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow) {
  return { ...row, type: row.type as NewsType, isTop: row.isTop === 1 };
}

export function registerNewsRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/news/detail/top', async ({ db, languageType, query, now }) => {
    const type = query.type ?? 'dynamic';
    const top = await db
      .selectFrom('article')
      .select(SUMMARY_COLUMNS)
      .where('languageType', '=', languageType)
      .where('type', '=', type)
      .where(isLive(now))
      .orderBy('isTop', 'desc')
      .orderBy('publishedAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!top) throw new NotFoundError(`No ${type} articles in the ${backendName(languageType)} backend`);
    return toSummary(top);
  });

  endpoint('/api/web/news/list', async ({ db, languageType, query, now }) => {
    const type = query.type ?? 'dynamic';
    const { page, pageSize, offset } = pageWindow(query);
    const scope = db
      .selectFrom('article')
      .where('languageType', '=', languageType)
      .where('type', '=', type)
      .where(isLive(now));
    const [{ total }, rows] = await Promise.all([
      scope.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      scope
        .select(SUMMARY_COLUMNS)
        .orderBy('publishedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(offset)
        .execute(),
    ]);
    return { list: rows.map(toSummary), total: Number(total), page, pageSize };
  });

  endpoint('/api/web/news/detail', async ({ db, languageType, query, now }) => {
    const article = await db
      .selectFrom('article')
      .select([...SUMMARY_COLUMNS, 'author', 'content', 'counterpart'])
      .where('languageType', '=', languageType)
      .where('id', '=', query.id)
      .where(isLive(now))
      .$if(query.type !== undefined, (select) => select.where('type', '=', query.type as NewsType))
      .executeTakeFirst();
    if (!article) {
      const kind = query.type ? `${query.type} article` : 'article';
      throw new NotFoundError(`No ${kind} with id ${query.id} in the ${backendName(languageType)} backend`);
    }
    const siblings = db
      .selectFrom('article')
      .select(['id', 'title'])
      .where('languageType', '=', languageType)
      .where('type', '=', article.type)
      .where(isLive(now));
    const [newer, older, counterpart] = await Promise.all([
      siblings
        .where((eb) =>
          eb.or([
            eb('publishedAt', '>', article.publishedAt),
            eb.and([eb('publishedAt', '=', article.publishedAt), eb('id', '>', article.id)]),
          ]),
        )
        .orderBy('publishedAt', 'asc')
        .orderBy('id', 'asc')
        .executeTakeFirst(),
      siblings
        .where((eb) =>
          eb.or([
            eb('publishedAt', '<', article.publishedAt),
            eb.and([eb('publishedAt', '=', article.publishedAt), eb('id', '<', article.id)]),
          ]),
        )
        .orderBy('publishedAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst(),
      liveCounterpart(db, 'article', languageType, article.counterpart, now),
    ]);
    const { author, content, counterpart: _stored, ...summary } = article;
    return {
      ...toSummary(summary),
      author,
      content,
      prev: newer ?? null,
      next: older ?? null,
      counterpart,
    };
  });

  endpoint('/api/web/event/list', async ({ db, languageType, query, now }) => {
    const { page, pageSize, offset } = pageWindow(query);
    const scope = db.selectFrom('event').where('languageType', '=', languageType).where(isLive(now));
    const [{ total }, list] = await Promise.all([
      scope.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      scope
        .select(['id', 'title', 'summary', 'city', 'venue', 'startDate', 'endDate', 'cover'])
        .orderBy('startDate', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(offset)
        .execute(),
    ]);
    return { list, total: Number(total), page, pageSize };
  });
}
