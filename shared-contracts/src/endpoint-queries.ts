/**
 * The content API's paths with the schema of each query string: what browsers need of the
 * endpoint table (route parameter checks). The descriptions and the schemas of the answers are
 * in `endpoints.ts`, which only Node code loads (decision 025).
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

export const endpointQueries = {
  '/api/web/navigation': query({}),
  '/api/web/category/list': query({ id: Id }),
  '/api/web/category/detail': query({
    id: Type.Optional(
      Type.String({ pattern: `^([1-9][0-9]{0,8}|${K.SolutionKey.anyOf.map((key) => key.const).join('|')})$` }),
    ),
  }),
  '/api/web/category/self/detail': query({
    id: Type.Optional(Type.String({ pattern: '^([1-9][0-9]{0,8}|[A-Za-z][A-Za-z0-9]{0,39})$' })),
  }),
  '/api/web/category/page/detail': query({ id: Type.Optional(Id) }),
  '/api/web/seo/map': query({}),
  '/api/web/news/detail/top': query({ type: Type.Optional(K.NewsType) }),
  '/api/web/news/list': query({ type: Type.Optional(K.NewsType), page, pageSize }),
  // With a type, an article of the other type is unknown (404): each detail route asks for its own.
  '/api/web/news/detail': query({ id: Id, type: Type.Optional(K.NewsType) }),
  '/api/web/event/list': query({ page, pageSize }),
  '/api/web/recruit/social/list': query({
    city: filterText,
    category: filterText,
    keyword: filterText,
    page,
    pageSize,
  }),
  '/api/web/recruit/social/detail': query({ id: Id }),
  '/api/web/recruit/address/list': query({}),
  '/api/web/recruit/post/list': query({}),
  '/api/web/environment/list': query({ city: filterText }),
  '/api/web/partner/list': query({ type: Type.Optional(K.PartnerType) }),
  '/api/web/emplife/list': query({}),
  '/api/web/investor/detail': query({}),
  '/api/web/page/detail': query({ key: K.PageKey }),
  '/api/web/story/list': query({}),
  '/api/web/story/detail': query({ id: Id }),
  '/api/web/memorabilia/list': query({}),
  '/api/web/team/list': query({}),
  '/api/web/team/detail': query({ id: Type.String({ pattern: '^([1-9][0-9]{0,8}|founder)$' }) }),
  '/api/web/shareholder/list': query({}),
  '/api/web/honour/list': query({ type: K.HonourType }),
  '/api/getHomeCopms': query({}),
  '/api/web/survey/list': query({}),
} satisfies Record<string, TObject>;

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
