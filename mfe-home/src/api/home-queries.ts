/**
 * The content the home pages show, asked with exactly the queries routes.json declares, so a
 * served page finds every answer in the embedded state and paints without a request.
 */
import { PRODUCT_CATEGORY_GROUP_ID, type HonourType, type NewsType, type PartnerType } from '@site/shared-contracts';

export const NEWS_QUERY: { type: NewsType } = { type: 'dynamic' };
export const PARTNERS_QUERY: { type: PartnerType } = { type: 'partner' };
export const HONOURS_QUERY: { type: HonourType } = { type: 'brand' };

/** How many items of each list the home page shows. */
export const HOME_LIMITS = { news: 3, partners: 12, honours: 4 } as const;

/** The product categories of the header's Product Service panel (SPEC.md §7). */
export const CATEGORIES_QUERY = { id: PRODUCT_CATEGORY_GROUP_ID };
