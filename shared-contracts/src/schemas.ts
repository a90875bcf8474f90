/**
 * JSON schemas (TypeBox) of every content entity. The content API validates and serializes with
 * them; the sections take their types from them (Static<>), so both sides have one source.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { HonourType, NewsType, PageKey, PartnerType, SolutionKey } from './keys';

export { HonourType, NewsType, PageKey, PartnerType, SolutionKey } from './keys';

/**
 * Keywords that mark what a string holds, for the content API: it checks that a media path names
 * a file it has, and sanitizes rich text when it is imported and again when it is answered.
 * Validators ignore them (they are annotations, as `description` is).
 */
export const MEDIA_PATH_KEYWORD = 'x-media-path';
export const RICH_TEXT_KEYWORD = 'x-rich-text';

/** A path under the API's media folder, e.g. /api/media/news/cover-01.svg. */
const Image = Type.String({ description: 'Image URL, site-relative', [MEDIA_PATH_KEYWORD]: true });
/** HTML sanitized with sanitize-html when it is written and when it is answered. */
const RichText = Type.String({ description: 'Sanitized HTML', [RICH_TEXT_KEYWORD]: true });
/**
 * The id of the same item in the other backend (an article in Chinese and its English
 * translation), or null when it has none: a language switch goes there instead of to a 404.
 */
const Counterpart = Type.Optional(
  Type.Union([Type.Integer(), Type.Null()], { description: 'Id of the same item in the other backend' }),
);
/** YYYY-MM-DD */
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

// ---------------------------------------------------------------------------------------------
// Envelope

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Literal(0), message: Type.String(), data });

export const ErrorEnvelope = Type.Object({
  code: Type.Integer({ minimum: 1 }),
  message: Type.String(),
  data: Type.Null(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** Non-zero error codes of the envelope. */
export const ERROR_CODES = {
  badRequest: 400,
  notFound: 404,
  tooManyRequests: 429,
  internal: 500,
} as const;

export interface ApiEnvelope<T> {
  code: 0;
  message: string;
  data: T;
}

export const Pagination = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});

const Paged = <T extends TSchema>(item: T) => Type.Composite([Pagination, Type.Object({ list: Type.Array(item) })]);

export interface PagedList<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

const LinkRef = Type.Object({ id: Type.Integer(), title: Type.String() });

// ---------------------------------------------------------------------------------------------
// Navigation, categories, SEO (SPEC.md §3 and §7, exactly as specified)

export const NavigationEntry = Type.Object({
  name: Type.String({ description: 'Localized label; the header shows its entry only when a name matches' }),
  key: Type.String({ description: 'Menu section: home, about, product, solution, honour, news, invest, contact' }),
  url: Type.String(),
});
export type NavigationEntry = Static<typeof NavigationEntry>;

export const CategoryListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  image: Image,
});
export type CategoryListItem = Static<typeof CategoryListItem>;

export const SolutionPage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  content: RichText,
  image: Image,
});
export type SolutionPage = Static<typeof SolutionPage>;

export const CategoryDetail = Type.Object({
  id: Type.Integer(),
  key: SolutionKey,
  name: Type.String(),
  ctitle: Type.String({ description: 'Chinese title' }),
  etitle: Type.String({ description: 'English title' }),
  summary: Type.String(),
  banner: Image,
  pages: Type.Array(SolutionPage),
});
export type CategoryDetail = Static<typeof CategoryDetail>;

export const SeoEntry = Type.Object({
  seoTitle: Type.String(),
  seoKeywords: Type.String(),
  seoDesc: Type.String(),
});
export type SeoEntry = Static<typeof SeoEntry>;

export const SeoMap = Type.Record(Type.String(), SeoEntry);
export type SeoMap = Static<typeof SeoMap>;

// ---------------------------------------------------------------------------------------------
// Products (category self detail = a product category, category page detail = a product view)

export const ProductViewSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  image: Image,
});
export type ProductViewSummary = Static<typeof ProductViewSummary>;

