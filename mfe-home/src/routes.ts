/**
 * Every route of the Home section, declared once: the build emits routes.json from it, the
 * router renders its pages from it, and the blocks read their data through its data needs.
 * No route has a counterpart: the home is never device-redirected (SPEC.md §2).
 */
import { PRODUCT_CATEGORY_GROUP_ID, dataNeed, defineSectionRoutes } from '@site/shared-contracts';

export const blocks = dataNeed('blocks', '/api/getHomeCopms');
/** The product categories of the header's Product Service panel (SPEC.md §7). */
export const categories = dataNeed('categories', '/api/web/category/list', { id: PRODUCT_CATEGORY_GROUP_ID });
export const news = dataNeed('news', '/api/web/news/list', { type: 'dynamic' });
export const partners = dataNeed('partners', '/api/web/partner/list', { type: 'partner' });
export const honours = dataNeed('honours', '/api/web/honour/list', { type: 'brand' });

const homeData = [blocks, categories, news, partners, honours];

export default defineSectionRoutes('mfe-home', [
  { path: '/', layout: 'home', background: 'home', data: homeData, page: 'home' },
  { path: '/home', layout: 'home', background: 'home', data: homeData, page: 'home' },
  { path: '/m', layout: 'm-home', background: 'home', data: homeData, page: 'm-home' },
  { path: '/m/home', layout: 'm-home', background: 'home', data: homeData, page: 'm-home' },
  // Marketing copy of the section, not content API data: nothing to embed.
  { path: '/m/automobile', layout: 'automobile', background: 'automobile', data: [], page: 'automobile' },
]);
