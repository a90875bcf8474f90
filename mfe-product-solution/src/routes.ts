/**
 * Every route of the Product and Solution section, declared once: the build emits routes.json
 * from it, the router renders its pages from it, and the pages read their data through its data
 * needs. Loaded in Node by the build, so it imports only @site/shared-contracts and its menu copy (JSON).
 */
import {
  NUMERIC_ID_RULE,
  SOLUTION_KEYS,
  dataNeed,
  defineSectionRoutes,
  mediaImage,
  menuEntry,
} from '@site/shared-contracts';
import menuE from './menu/menu.e.json';
import menuS from './menu/menu.s.json';
import menuT from './menu/menu.t.json';

/** The menu's copy; Traditional is generated from Simplified (scripts/hant.js). */
const menuCopy = { s: menuS, t: menuT, e: menuE };

/**
 * The route keys of the product categories (category/list?id=2 answers `/product/<key>` urls,
 * the same keys in both backends). A product the backend adds needs a release of this section.
 */
export const PRODUCT_KEYS = [
  'DataAnalysis',
  'PrecisionMarketing',
  'InsuranceTechnology',
  'RiskControl',
  'InclusiveFinance',
] as const;

// ":id?": a URL without an id asks without one, and the API answers its first item (decision 007).
export const product = dataNeed('product', '/api/web/category/self/detail', { id: ':id?' });
export const productView = dataNeed('view', '/api/web/category/page/detail', { id: ':id?' });
export const solution = dataNeed('solution', '/api/web/category/detail', { id: ':id?' });

const productRule = { id: { oneOf: [...PRODUCT_KEYS] } };

/** A product view: the sitemap finds the views in each product, its breadcrumb is under the products. */
const viewSearch = (parent: string) =>
  ({
    item: 'view',
    sitemap: {
      ids: PRODUCT_KEYS.map((id) => ({ endpoint: '/api/web/category/self/detail', params: { id }, items: 'views' })),
    },
    structuredData: [{ type: 'BreadcrumbList', from: 'view', parent }],
  }) as const;
const solutionRule = { id: { oneOf: [...SOLUTION_KEYS] } };

export default defineSectionRoutes(
  'mfe-product-solution',
  [
    // Before /product/:id?, which would take "view" for a product key.
    {
      ...viewSearch('/product'),
      path: '/product/view/:id?',
      layout: 'detail',
      background: 'backgrounds/product.svg',
      counterpart: '/m/product/view/:id?',
      // SPEC.md §4: a language switch on a product view goes back to where the visitor came from.
      languageSwitch: { kind: 'back' },
      data: [productView],
      validate: NUMERIC_ID_RULE,
      page: 'product-view',
    },
    {
      path: '/product/:id?',
      layout: 'default',
      background: 'backgrounds/product.svg',
      counterpart: '/m/product/:id?',
      data: [product],
      validate: productRule,
      page: 'product',
    },
    {
      path: '/solution/:id?',
      layout: 'scroll',
      background: 'backgrounds/solution.svg',
      counterpart: '/m/solution/:id?',
      data: [solution],
      validate: solutionRule,
      page: 'solution',
    },
    {
      ...viewSearch('/m/product'),
      path: '/m/product/view/:id?',
      layout: 'm-detail',
      background: 'backgrounds/product.svg',
      counterpart: '/product/view/:id?',
      languageSwitch: { kind: 'back' },
      data: [productView],
      validate: NUMERIC_ID_RULE,
      page: 'm-product-view',
    },
    {
      path: '/m/product/:id?',
      layout: 'm-default',
      background: 'backgrounds/product.svg',
      counterpart: '/product/:id?',
      data: [product],
      validate: productRule,
      page: 'm-product',
    },
    {
      path: '/m/solution/:id?',
      layout: 'm-detail',
      background: 'backgrounds/solution.svg',
      counterpart: '/solution/:id?',
      data: [solution],
      validate: solutionRule,
      page: 'm-solution',
    },
  ],
  {
    menu: [
      // SPEC.md §2: the Product Service panel lists the content API's product categories.
      menuEntry(menuCopy, { key: 'product', order: 30, items: 'categories' }),
      menuEntry(menuCopy, {
        key: 'solution',
        order: 40,
        items: SOLUTION_KEYS.map((id) => ({
          id,
          path: `/solution/${id}`,
          image: mediaImage(`solutions/${id}.svg`, 1920, 1080),
        })),
      }),
    ],
  },
);
