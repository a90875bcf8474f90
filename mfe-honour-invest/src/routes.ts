/**
 * Every route of the Honour and Investor section, declared once: the build emits routes.json
 * from it, the router renders its pages from it, and the pages read their data through its data
 * needs.
 */
import { dataNeed, defineSectionRoutes, mediaImage, menuEntry } from '@site/shared-contracts';
import menuE from './menu/menu.e.json';
import menuS from './menu/menu.s.json';
import menuT from './menu/menu.t.json';

/** The menu's copy; Traditional is generated from Simplified (scripts/hant.js). */
const menuCopy = { s: menuS, t: menuT, e: menuE };

export const brandPage = dataNeed('page', '/api/web/page/detail', { key: 'brand' });
export const compliancePage = dataNeed('page', '/api/web/page/detail', { key: 'compliance' });
export const organizationPage = dataNeed('page', '/api/web/page/detail', { key: 'organization' });
export const brandHonours = dataNeed('honours', '/api/web/honour/list', { type: 'brand' });
export const complianceHonours = dataNeed('honours', '/api/web/honour/list', { type: 'compliance' });
export const organizationHonours = dataNeed('honours', '/api/web/honour/list', { type: 'organization' });
export const partners = dataNeed('partners', '/api/web/partner/list', { type: 'partner' });
export const strategyPartners = dataNeed('partners', '/api/web/partner/list', { type: 'strategy' });
export const investor = dataNeed('investor', '/api/web/investor/detail');

/** The tabs of /invest/{id?} (decision 008): no id is the overview, an id one of these tabs. */
export const INVEST_TABS = ['reports', 'contact'] as const;
export type InvestTab = (typeof INVEST_TABS)[number];

const honourPage = { background: 'backgrounds/honour.svg', layout: 'default' } as const;
/** SPEC.md §2: the partner pages hide the layout's little-ball decoration. */
const partnerPage = { ...honourPage, littleBall: false } as const;

export default defineSectionRoutes(
  'mfe-honour-invest',
  [
    { ...honourPage, path: '/honour/brand', data: [brandPage, brandHonours], page: 'brand' },
    {
      ...honourPage,
      path: '/honour/compliance',
      counterpart: '/m/honour/compliance',
      data: [compliancePage, complianceHonours],
      page: 'compliance',
    },
    {
      ...honourPage,
      path: '/honour/organization',
      data: [organizationPage, organizationHonours],
      page: 'organization',
    },
    {
      ...partnerPage,
      path: '/honour/organization/partner',
      data: [partners],
      // SPEC.md §4: a language switch on the partner list goes to the organizations page.
      languageSwitch: { kind: 'go', path: '/honour/organization' },
      page: 'partner',
    },
    { ...partnerPage, path: '/honour/organization/strategypartner', data: [strategyPartners], page: 'strategypartner' },
    {
      path: '/invest/:id?',
      layout: 'default',
      background: 'backgrounds/invest.svg',
      data: [investor],
      validate: { id: { oneOf: [...INVEST_TABS] } },
      page: 'invest',
    },
    {
      path: '/m/honour/compliance',
      layout: 'm-default',
      background: 'backgrounds/honour.svg',
      counterpart: '/honour/compliance',
      data: [compliancePage, complianceHonours],
      page: 'm-compliance',
    },
  ],
  {
    menu: [
      menuEntry(menuCopy, {
        key: 'honour',
        order: 50,
        items: [
          { id: 'brand', path: '/honour/brand', image: mediaImage('honours/honour-01.svg', 480, 360) },
          { id: 'compliance', path: '/honour/compliance', image: mediaImage('honours/honour-07.svg', 480, 360) },
          { id: 'organization', path: '/honour/organization', image: mediaImage('honours/honour-13.svg', 480, 360) },
          {
            id: 'partner',
            path: '/honour/organization/partner',
            image: mediaImage('partners/partner-01.svg', 320, 160),
          },
          {
            id: 'strategypartner',
            path: '/honour/organization/strategypartner',
            image: mediaImage('partners/strategy-01.svg', 320, 160),
          },
        ],
        drawer: [{ id: 'compliance', path: '/m/honour/compliance' }],
      }),
      // The investor entry links out to the investor site (investorHrefOf).
      menuEntry(menuCopy, { key: 'invest', order: 70, investor: true }),
    ],
  },
);