export const Feature = Type.Object({ title: Type.String(), text: Type.String() });
export type Feature = Static<typeof Feature>;

export const ProductCategory = Type.Object({
  id: Type.Integer(),
  key: Type.String({ description: 'Route id, e.g. DataAnalysis' }),
  name: Type.String(),
  ctitle: Type.String(),
  etitle: Type.String(),
  summary: Type.String(),
  banner: Image,
  features: Type.Array(Feature),
  views: Type.Array(ProductViewSummary),
});
export type ProductCategory = Static<typeof ProductCategory>;

export const ProductView = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  categoryKey: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  content: RichText,
  image: Image,
  video: Type.Object({ src: Type.String({ [MEDIA_PATH_KEYWORD]: true }), poster: Image }),
  views: Type.Integer({ minimum: 0, description: 'Views counter' }),
  counterpart: Counterpart,
});
export type ProductView = Static<typeof ProductView>;

// ---------------------------------------------------------------------------------------------
// News, research, events

export const NewsSummary = Type.Object({
  id: Type.Integer(),
  type: NewsType,
  title: Type.String(),
  summary: Type.String(),
  cover: Image,
  source: Type.String(),
  publishedAt: IsoDate,
  isTop: Type.Boolean(),
});
export type NewsSummary = Static<typeof NewsSummary>;

export const NewsDetail = Type.Composite([
  NewsSummary,
  Type.Object({
    author: Type.String(),
    content: RichText,
    prev: Type.Union([LinkRef, Type.Null()], { description: 'The newer neighbour in the list' }),
    next: Type.Union([LinkRef, Type.Null()], { description: 'The older neighbour in the list' }),
    counterpart: Counterpart,
  }),
]);
export type NewsDetail = Static<typeof NewsDetail>;

export const NewsPage = Paged(NewsSummary);
export type NewsPage = PagedList<NewsSummary>;

export const EventItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  city: Type.String(),
  venue: Type.String(),
  startDate: IsoDate,
  endDate: IsoDate,
  cover: Image,
});
export type EventItem = Static<typeof EventItem>;

export const EventPage = Paged(EventItem);
export type EventPage = PagedList<EventItem>;

// ---------------------------------------------------------------------------------------------
// Recruitment and workplace

export const SocialPost = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  city: Type.String(),
  category: Type.String(),
  department: Type.String(),
  headcount: Type.Integer({ minimum: 1 }),
  experience: Type.String(),
  education: Type.String(),
  publishedAt: IsoDate,
});
export type SocialPost = Static<typeof SocialPost>;

export const SocialPostDetail = Type.Composite([
  SocialPost,
  Type.Object({
    duties: Type.Array(Type.String()),
    requirements: Type.Array(Type.String()),
    email: Type.String(),
    counterpart: Counterpart,
  }),
]);
export type SocialPostDetail = Static<typeof SocialPostDetail>;

export const SocialPostPage = Type.Composite([
  Pagination,
  Type.Object({
    list: Type.Array(SocialPost),
    cities: Type.Array(Type.String(), { description: 'Every city with an opening, for the filter' }),
    categories: Type.Array(Type.String(), { description: 'Every job category, for the filter' }),
  }),
]);
export type SocialPostPage = PagedList<SocialPost> & { cities: string[]; categories: string[] };

export const Office = Type.Object({
  id: Type.Integer(),
  city: Type.String(),
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  isHeadquarters: Type.Boolean(),
  image: Image,
});
export type Office = Static<typeof Office>;

export const CampusPost = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  cities: Type.Array(Type.String()),
  headcount: Type.Integer({ minimum: 1 }),
  description: Type.String(),
  requirements: Type.Array(Type.String()),
});
export type CampusPost = Static<typeof CampusPost>;

export const EnvironmentPhoto = Type.Object({
  id: Type.Integer(),
  city: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: Image,
});
export type EnvironmentPhoto = Static<typeof EnvironmentPhoto>;

export const EmployeeLife = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  image: Image,
  date: IsoDate,
});
export type EmployeeLife = Static<typeof EmployeeLife>;

