/**
 * Every route of the News section, declared once: the build emits routes.json from it, the
 * router renders its pages from it, and the pages read their data through its data needs.
 */
import {
  NUMERIC_ID_RULE,
  dataNeed,
  defineSectionRoutes,
  mediaImage,
  menuEntry,
  type NewsType,
} from '@site/shared-contracts';
import menuE from './menu/menu.e.json';
import menuS from './menu/menu.s.json';
import menuT from './menu/menu.t.json';

/** The menu's copy; Traditional is generated from Simplified (scripts/hant.js). */
const menuCopy = { s: menuS, t: menuT, e: menuE };

export const dynamicList = dataNeed('list', '/api/web/news/list', { type: 'dynamic', page: '?page' });
export const dynamicTop = dataNeed('top', '/api/web/news/detail/top', { type: 'dynamic' });
export const researchList = dataNeed('list', '/api/web/news/list', { type: 'research', page: '?page' });
export const researchTop = dataNeed('top', '/api/web/news/detail/top', { type: 'research' });
export const events = dataNeed('events', '/api/web/event/list');
/** An article of one type: a research id under /news/dynamic is unknown there, a 404 on the server too. */
export const articleOf = (type: NewsType) => dataNeed('article', '/api/web/news/detail', { id: ':id', type });
const dynamicArticle = articleOf('dynamic');

/** The sitemap's list of a news type's articles, and what an article's documents say about it (JSON-LD). */
const articleSearch = (type: 'dynamic' | 'research', list: string) =>
  ({
    item: 'article',
    sitemap: { ids: [{ endpoint: '/api/web/news/list', params: { type, pageSize: 50 } }] },
    structuredData: [
      { type: 'NewsArticle', from: 'article' },
      { type: 'BreadcrumbList', from: 'article', parent: list },
    ],
  }) as const;

const news = { background: 'backgrounds/news.svg' } as const;
/** SPEC.md §4: a language switch on an article goes to the news list of its device. */
const articlePage = { ...news, languageSwitch: { kind: 'go', path: '/news/dynamic' } } as const;

export default defineSectionRoutes(
  'mfe-news',
  [
    {
      ...news,
      path: '/news',
      layout: 'default',
      data: [dynamicList, dynamicTop, events],
      sitemap: false,
      page: 'dynamic',
    },
    {
      ...news,
      path: '/news/dynamic',
      layout: 'default',
      counterpart: '/m/news/dynamic',
      data: [dynamicList, dynamicTop, events],
      page: 'dynamic',
    },
    {
      ...articlePage,
      ...articleSearch('dynamic', '/news/dynamic'),
      path: '/news/dynamic/:id',
      layout: 'detail',
      counterpart: '/m/news/dynamic/:id',
      data: [dynamicArticle],
      validate: NUMERIC_ID_RULE,
      itemList: '/news/dynamic',
      page: 'dynamic-article',
    },
    { ...news, path: '/news/research', layout: 'default', data: [researchList, researchTop], page: 'research' },
    {
      ...articlePage,
      ...articleSearch('research', '/news/research'),
      path: '/news/research/:id',
      layout: 'detail',
      data: [articleOf('research')],
      validate: NUMERIC_ID_RULE,
      itemList: '/news/research',
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
      languageSwitch: { kind: 'go', path: '/m/news/dynamic' },
      ...articleSearch('dynamic', '/m/news/dynamic'),
      path: '/m/news/dynamic/:id',
      layout: 'm-detail',
      counterpart: '/news/dynamic/:id',
      data: [dynamicArticle],
      validate: NUMERIC_ID_RULE,
      itemList: '/m/news/dynamic',
      page: 'm-dynamic-article',
    },
  ],
  {
    menu: [
      menuEntry(menuCopy, {
        key: 'news',
        order: 60,
        items: [
          { id: 'dynamic', path: '/news/dynamic', image: mediaImage('news/cover-01.svg', 800, 450) },
          { id: 'research', path: '/news/research', image: mediaImage('research/cover-01.svg', 800, 450) },
        ],
        drawer: [{ id: 'news', path: '/m/news/dynamic' }],
      }),
    ],
  },
);
