/**
 * Every route of this section, declared once: the build emits routes.json from it, the
 * router renders its pages from it, and the pages read their data through its data needs. It also
 * declares what the shell shows for the section: its header entry, its background (shipped with
 * the release) and what a language switch does on each page.
 */
import { dataNeed, defineSectionRoutes, mediaImage, menuEntry } from '@site/shared-contracts';
import menuE from './menu/menu.e.json';
import menuS from './menu/menu.s.json';
import menuT from './menu/menu.t.json';

/** The menu's copy; Traditional is generated from Simplified (scripts/hant.js). */
const menuCopy = { s: menuS, t: menuT, e: menuE };

export const companyPage = dataNeed('page', '/api/web/page/detail', { key: 'introduce' });

/**
 * languageSwitch (SPEC.md §4): stay on the page, or { kind: 'reload' }, { kind: 'back' },
 * { kind: 'go', path: '/template-section' }.
 *
 * Search engines (decision 045): a route without parameters is in the sitemap as it is. A detail
 * route (`/template-section/:id`) says which data need is its item (`item`: its counterpart links
 * the other language), which content lists hold its ids (`sitemap: { ids: [...] }`, or `false`),
 * and what its documents say in JSON-LD (`structuredData`, e.g. a BreadcrumbList under its list).
 */
const everyRoute = {
  background: 'backgrounds/template-section.svg',
  data: [companyPage],
  languageSwitch: { kind: 'stay' },
} as const;

export default defineSectionRoutes(
  'mfe-template-section',
  [
    {
      ...everyRoute,
      path: '/template-section',
      layout: 'default',
      counterpart: '/m/template-section',
      page: 'template-section',
    },
    {
      ...everyRoute,
      path: '/m/template-section',
      layout: 'm-default',
      counterpart: '/template-section',
      page: 'm-template-section',
    },
  ],
  {
    // Shown when the content API's navigation has an entry named as the label (SPEC.md §2), placed
    // by order among the other sections' entries (10 home … 80 contact).
    menu: [
      menuEntry(menuCopy, {
        key: 'template-section',
        order: 90,
        items: [
          { id: 'template-section', path: '/template-section', image: mediaImage('about/introduce.svg', 1200, 600) },
        ],
        drawer: [{ id: 'template-section', path: '/m/template-section' }],
      }),
    ],
  },
);
