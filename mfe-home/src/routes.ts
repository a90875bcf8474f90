/**
 * Every route of the Home section, declared once: the build emits routes.json from it, the
 * router renders its pages from it, and the blocks read their data through its data needs.
 * No route has a counterpart: the home is never device-redirected (SPEC.md §2).
 */
import { PRODUCT_CATEGORY_GROUP_ID, dataNeed, defineSectionRoutes, menuEntry } from '@site/shared-contracts';
import menuE from './menu/menu.e.json';
import menuS from './menu/menu.s.json';
import menuT from './menu/menu.t.json';

/** The menu's copy; Traditional is generated from Simplified (scripts/hant.js). */
const menuCopy = { s: menuS, t: menuT, e: menuE };

export const blocks = dataNeed('blocks', '/api/getHomeCopms');
/** The product categories of the header's Product Service panel (SPEC.md §7). */
export const categories = dataNeed('categories', '/api/web/category/list', { id: PRODUCT_CATEGORY_GROUP_ID });
export const news = dataNeed('news', '/api/web/news/list', { type: 'dynamic' });
export const partners = dataNeed('partners', '/api/web/partner/list', { type: 'partner' });
export const honours = dataNeed('honours', '/api/web/honour/list', { type: 'brand' });
/** The offices: the headquarters' address and contact make the company's JSON-LD (Organization). */
export const offices = dataNeed('offices', '/api/web/recruit/address/list');

const homeData = [blocks, categories, news, partners, honours, offices];
/** SPEC.md §4: a language switch on the home reloads it; §2: the home is never device-redirected. */
const home = {
  background: 'backgrounds/home.svg',
  data: homeData,
  structuredData: [{ type: 'Organization', from: 'offices' }],
  languageSwitch: { kind: 'reload' },
  deviceGuard: false,
} as const;

export default defineSectionRoutes(
  'mfe-home',
  [
    { ...home, path: '/', layout: 'home', page: 'home' },
    { ...home, path: '/home', layout: 'home', sitemap: false, page: 'home' },
    { ...home, path: '/m', layout: 'm-home', page: 'm-home' },
    { ...home, path: '/m/home', layout: 'm-home', page: 'm-home' },
    // Marketing copy of the section, not content API data: nothing to embed.
    {
      path: '/m/automobile',
      layout: 'automobile',
      background: 'backgrounds/automobile.svg',
      data: [],
      page: 'automobile',
    },
  ],
  { menu: [menuEntry(menuCopy, { key: 'home', order: 10 })] },
);