// ---------------------------------------------------------------------------------------------
// Partners, honours, investor relations

export const Partner = Type.Object({
  id: Type.Integer(),
  type: PartnerType,
  name: Type.String(),
  industry: Type.String(),
  description: Type.String(),
  logo: Image,
});
export type Partner = Static<typeof Partner>;

export const Honour = Type.Object({
  id: Type.Integer(),
  type: HonourType,
  title: Type.String(),
  issuer: Type.String(),
  year: Type.Integer(),
  description: Type.String(),
  image: Image,
});
export type Honour = Static<typeof Honour>;

export const InvestorDetail = Type.Object({
  companyName: Type.String(),
  stockCode: Type.String(),
  exchange: Type.String(),
  summary: Type.String(),
  highlights: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  reports: Type.Array(Type.Object({ title: Type.String(), date: IsoDate, kind: Type.String() })),
  contact: Type.Object({ email: Type.String(), phone: Type.String(), address: Type.String() }),
});
export type InvestorDetail = Static<typeof InvestorDetail>;

// ---------------------------------------------------------------------------------------------
// About: company pages, story, milestones, team, shareholders

export const ContentBlock = Type.Object({ title: Type.String(), text: Type.String(), image: Type.Optional(Image) });
export type ContentBlock = Static<typeof ContentBlock>;

export const SitePage = Type.Object({
  key: PageKey,
  title: Type.String(),
  subtitle: Type.String(),
  summary: Type.String(),
  content: RichText,
  image: Image,
  blocks: Type.Array(ContentBlock),
});
export type SitePage = Static<typeof SitePage>;

export const StorySummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Image,
  publishedAt: IsoDate,
});
export type StorySummary = Static<typeof StorySummary>;

export const StoryDetail = Type.Composite([StorySummary, Type.Object({ content: RichText, counterpart: Counterpart })]);
export type StoryDetail = Static<typeof StoryDetail>;

export const Milestone = Type.Object({
  id: Type.Integer(),
  year: Type.Integer(),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  title: Type.String(),
  text: Type.String(),
});
export type Milestone = Static<typeof Milestone>;

export const TeamMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  summary: Type.String(),
  photo: Image,
  isFounder: Type.Boolean(),
});
export type TeamMember = Static<typeof TeamMember>;

export const TeamMemberDetail = Type.Composite([
  TeamMember,
  Type.Object({ biography: RichText, counterpart: Counterpart }),
]);
export type TeamMemberDetail = Static<typeof TeamMemberDetail>;

export const Shareholder = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  description: Type.String(),
  logo: Image,
});
export type Shareholder = Static<typeof Shareholder>;

// ---------------------------------------------------------------------------------------------
// Home components (/api/getHomeCopms): ordered blocks editors can rearrange

export const HomeComponentType = Type.Union([
  Type.Literal('hero'),
  Type.Literal('products'),
  Type.Literal('solutions'),
  Type.Literal('news'),
  Type.Literal('partners'),
  Type.Literal('honours'),
  Type.Literal('invest'),
]);
export type HomeComponentType = Static<typeof HomeComponentType>;

export const HomeComponent = Type.Object({
  id: Type.Integer(),
  type: HomeComponentType,
  sort: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  image: Type.Union([Image, Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
});
export type HomeComponent = Static<typeof HomeComponent>;

// ---------------------------------------------------------------------------------------------
// Surveys (/api/web/survey/list, SPEC.md §7 "a survey list path for testing"; decision 032)

export const SurveyQuestion = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  kind: Type.Union([Type.Literal('single'), Type.Literal('multiple'), Type.Literal('text')], {
    description: 'One answer of the options, several of them, or free text',
  }),
  options: Type.Array(Type.String(), { description: 'The choices; empty for free text' }),
});
export type SurveyQuestion = Static<typeof SurveyQuestion>;

export const Survey = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  startDate: IsoDate,
  endDate: IsoDate,
  questions: Type.Array(SurveyQuestion),
});
export type Survey = Static<typeof Survey>;
