/**
 * Every route of the News section, declared once: the build emits routes.json from it, the
 * router renders its pages from it, and the pages read their data through its data needs.
 */
import { NUMERIC_ID_RULE, dataNeed, defineSectionRoutes } from '@site/shared-contracts';

export const dynamicList = dataNeed('list', '/api/web/news/list', { type: 'dynamic', page: '?page' });
export const dynamicTop = dataNeed('top', '/api/web/news/detail/top', { type: 'dynamic' });
export const researchList = dataNeed('list', '/api/web/news/list', { type: 'research', page: '?page' });
export const researchTop = dataNeed('top', '/api/web/news/detail/top', { type: 'research' });
export const events = dataNeed('events', '/api/web/event/list');
export const article = dataNeed('article', '/api/web/news/detail', { id: ':id' });

const news = { background: 'news' } as const;

export default defineSectionRoutes('mfe-news', [
  { ...news, path: '/news', layout: 'default', data: [dynamicList, dynamicTop, events], page: 'dynamic' },
  {
    ...news,
    path: '/news/dynamic',
    layout: 'default',
    counterpart: '/m/news/dynamic',
    data: [dynamicList, dynamicTop, events],
    page: 'dynamic',
  },
  {
    ...news,
    path: '/news/dynamic/:id',
    layout: 'detail',
    counterpart: '/m/news/dynamic/:id',
    data: [article],
    validate: NUMERIC_ID_RULE,
    page: 'dynamic-article',
  },
  { ...news, path: '/news/research', layout: 'default', data: [researchList, researchTop], page: 'research' },
  {
    ...news,
    path: '/news/research/:id',
    layout: 'detail',
    data: [article],
    validate: NUMERIC_ID_RULE,
    page: 'research-article',
  },
  {
    ...news,
    path: '/m/news/dynamic',
    layout: 'm-default',
    counterpart: '/news/dynamic',
    data: [dynamicList, dynamicTop],
    page: 'm-dynamic',
  },
  {
    ...news,
    path: '/m/news/dynamic/:id',
    layout: 'm-detail',
    counterpart: '/news/dynamic/:id',
    data: [article],
    validate: NUMERIC_ID_RULE,
    page: 'm-dynamic-article',
  },
]);
