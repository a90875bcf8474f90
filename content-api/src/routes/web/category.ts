import { PRODUCT_CATEGORY_GROUP_ID, type Feature, type SolutionKey } from '@site/shared-contracts';
import { NotFoundError } from '../../lib/errors';
import type { RegisterEndpoint } from '../../lib/endpoint';
import { backendName, isLive, liveCounterpart } from './shared';

export function registerCategoryRoutes(endpoint: RegisterEndpoint): void {
  endpoint('/api/web/category/list', async ({ db, languageType, query, now }) => {
    const categories = await db
      .selectFrom('productCategory')
      .select(['id', 'title', 'key', 'image'])
      .where('languageType', '=', languageType)
      .where('groupId', '=', query.id)
      .where(isLive(now))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    if (categories.length === 0) {
      throw new NotFoundError(`No category group with id ${query.id} in the ${backendName(languageType)} backend`);
    }
    return categories.map(({ key, ...category }) => ({ ...category, url: `/product/${key}` }));
  });

  // By id, by route key (a route names a field by its key in both backends), or the first field.
  endpoint('/api/web/category/detail', async ({ db, languageType, query, now }) => {
    let select = db
      .selectFrom('solution')
      .select(['id', 'key', 'name', 'ctitle', 'etitle', 'summary', 'banner'])
      .where('languageType', '=', languageType)
      .where(isLive(now));
    if (query.id !== undefined) select = select.where(keyOrId(query.id), '=', idOrKeyValue(query.id));
    const solution = await select.orderBy('sort').orderBy('id').executeTakeFirst();
    if (!solution) {
      throw new NotFoundError(`No solution category "${query.id}" in the ${backendName(languageType)} backend`);
    }
    const pages = await db
      .selectFrom('solutionPage')
      .select(['id', 'title', 'summary', 'content', 'image'])
      .where('languageType', '=', languageType)
      .where('solutionId', '=', solution.id)
      .where(isLive(now))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return { ...solution, key: solution.key as SolutionKey, pages };
  });

  // By id, by route key, or the first product of the product group.
  endpoint('/api/web/category/self/detail', async ({ db, languageType, query, now }) => {
    let select = db
      .selectFrom('productCategory')
      .selectAll()
      .where('languageType', '=', languageType)
      .where(isLive(now));
    select =
      query.id === undefined
        ? select.where('groupId', '=', PRODUCT_CATEGORY_GROUP_ID)
        : select.where(keyOrId(query.id), '=', idOrKeyValue(query.id));
    const category = await select.orderBy('sort').orderBy('id').executeTakeFirst();
    if (!category) {
      throw new NotFoundError(`No product category "${query.id}" in the ${backendName(languageType)} backend`);
    }
    const views = await db
      .selectFrom('productView')
      .select(['id', 'title', 'summary', 'image'])
      .where('languageType', '=', languageType)
      .where('categoryId', '=', category.id)
      .where(isLive(now))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return {
      id: category.id,
      key: category.key,
      name: category.name,
      ctitle: category.ctitle,
      etitle: category.etitle,
      summary: category.summary,
      banner: category.banner,
      features: JSON.parse(category.features) as Feature[],
      views,
    };
  });

  endpoint('/api/web/category/page/detail', async ({ db, languageType, query, now }) => {
    const view = await db
      .selectFrom('productView')
      .innerJoin('productCategory', (join) =>
        join
          .onRef('productCategory.id', '=', 'productView.categoryId')
          .onRef('productCategory.languageType', '=', 'productView.languageType'),
      )
      .selectAll('productView')
      .select('productCategory.key as categoryKey')
      .where('productView.languageType', '=', languageType)
      .where(isLive(now, 'productView'))
      .where(isLive(now, 'productCategory'))
      // Without an id: the first view of the first product.
      .where((where) =>
        query.id === undefined
          ? where('productCategory.groupId', '=', PRODUCT_CATEGORY_GROUP_ID)
          : where('productView.id', '=', query.id),
      )
      .orderBy('productCategory.sort')
      .orderBy('productView.sort')
      .orderBy('productView.id')
      .executeTakeFirst();
    if (!view)
      throw new NotFoundError(
        `No product view${query.id === undefined ? '' : ` with id ${query.id}`} in the ${backendName(languageType)} backend`,
      );
    return {
      id: view.id,
      categoryId: view.categoryId,
      categoryKey: view.categoryKey,
      title: view.title,
      summary: view.summary,
      content: view.content,
      image: view.image,
      video: { src: view.videoSrc, poster: view.videoPoster },
      views: view.views,
      counterpart: await liveCounterpart(db, 'productView', languageType, view.counterpart, now),
    };
  });
}

/** Route keys and numeric ids share the `id` parameter: digits are an id, anything else a key. */
function keyOrId(id: string): 'id' | 'key' {
  return /^\d+$/.test(id) ? 'id' : 'key';
}

function idOrKeyValue(id: string): number | string {
  return /^\d+$/.test(id) ? Number(id) : id;
}
