/**
 * Table types for Kysely. Columns are snake_case in the database and camelCase here
 * (CamelCasePlugin). Booleans are stored as 0/1 and lists as JSON text so the same schema runs on
 * SQLite and PostgreSQL.
 */
import type { Insertable, Selectable } from 'kysely';

/**
 * When an item is live (decision 070): the times as the files wrote them, and the same times in
 * epoch milliseconds (bigint; pg answers those as strings), which the queries compare with the
 * request's time. Null: no bound.
 */
interface Scheduled {
  publishAt: string | null;
  unpublishAt: string | null;
  liveFrom: number | null;
  liveUntil: number | null;
}

interface Localized extends Scheduled {
  languageType: number;
}
interface Row extends Localized {
  id: number;
  sort: number;
}

export interface NavigationEntryTable extends Row {
  name: string;
  key: string;
  url: string;
}

export interface ProductCategoryTable extends Row {
  groupId: number;
  key: string;
  title: string;
  name: string;
  ctitle: string;
  etitle: string;
  summary: string;
  banner: string;
  image: string;
  features: string;
}

export interface ProductViewTable extends Row, WithCounterpart {
  categoryId: number;
  title: string;
  summary: string;
  content: string;
  image: string;
  videoSrc: string;
  videoPoster: string;
  views: number;
}

export interface SolutionTable extends Row {
  key: string;
  name: string;
  ctitle: string;
  etitle: string;
  summary: string;
  banner: string;
}

export interface SolutionPageTable extends Row {
  solutionId: number;
  title: string;
  summary: string;
  content: string;
  image: string;
}

export interface HomeComponentTable extends Row {
  type: string;
  title: string;
  subtitle: string;
  image: string | null;
  link: string | null;
}

export interface SeoEntryTable extends Localized {
  routeName: string;
  seoTitle: string;
  seoKeywords: string;
  seoDesc: string;
}

/** The id of the same item in the other backend, or null (kinds with a detail page). */
interface WithCounterpart {
  counterpart: number | null;
}

export interface ArticleTable extends Localized, WithCounterpart {
  id: number;
  type: string;
  title: string;
  summary: string;
  cover: string;
  source: string;
  author: string;
  publishedAt: string;
  isTop: number;
  content: string;
}

export interface EventTable extends Localized {
  id: number;
  title: string;
  summary: string;
  city: string;
  venue: string;
  startDate: string;
  endDate: string;
  cover: string;
}

export interface SocialPostTable extends Localized, WithCounterpart {
  id: number;
  title: string;
  city: string;
  category: string;
  department: string;
  headcount: number;
  experience: string;
  education: string;
  publishedAt: string;
  duties: string;
  requirements: string;
  email: string;
}

export interface OfficeTable extends Row {
  city: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  isHeadquarters: number;
  image: string;
}

export interface CampusPostTable extends Row {
  title: string;
  category: string;
  cities: string;
  headcount: number;
  description: string;
  requirements: string;
}

export interface EnvironmentPhotoTable extends Row {
  city: string;
  title: string;
  description: string;
  image: string;
}

export interface EmployeeLifeTable extends Row {
  title: string;
  summary: string;
  image: string;
  happenedOn: string;
}

export interface PartnerTable extends Row {
  type: string;
  name: string;
  industry: string;
  description: string;
  logo: string;
}

export interface HonourTable extends Row {
  type: string;
  title: string;
  issuer: string;
  year: number;
  description: string;
  image: string;
}

export interface SitePageTable extends Localized {
  key: string;
  title: string;
  subtitle: string;
  summary: string;
  content: string;
  image: string;
  blocks: string;
}

export interface StoryTable extends Localized, WithCounterpart {
  id: number;
  title: string;
  summary: string;
  cover: string;
  publishedAt: string;
  content: string;
}

export interface MilestoneTable extends Localized {
  id: number;
  year: number;
  month: number;
  title: string;
  text: string;
}

export interface TeamMemberTable extends Row, WithCounterpart {
  name: string;
  position: string;
  summary: string;
  photo: string;
  isFounder: number;
  biography: string;
}

export interface ShareholderTable extends Row {
  name: string;
  kind: string;
  description: string;
  logo: string;
}

export interface InvestorProfileTable extends Localized {
  companyName: string;
  stockCode: string;
  exchange: string;
  summary: string;
  highlights: string;
  reports: string;
  contact: string;
}

export interface SurveyTable extends Localized {
  id: number;
  title: string;
  summary: string;
  startDate: string;
  endDate: string;
  questions: string;
}

/** One row: raised by every import in its transaction (decision 031). */
export interface ContentGenerationTable {
  id: number;
  generation: number;
}

/** One import, as `npm run content -- history` lists it; `number` counts imports in commit order. */
export interface ContentImportTable {
  number: number;
  /** ISO 8601 in UTC. */
  importedAt: string;
  author: string;
  message: string;
  /** The folder imported. */
  source: string;
  /** JSON: `[{ kind, added, changed, removed }]`, counts per kind that changed. */
  changes: string;
  /** Where the content it replaced was exported; null when it replaced none (a seed). */
  backup: string | null;
  /** The content generation it raised the content to. */
  generation: number;
  /** The import whose previous content it restored (`revert`), or null. */
  reverts: number | null;
}

/** The content preview (decision 073): one row at most, replaced by the next `preview`. */
export interface ContentPreviewTable {
  /** Random, base64url: what the preview's signed link and cookie grant name. */
  id: string;
  /** ISO 8601 in UTC. */
  createdAt: string;
  /** Epoch milliseconds: the preview ends then unless discarded first (bigint: a string in PostgreSQL). */
  expiresAt: number | string;
  /** The folder previewed. */
  source: string;
  /** JSON of the checked content (content-preview.ts). */
  snapshot: string;
}

export interface Database {
  navigationEntry: NavigationEntryTable;
  productCategory: ProductCategoryTable;
  productView: ProductViewTable;
  solution: SolutionTable;
  solutionPage: SolutionPageTable;
  homeComponent: HomeComponentTable;
  seoEntry: SeoEntryTable;
  article: ArticleTable;
  event: EventTable;
  socialPost: SocialPostTable;
  office: OfficeTable;
  campusPost: CampusPostTable;
  environmentPhoto: EnvironmentPhotoTable;
  employeeLife: EmployeeLifeTable;
  partner: PartnerTable;
  honour: HonourTable;
  sitePage: SitePageTable;
  story: StoryTable;
  milestone: MilestoneTable;
  teamMember: TeamMemberTable;
  shareholder: ShareholderTable;
  investorProfile: InvestorProfileTable;
  survey: SurveyTable;
  contentGeneration: ContentGenerationTable;
  contentImport: ContentImportTable;
  contentPreview: ContentPreviewTable;
}

export type TableName = keyof Database;
export type NewRow<T extends TableName> = Insertable<Database[T]>;
export type RowOf<T extends TableName> = Selectable<Database[T]>;
