/**
 * The endpoint table: every content API path with the schema of its query string and of the
 * `data` of its response envelope. The API registers its routes from this table; the sections'
 * API clients take their types from it. Browser builds leave it out with the entity schemas and
 * take `endpointQueries` alone (decision 015).
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { endpointQueries, type EndpointPath } from './endpoint-queries';
import * as S from './schemas';

/** An endpoint of the table: its path's description and query schema with the schema of its data. */
const endpoint = <P extends EndpointPath, D extends TSchema>(path: P, data: D) => ({ ...endpointQueries[path], data });

export const endpoints = {
  '/api/web/navigation': endpoint('/api/web/navigation', Type.Array(S.NavigationEntry)),
  '/api/web/category/list': endpoint('/api/web/category/list', Type.Array(S.CategoryListItem)),
  '/api/web/category/detail': endpoint('/api/web/category/detail', S.CategoryDetail),
  '/api/web/category/self/detail': endpoint('/api/web/category/self/detail', S.ProductCategory),
  '/api/web/category/page/detail': endpoint('/api/web/category/page/detail', S.ProductView),
  '/api/web/seo/map': endpoint('/api/web/seo/map', S.SeoMap),
  '/api/web/news/detail/top': endpoint('/api/web/news/detail/top', S.NewsSummary),
  '/api/web/news/list': endpoint('/api/web/news/list', S.NewsPage),
  '/api/web/news/detail': endpoint('/api/web/news/detail', S.NewsDetail),
  '/api/web/event/list': endpoint('/api/web/event/list', S.EventPage),
  '/api/web/recruit/social/list': endpoint('/api/web/recruit/social/list', S.SocialPostPage),
  '/api/web/recruit/social/detail': endpoint('/api/web/recruit/social/detail', S.SocialPostDetail),
  '/api/web/recruit/address/list': endpoint('/api/web/recruit/address/list', Type.Array(S.Office)),
  '/api/web/recruit/post/list': endpoint('/api/web/recruit/post/list', Type.Array(S.CampusPost)),
  '/api/web/environment/list': endpoint('/api/web/environment/list', Type.Array(S.EnvironmentPhoto)),
  '/api/web/partner/list': endpoint('/api/web/partner/list', Type.Array(S.Partner)),
  '/api/web/emplife/list': endpoint('/api/web/emplife/list', Type.Array(S.EmployeeLife)),
  '/api/web/investor/detail': endpoint('/api/web/investor/detail', S.InvestorDetail),
  '/api/web/page/detail': endpoint('/api/web/page/detail', S.SitePage),
  '/api/web/story/list': endpoint('/api/web/story/list', Type.Array(S.StorySummary)),
  '/api/web/story/detail': endpoint('/api/web/story/detail', S.StoryDetail),
  '/api/web/memorabilia/list': endpoint('/api/web/memorabilia/list', Type.Array(S.Milestone)),
  '/api/web/team/list': endpoint('/api/web/team/list', Type.Array(S.TeamMember)),
  '/api/web/team/detail': endpoint('/api/web/team/detail', S.TeamMemberDetail),
  '/api/web/shareholder/list': endpoint('/api/web/shareholder/list', Type.Array(S.Shareholder)),
  '/api/web/honour/list': endpoint('/api/web/honour/list', Type.Array(S.Honour)),
  '/api/getHomeCopms': endpoint('/api/getHomeCopms', Type.Array(S.HomeComponent)),
} satisfies Record<EndpointPath, { description: string; query: TObject; data: TSchema }>;

export type Endpoints = typeof endpoints;

export type EndpointQuery<P extends EndpointPath> = Static<Endpoints[P]['query']>;
export type EndpointData<P extends EndpointPath> = Static<Endpoints[P]['data']>;
