import { NotFoundError } from '../../lib/errors';
import type { RegisterEndpoint } from '../../lib/endpoint';
import { backendName, contains, isLive, liveCounterpart, pageWindow, parseList } from './shared';

export function registerRecruitRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/recruit/social/list', async ({ db, languageType, query, toStored, now }) => {
    const { page, pageSize, offset } = pageWindow(query);
    const backend = db.selectFrom('socialPost').where('languageType', '=', languageType).where(isLive(now));
    let scope = backend;
    if (query.city) scope = scope.where('city', '=', toStored(query.city));
    if (query.category) scope = scope.where('category', '=', toStored(query.category));
    if (query.keyword) {
      const keyword = toStored(query.keyword);
      scope = scope.where((eb) =>
        eb.or([contains('title', keyword), contains('department', keyword), contains('category', keyword)]),
      );
    }
    const [{ total }, list, cities, categories] = await Promise.all([
      scope.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      scope
        .select([
          'id',
          'title',
          'city',
          'category',
          'department',
          'headcount',
          'experience',
          'education',
          'publishedAt',
        ])
        .orderBy('publishedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(offset)
        .execute(),
      backend.select('city').distinct().orderBy('city').execute(),
      backend.select('category').distinct().orderBy('category').execute(),
    ]);
    return {
      list,
      total: Number(total),
      page,
      pageSize,
      cities: cities.map((row) => row.city),
      categories: categories.map((row) => row.category),
    };
  });

  endpoint('/api/web/recruit/social/detail', async ({ db, languageType, query, now }) => {
    const post = await db
      .selectFrom('socialPost')
      .select([
        'id',
        'title',
        'city',
        'category',
        'department',
        'headcount',
        'experience',
        'education',
        'publishedAt',
        'duties',
        'requirements',
        'email',
        'counterpart',
      ])
      .where('languageType', '=', languageType)
      .where('id', '=', query.id)
      .where(isLive(now))
      .executeTakeFirst();
    if (!post) throw new NotFoundError(`No position with id ${query.id} in the ${backendName(languageType)} backend`);
    return {
      ...post,
      duties: parseList<string>(post.duties),
      requirements: parseList<string>(post.requirements),
      counterpart: await liveCounterpart(db, 'socialPost', languageType, post.counterpart, now),
    };
  });

  endpoint('/api/web/recruit/address/list', async ({ db, languageType, now }) => {
    const offices = await db
      .selectFrom('office')
      .select(['id', 'city', 'name', 'address', 'phone', 'email', 'isHeadquarters', 'image'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return offices.map((office) => ({ ...office, isHeadquarters: office.isHeadquarters === 1 }));
  });

  endpoint('/api/web/recruit/post/list', async ({ db, languageType, now }) => {
    const posts = await db
      .selectFrom('campusPost')
      .select(['id', 'title', 'category', 'cities', 'headcount', 'description', 'requirements'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return posts.map((post) => ({
      ...post,
      cities: parseList<string>(post.cities),
      requirements: parseList<string>(post.requirements),
    }));
  });

  endpoint('/api/web/environment/list', async ({ db, languageType, query, toStored, now }) => {
    let scope = db.selectFrom('environmentPhoto').where('languageType', '=', languageType).where(isLive(now));
    if (query.city) scope = scope.where('city', '=', toStored(query.city));
    return scope.select(['id', 'city', 'title', 'description', 'image']).orderBy('sort').orderBy('id').execute();
  });

  endpoint('/api/web/emplife/list', async ({ db, languageType, now }) =>
    db
      .selectFrom('employeeLife')
      .select(['id', 'title', 'summary', 'image', 'happenedOn as date'])
      .where('languageType', '=', languageType)
      .where(isLive(now))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );
}
