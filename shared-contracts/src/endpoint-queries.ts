/**
 * The content API's paths with the schema of each query string: what browsers need of the
 * endpoint table (route parameter checks). The schemas of the answers are in `endpoints.ts`,
 * which only Node code loads (decision 015).
 */
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import * as K from './keys';

export const API_PREFIX = '/api';

const languageParams = {
  languageType: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 Chinese backend, 2 English backend' }),
  ),
  script: Type.Optional(
    Type.Literal('hant', { description: 'With languageType=1: Chinese text converted to Traditional' }),
  ),
};

const query = <P extends Record<string, TSchema>>(params: P) =>
  Type.Object({ ...languageParams, ...params }, { additionalProperties: false });

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Numeric id of the backend' });
const page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }));
const pageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 }));
const filterText = Type.Optional(Type.String({ minLength: 1, maxLength: 40 }));

const endpoint = <Q extends TObject>(description: string, q: Q) => ({ description, query: q });

export const endpointQueries = {
  '/api/web/navigation': endpoint('Top navigation entries', query({})),
  '/api/web/category/list': endpoint(
    'Product categories of a category group (the product group is id 2 in both backends)',
    query({ id: Id }),
  ),
  '/api/web/category/detail': endpoint(
    'A solution field with its pages, by id (Chinese 17-22, English 48-53) or route key (bank …); without one, the first field',
    query({
      id: Type.Optional(
        Type.String({ pattern: `^([1-9][0-9]{0,8}|${K.SolutionKey.anyOf.map((key) => key.const).join('|')})$` }),
      ),
    }),
  ),
  '/api/web/category/self/detail': endpoint(
    'A product category by numeric id or route key (e.g. DataAnalysis); without one, the first product',
    query({ id: Type.Optional(Type.String({ pattern: '^([1-9][0-9]{0,8}|[A-Za-z][A-Za-z0-9]{0,39})$' })) }),
  ),
  '/api/web/category/page/detail': endpoint(
    'A product view; without an id, the first view of the first product',
    query({ id: Type.Optional(Id) }),
  ),
  '/api/web/seo/map': endpoint('Route name to SEO title, keywords and description', query({})),
  '/api/web/news/detail/top': endpoint('The top story of a news type', query({ type: Type.Optional(K.NewsType) })),
  '/api/web/news/list': endpoint(
    'News or research articles, newest first',
    query({ type: Type.Optional(K.NewsType), page, pageSize }),
  ),
  '/api/web/news/detail': endpoint('One article with its neighbours', query({ id: Id })),
  '/api/web/event/list': endpoint('Events, latest first', query({ page, pageSize })),
  '/api/web/recruit/social/list': endpoint(
    'Open positions, filtered by city, category and keyword',
    query({ city: filterText, category: filterText, keyword: filterText, page, pageSize }),
  ),
  '/api/web/recruit/social/detail': endpoint('One open position', query({ id: Id })),
  '/api/web/recruit/address/list': endpoint('Offices with their addresses', query({})),
  '/api/web/recruit/post/list': endpoint('Campus recruitment posts', query({})),
  '/api/web/environment/list': endpoint('Office environment photos', query({ city: filterText })),
  '/api/web/partner/list': endpoint('Partners or strategy partners', query({ type: Type.Optional(K.PartnerType) })),
  '/api/web/emplife/list': endpoint('Employee life', query({})),
  '/api/web/investor/detail': endpoint('Investor relations overview', query({})),
  '/api/web/page/detail': endpoint('A company page (introduce, culture …)', query({ key: K.PageKey })),
  '/api/web/story/list': endpoint('Company stories', query({})),
  '/api/web/story/detail': endpoint('One company story', query({ id: Id })),
  '/api/web/memorabilia/list': endpoint('Milestones, oldest first', query({})),
  '/api/web/team/list': endpoint('The management team, founder first', query({})),
  '/api/web/team/detail': endpoint(
    'One team member by id, or the founder',
    query({ id: Type.String({ pattern: '^([1-9][0-9]{0,8}|founder)$' }) }),
  ),
  '/api/web/shareholder/list': endpoint('Shareholders', query({})),
  '/api/web/honour/list': endpoint('Honours of a kind', query({ type: K.HonourType })),
  '/api/getHomeCopms': endpoint('Home page blocks in display order', query({})),
} satisfies Record<string, { query: TObject; description: string }>;

export type EndpointQueries = typeof endpointQueries;
export type EndpointPath = keyof EndpointQueries;

export const ENDPOINT_PATHS = Object.keys(endpointQueries) as EndpointPath[];

export function isEndpointPath(path: string): path is EndpointPath {
  return Object.prototype.hasOwnProperty.call(endpointQueries, path);
}

/** The product category group that the header's Product Service panel lists (SPEC.md §7). */
export const PRODUCT_CATEGORY_GROUP_ID = 2;

/** Solution category ids of each backend (SPEC.md §7). */
export const SOLUTION_CATEGORY_IDS = {
  1: { bank: 17, consfinance: 18, trust: 19, insure: 20, onlinefinance: 21, microfinance: 22 },
  2: { bank: 48, consfinance: 49, trust: 50, insure: 51, onlinefinance: 52, microfinance: 53 },
} as const satisfies Record<1 | 2, Record<K.SolutionKey, number>>;

export const SOLUTION_KEYS: readonly K.SolutionKey[] = [
  'bank',
  'consfinance',
  'trust',
  'insure',
  'onlinefinance',
  'microfinance',
];
