/**
 * The endpoint table: every content API path with the schema of its query string and of the
 * `data` of its response envelope. The API registers its routes from this table; the sections'
 * API clients take their types from it. Browser builds leave it out with the entity schemas and
 * take `endpointQueries` alone (decision 025).
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { endpointQueries, type EndpointPath } from './endpoint-queries';
import * as S from './schemas';

/** An endpoint of the table: its description, its path's query schema and the schema of its data. */
const endpoint = <P extends EndpointPath, D extends TSchema>(path: P, description: string, data: D) => ({
  description,
  query: endpointQueries[path],
  data,
});

export const endpoints = {
  '/api/web/navigation': endpoint('/api/web/navigation', 'Top navigation entries', Type.Array(S.NavigationEntry)),
  '/api/web/category/list': endpoint(
    '/api/web/category/list',
    'Product categories of a category group (the product group is id 2 in both backends)',
    Type.Array(S.CategoryListItem),
  ),
  '/api/web/category/detail': endpoint(
    '/api/web/category/detail',
    'A solution field with its pages, by id (Chinese 17-22, English 48-53) or route key (bank …); without one, the first field',
    S.CategoryDetail,
  ),
  '/api/web/category/self/detail': endpoint(
    '/api/web/category/self/detail',
    'A product category by numeric id or route key (e.g. DataAnalysis); without one, the first product',
    S.ProductCategory,
  ),
  '/api/web/category/page/detail': endpoint(
    '/api/web/category/page/detail',
    'A product view; without an id, the first view of the first product',
    S.ProductView,
  ),
  '/api/web/seo/map': endpoint('/api/web/seo/map', 'Route name to SEO title, keywords and description', S.SeoMap),
  '/api/web/news/detail/top': endpoint('/api/web/news/detail/top', 'The top story of a news type', S.NewsSummary),
  '/api/web/news/list': endpoint('/api/web/news/list', 'News or research articles, newest first', S.NewsPage),
  '/api/web/news/detail': endpoint('/api/web/news/detail', 'One article with its neighbours', S.NewsDetail),
  '/api/web/event/list': endpoint('/api/web/event/list', 'Events, latest first', S.EventPage),
  '/api/web/recruit/social/list': endpoint(
    '/api/web/recruit/social/list',
    'Open positions, filtered by city, category and keyword',
    S.SocialPostPage,
  ),
  '/api/web/recruit/social/detail': endpoint('/api/web/recruit/social/detail', 'One open position', S.SocialPostDetail),
  '/api/web/recruit/address/list': endpoint(
    '/api/web/recruit/address/list',
    'Offices with their addresses',
    Type.Array(S.Office),
  ),
  '/api/web/recruit/post/list': endpoint(
    '/api/web/recruit/post/list',
    'Campus recruitment posts',
    Type.Array(S.CampusPost),
  ),
  '/api/web/environment/list': endpoint(
    '/api/web/environment/list',
    'Office environment photos',
    Type.Array(S.EnvironmentPhoto),
  ),
  '/api/web/partner/list': endpoint('/api/web/partner/list', 'Partners or strategy partners', Type.Array(S.Partner)),
  '/api/web/emplife/list': endpoint('/api/web/emplife/list', 'Employee life', Type.Array(S.EmployeeLife)),
  '/api/web/investor/detail': endpoint('/api/web/investor/detail', 'Investor relations overview', S.InvestorDetail),
  '/api/web/page/detail': endpoint('/api/web/page/detail', 'A company page (introduce, culture …)', S.SitePage),
  '/api/web/story/list': endpoint('/api/web/story/list', 'Company stories', Type.Array(S.StorySummary)),
  '/api/web/story/detail': endpoint('/api/web/story/detail', 'One company story', S.StoryDetail),
  '/api/web/memorabilia/list': endpoint(
    '/api/web/memorabilia/list',
    'Milestones, oldest first',
    Type.Array(S.Milestone),
  ),
  '/api/web/team/list': endpoint('/api/web/team/list', 'The management team, founder first', Type.Array(S.TeamMember)),
  '/api/web/team/detail': endpoint('/api/web/team/detail', 'One team member by id, or the founder', S.TeamMemberDetail),
  '/api/web/shareholder/list': endpoint('/api/web/shareholder/list', 'Shareholders', Type.Array(S.Shareholder)),
  '/api/web/honour/list': endpoint('/api/web/honour/list', 'Honours of a kind', Type.Array(S.Honour)),
  '/api/getHomeCopms': endpoint('/api/getHomeCopms', 'Home page blocks in display order', Type.Array(S.HomeComponent)),
  '/api/web/survey/list': endpoint(
    '/api/web/survey/list',
    'Visitor surveys with their questions, latest first (SPEC.md §7: the survey list for testing)',
    Type.Array(S.Survey),
  ),
} satisfies Record<EndpointPath, { description: string; query: TObject; data: TSchema }>;

export type Endpoints = typeof endpoints;

export type EndpointQuery<P extends EndpointPath> = Static<Endpoints[P]['query']>;
export type EndpointData<P extends EndpointPath> = Static<Endpoints[P]['data']>;
