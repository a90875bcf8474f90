/**
 * Every route of the About section, declared once: the build emits routes.json from it, the
 * router renders its pages from it, and the pages read their data through its data needs.
 */
import { NUMERIC_ID_RULE, dataNeed, defineSectionRoutes, mediaImage, menuEntry } from '@site/shared-contracts';
import menuE from './menu/menu.e.json';
import menuS from './menu/menu.s.json';
import menuT from './menu/menu.t.json';

/** The menu's copy; Traditional is generated from Simplified (scripts/hant.js). */
const menuCopy = { s: menuS, t: menuT, e: menuE };

export const introducePage = dataNeed('page', '/api/web/page/detail', { key: 'introduce' });
export const culturePage = dataNeed('page', '/api/web/page/detail', { key: 'culture' });
export const shareholderPage = dataNeed('page', '/api/web/page/detail', { key: 'shareholder' });
export const shareholders = dataNeed('shareholders', '/api/web/shareholder/list');
export const stories = dataNeed('stories', '/api/web/story/list');
export const story = dataNeed('story', '/api/web/story/detail', { id: ':id' });
export const milestones = dataNeed('milestones', '/api/web/memorabilia/list');
export const members = dataNeed('members', '/api/web/team/list');
export const founder = dataNeed('member', '/api/web/team/detail', { id: 'founder' });
export const member = dataNeed('member', '/api/web/team/detail', { id: ':id' });

const about = { background: 'backgrounds/about.svg' } as const;

/**
 * A detail page's item, the list the sitemap finds its ids in, and its breadcrumb under the list
 * page, where a language switch goes when the item has no counterpart (decision 039).
 */
const detailSearch = (item: string, list: '/api/web/story/list' | '/api/web/team/list', parent: string) =>
  ({
    item,
    itemList: parent,
    sitemap: { ids: [{ endpoint: list, params: {} }] },
    structuredData: [{ type: 'BreadcrumbList', from: item, parent }],
  }) as const;

export default defineSectionRoutes(
  'mfe-about',
  [
    { ...about, path: '/about', layout: 'default', data: [introducePage], sitemap: false, page: 'introduce' },
    {
      ...about,
      path: '/about/introduce',
      layout: 'default',
      counterpart: '/m/about/introduce',
      data: [introducePage],
      page: 'introduce',
    },
    { ...about, path: '/about/story', layout: 'default', data: [stories], page: 'stories' },
    {
      ...about,
      ...detailSearch('story', '/api/web/story/list', '/about/story'),
      path: '/about/story/:id',
      layout: 'detail',
      data: [story],
      validate: NUMERIC_ID_RULE,
      page: 'story',
    },
    { ...about, path: '/about/memorabilia', layout: 'default', data: [milestones], page: 'memorabilia' },
    { ...about, path: '/about/culture', layout: 'default', data: [culturePage], page: 'culture' },
    { ...about, path: '/about/team', layout: 'default', counterpart: '/m/about/team', data: [members], page: 'team' },
    {
      ...about,
      path: '/about/team/founder',
      layout: 'default',
      counterpart: '/m/about/team/founder',
      data: [founder],
      page: 'member',
    },
    {
      ...about,
      ...detailSearch('member', '/api/web/team/list', '/about/team'),
      path: '/about/team/:id',
      layout: 'detail',
      counterpart: '/m/about/team/:id',
      data: [member],
      validate: NUMERIC_ID_RULE,
      page: 'member',
    },
    {
      ...about,
      path: '/about/shareholder',
      layout: 'default',
      counterpart: '/m/about/shareholder',
      data: [shareholderPage, shareholders],
      page: 'shareholder',
    },
    {
      ...about,
      path: '/m/about/introduce',
      layout: 'm-default',
      counterpart: '/about/introduce',
      data: [introducePage],
      page: 'm-introduce',
    },
    {
      ...about,
      path: '/m/about/shareholder',
      layout: 'm-default',
      counterpart: '/about/shareholder',
      data: [shareholderPage, shareholders],
      page: 'm-shareholder',
    },
    {
      ...about,
      path: '/m/about/team',
      layout: 'm-default',
      counterpart: '/about/team',
      data: [members],
      page: 'm-team',
    },
    {
      ...about,
      path: '/m/about/team/founder',
      layout: 'm-detail',
      counterpart: '/about/team/founder',
      data: [founder],
      page: 'm-member',
    },
    {
      ...about,
      ...detailSearch('member', '/api/web/team/list', '/m/about/team'),
      path: '/m/about/team/:id',
      layout: 'm-detail',
      counterpart: '/about/team/:id',
      data: [member],
      validate: NUMERIC_ID_RULE,
      page: 'm-member',
    },
  ],
  {
    menu: [
      menuEntry(menuCopy, {
        key: 'about',
        order: 20,
        items: [
          { id: 'introduce', path: '/about/introduce', image: mediaImage('about/introduce.svg', 1200, 600) },
          { id: 'memorabilia', path: '/about/memorabilia', image: mediaImage('story/story-03.svg', 800, 450) },
          { id: 'culture', path: '/about/culture', image: mediaImage('about/culture.svg', 1200, 600) },
          { id: 'team', path: '/about/team', image: mediaImage('team/member-02.svg', 400, 480) },
          { id: 'founder', path: '/about/team/founder', image: mediaImage('team/member-01.svg', 400, 480) },
          { id: 'story', path: '/about/story', image: mediaImage('story/story-01.svg', 800, 450) },
          { id: 'shareholder', path: '/about/shareholder', image: mediaImage('about/shareholder.svg', 1200, 600) },
        ],
        // SPEC.md §2: the shorter mobile menu.
        drawer: [
          { id: 'profile', path: '/m/about/introduce' },
          { id: 'founder', path: '/m/about/team/founder' },
          { id: 'shareholder', path: '/m/about/shareholder' },
        ],
      }),
    ],
  },
);
