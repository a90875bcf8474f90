/**
 * Every route of the Contact and Recruitment section, declared once: the build emits routes.json
 * from it, the router renders its pages from it, and the pages read their data through its data
 * needs, so a page asks exactly what the server embedded.
 */
import { NUMERIC_ID_RULE, dataNeed, defineSectionRoutes, mediaImage, menuEntry } from '@site/shared-contracts';
import menuE from './menu/menu.e.json';
import menuS from './menu/menu.s.json';
import menuT from './menu/menu.t.json';

/** The menu's copy; Traditional is generated from Simplified (scripts/hant.js). */
const menuCopy = { s: menuS, t: menuT, e: menuE };

/** A content page of the API (its copy: title, lead, rich text, blocks). */
const sitePage = (key: 'contactus' | 'join' | 'campus') => dataNeed('page', '/api/web/page/detail', { key });

export const contactPage = sitePage('contactus');
export const joinPage = sitePage('join');
export const campusPage = sitePage('campus');
export const offices = dataNeed('offices', '/api/web/recruit/address/list');
export const campusPosts = dataNeed('campusPosts', '/api/web/recruit/post/list');
export const employeeLife = dataNeed('life', '/api/web/emplife/list');
/** The office photos of the URL's ?city (all cities without one). */
export const officePhotos = dataNeed('photos', '/api/web/environment/list', { city: '?city' });
/** Open positions with the URL's filters and page; a value the API would refuse counts as absent. */
export const positions = dataNeed('positions', '/api/web/recruit/social/list', {
  city: '?city',
  category: '?category',
  keyword: '?keyword',
  page: '?page',
});
/** One position; asked only when the URL has an id. */
export const position = dataNeed('position', '/api/web/recruit/social/detail', { id: ':id' });

/** Where switching language sends a recruitment page (SPEC.md §4), and the join pages' home. */
export const JOIN_PATH = '/contact/join';
export const SOCIAL_RECRUIT_PATH = '/contact/join/socialRecruit';
export const postDetailPath = (id: number) => `/contact/join/postDetail/${id}`;

const contact = { background: 'backgrounds/contact.svg' } as const;
const join = { background: 'backgrounds/join.svg', layout: 'default' } as const;
/** SPEC.md §4: a language switch on the positions or a position goes to the join page. */
const toJoin = { languageSwitch: { kind: 'go', path: JOIN_PATH } } as const;

export default defineSectionRoutes(
  'mfe-join',
  [
    { ...contact, path: '/contact', layout: 'default', data: [contactPage, offices], sitemap: false, page: 'contact' },
    {
      ...contact,
      path: '/contact/contactus',
      layout: 'default',
      counterpart: '/m/contact/contactus',
      data: [contactPage, offices],
      page: 'contact',
    },
    { ...join, path: JOIN_PATH, data: [joinPage], page: 'join' },
    { ...join, path: '/contact/join/campusRecruit', data: [campusPage, campusPosts], page: 'campus' },
    { ...join, path: '/contact/join/emplife', data: [employeeLife], page: 'emplife' },
    { ...join, path: '/contact/join/office', data: [offices, officePhotos], page: 'office' },
    { ...join, ...toJoin, path: SOCIAL_RECRUIT_PATH, data: [positions], page: 'positions' },
    {
      // SPEC.md §2: the detail-join layout. Without an id the page is the positions list; with one,
      // the list still feeds "more positions" beside the position.
      ...join,
      ...toJoin,
      path: '/contact/join/postDetail/:id?',
      layout: 'detail-join',
      data: [position, positions],
      item: 'position',
      sitemap: { ids: [{ endpoint: '/api/web/recruit/social/list', params: { pageSize: 50 } }] },
      structuredData: [
        { type: 'JobPosting', from: 'position', employmentType: 'FULL_TIME' },
        { type: 'BreadcrumbList', from: 'position', parent: SOCIAL_RECRUIT_PATH },
      ],
      validate: NUMERIC_ID_RULE,
      page: 'position',
    },
    {
      ...contact,
      path: '/m/contact/contactus',
      layout: 'm-default',
      counterpart: '/contact/contactus',
      data: [contactPage, offices],
      page: 'm-contact',
    },
  ],
  {
    menu: [
      menuEntry(menuCopy, {
        key: 'contact',
        order: 80,
        items: [
          { id: 'contactus', path: '/contact/contactus', image: mediaImage('offices/beijing.svg', 800, 500) },
          { id: 'join', path: JOIN_PATH, image: mediaImage('environment/env-04.svg', 800, 500) },
          { id: 'socialRecruit', path: SOCIAL_RECRUIT_PATH, image: mediaImage('environment/env-02.svg', 800, 500) },
          {
            id: 'campusRecruit',
            path: '/contact/join/campusRecruit',
            image: mediaImage('campus/campus.svg', 1200, 600),
          },
          { id: 'emplife', path: '/contact/join/emplife', image: mediaImage('life/life-01.svg', 800, 500) },
          { id: 'office', path: '/contact/join/office', image: mediaImage('environment/env-01.svg', 800, 500) },
        ],
      }),
    ],
  },
);
