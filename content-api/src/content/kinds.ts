/**
 * The kinds of content, as files and as tables: one folder per kind, one file per item (decision
 * 030). Each kind's item schema is made from the entity schema the API answers with, so a file
 * is checked against the same fields the site reads; the few columns that are not fields
 * (sort orders, a product view's category) are added here.
 */
import {
  CampusPost,
  CategoryDetail,
  CategoryListItem,
  EmployeeLife,
  EnvironmentPhoto,
  EventItem,
  HomeComponent,
  Honour,
  InvestorDetail,
  LANGUAGE_TYPE_CHINESE,
  LANGUAGE_TYPE_ENGLISH,
  Milestone,
  NavigationEntry,
  NewsDetail,
  Office,
  PRODUCT_CATEGORY_GROUP_ID,
  Partner,
  ProductCategory,
  ProductView,
  SeoEntry,
  Shareholder,
  SitePage,
  SocialPostDetail,
  SolutionPage,
  StoryDetail,
  Survey,
  TeamMemberDetail,
  type LanguageType,
} from '@site/shared-contracts';
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { TableName } from '../db/schema';
import { SCHEDULE_FIELDS, SCHEDULE_TIME_EXAMPLE, SCHEDULE_TIME_KEYWORD, scheduleTimeMs } from './schedule';

export type Backend = 'zh' | 'en';

export const BACKENDS: readonly { name: Backend; languageType: LanguageType }[] = [
  { name: 'zh', languageType: LANGUAGE_TYPE_CHINESE },
  { name: 'en', languageType: LANGUAGE_TYPE_ENGLISH },
];

/** An item as its files hold it: the JSON's fields, and its rich text (from the HTML file beside it). */
export type ContentItem = Record<string, unknown>;

export type Row = Record<string, unknown>;

export interface ContentKind {
  /** The folder under the content folder; also the name changes are reported under. */
  readonly folder: string;
  readonly table: TableName;
  /** What an item's files hold, checked field by field. */
  readonly schema: TObject;
  /** The field naming an item within its backend (its file name on export); null: one item per backend. */
  readonly key: string | null;
  /** The field kept as HTML in `<name>.html` beside `<name>.json`. */
  readonly richText: string | null;
  /** Whether an item may name the same item in the other backend (kinds with a detail page). */
  readonly counterpart: boolean;
  /** Fields that name an item of another kind in the same backend, by that kind's folder. */
  readonly references: Readonly<Record<string, string>>;
  toRow(item: ContentItem, languageType: LanguageType): Row;
  fromRow(row: Row): ContentItem;
}

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Sort = Type.Integer({ minimum: 0, description: 'Position in its list, lowest first' });
const MediaPath = CategoryListItem.properties.image;

const isJsonColumn = (schema: TSchema) => schema.type === 'array' || schema.type === 'object';

const ScheduleTime = (description: string) =>
  Type.Optional(Type.String({ [SCHEDULE_TIME_KEYWORD]: true, description, examples: [SCHEDULE_TIME_EXAMPLE] }));

/** What every kind may carry besides its fields: when its items go live and when they leave (decision 070). */
const SCHEDULE = {
  publishAt: ScheduleTime('ISO 8601 time with a zone: the item is absent everywhere before it'),
  unpublishAt: ScheduleTime('ISO 8601 time with a zone, after publishAt: the item is absent everywhere from then on'),
};

/** The schedule's columns: each time as written (for the files) and in epoch milliseconds (for the queries). */
function scheduleToRow(item: ContentItem, row: Row): void {
  const { publishAt, unpublishAt } = item as { publishAt?: string; unpublishAt?: string };
  row.publishAt = publishAt ?? null;
  row.unpublishAt = unpublishAt ?? null;
  row.liveFrom = publishAt === undefined ? null : scheduleTimeMs(publishAt);
  row.liveUntil = unpublishAt === undefined ? null : scheduleTimeMs(unpublishAt);
}

function scheduleFromRow(row: Row, item: ContentItem): void {
  for (const field of SCHEDULE_FIELDS) {
    const value = row[field];
    if (value !== null && value !== undefined) item[field] = String(value);
  }
}

interface KindDefinition {
  folder: string;
  table: TableName;
  schema: TObject;
  key: string | null;
  richText?: string;
  references?: Record<string, string>;
  /** Columns whose name differs from the field's. */
  columns?: Record<string, string>;
  /** Columns that hold the same value for every item (not part of the files). */
  fixed?: Row;
  /** Fields kept in more than one column, and how. */
  split?: { fields: string[]; toRow(item: ContentItem, row: Row): void; fromRow(row: Row, item: ContentItem): void };
}

/**
 * A kind whose rows are its fields: booleans as 0/1, lists and objects as JSON text, a missing
 * counterpart as null; ids at least 1 so the API can be asked for them.
 */
function kind(definition: KindDefinition): ContentKind {
  const properties: Record<string, TSchema> = { ...definition.schema.properties, ...SCHEDULE };
  if (properties.id) properties.id = Id;
  const schema = Type.Object(properties);
  const columns = definition.columns ?? {};
  const kept = new Set<string>([...SCHEDULE_FIELDS, ...(definition.split?.fields ?? [])]);
  const fields = Object.entries(properties).filter(([field]) => !kept.has(field));
  return {
    folder: definition.folder,
    table: definition.table,
    schema,
    key: definition.key,
    richText: definition.richText ?? null,
    counterpart: 'counterpart' in properties,
    references: definition.references ?? {},
    toRow(item, languageType) {
      const row: Row = { languageType, ...definition.fixed };
      for (const [field, fieldSchema] of fields) {
        const value = item[field];
        const column = columns[field] ?? field;
        if (field === 'counterpart') row[column] = value ?? null;
        else if (fieldSchema.type === 'boolean') row[column] = value ? 1 : 0;
        else if (isJsonColumn(fieldSchema)) row[column] = JSON.stringify(value);
        else row[column] = value;
      }
      definition.split?.toRow(item, row);
      scheduleToRow(item, row);
      return row;
    },
    fromRow(row) {
      const item: ContentItem = {};
      for (const [field, fieldSchema] of fields) {
        const column = columns[field] ?? field;
        if (!(column in row)) continue;
        const value = row[column];
        if (field === 'counterpart') {
          if (value !== null && value !== undefined) item[field] = Number(value);
        } else if (fieldSchema.type === 'boolean') item[field] = value === 1 || value === true;
        else if (isJsonColumn(fieldSchema)) item[field] = JSON.parse(String(value));
        else if (fieldSchema.type === 'integer') item[field] = Number(value);
        else item[field] = value;
      }
      definition.split?.fromRow(row, item);
      scheduleFromRow(row, item);
      return orderedLike(schema, item);
    },
  };
}

/** The item with its fields in the schema's order, so files and comparisons do not depend on how it was made. */
export function orderedLike(schema: TObject, item: ContentItem): ContentItem {
  const ordered: ContentItem = {};
  for (const field of Object.keys(schema.properties)) {
    if (item[field] !== undefined) ordered[field] = item[field];
  }
  return ordered;
}

const withSort = (schema: TObject) => Type.Composite([schema, Type.Object({ sort: Sort })]);

/** Every kind, in the order an import writes them and changes are listed. */
export const CONTENT_KINDS: readonly ContentKind[] = [
  kind({
    folder: 'navigation',
    table: 'navigationEntry',
    schema: Type.Composite([Type.Object({ id: Id, sort: Sort }), NavigationEntry]),
    key: 'id',
  }),
  kind({
    folder: 'product-categories',
    table: 'productCategory',
    schema: withSort(
      Type.Composite([
        Type.Omit(ProductCategory, ['views']),
        Type.Object({
          title: Type.String({ description: 'Short title in the Product Service menu' }),
          image: MediaPath,
        }),
      ]),
    ),
    key: 'id',
    fixed: { groupId: PRODUCT_CATEGORY_GROUP_ID },
  }),
  kind({
    folder: 'product-views',
    table: 'productView',
    schema: withSort(Type.Omit(ProductView, ['categoryKey'])),
    key: 'id',
    richText: 'content',
    references: { categoryId: 'product-categories' },
    split: {
      fields: ['video'],
      toRow(item, row) {
        const video = item.video as { src: string; poster: string };
        row.videoSrc = video.src;
        row.videoPoster = video.poster;
      },
      fromRow(row, item) {
        item.video = { src: row.videoSrc, poster: row.videoPoster };
      },
    },
  }),
  kind({ folder: 'solutions', table: 'solution', schema: withSort(Type.Omit(CategoryDetail, ['pages'])), key: 'id' }),
  kind({
    folder: 'solution-pages',
    table: 'solutionPage',
    schema: withSort(Type.Composite([SolutionPage, Type.Object({ solutionId: Id })])),
    key: 'id',
    richText: 'content',
    references: { solutionId: 'solutions' },
  }),
  kind({ folder: 'home-blocks', table: 'homeComponent', schema: HomeComponent, key: 'id' }),
  kind({
    folder: 'seo',
    table: 'seoEntry',
    schema: Type.Composite([
      Type.Object({
        routeName: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,99}$', description: 'Route name' }),
      }),
      SeoEntry,
    ]),
    key: 'routeName',
  }),
  kind({
    folder: 'news',
    table: 'article',
    schema: Type.Omit(NewsDetail, ['prev', 'next']),
    key: 'id',
    richText: 'content',
  }),
  kind({ folder: 'events', table: 'event', schema: EventItem, key: 'id' }),
  kind({ folder: 'social-posts', table: 'socialPost', schema: SocialPostDetail, key: 'id' }),
  kind({ folder: 'offices', table: 'office', schema: withSort(Office), key: 'id' }),
  kind({ folder: 'campus-posts', table: 'campusPost', schema: withSort(CampusPost), key: 'id' }),
  kind({ folder: 'office-photos', table: 'environmentPhoto', schema: withSort(EnvironmentPhoto), key: 'id' }),
  kind({
    folder: 'employee-life',
    table: 'employeeLife',
    schema: withSort(EmployeeLife),
    key: 'id',
    columns: { date: 'happenedOn' },
  }),
  kind({ folder: 'pages', table: 'sitePage', schema: SitePage, key: 'key', richText: 'content' }),
  kind({ folder: 'stories', table: 'story', schema: StoryDetail, key: 'id', richText: 'content' }),
  kind({ folder: 'milestones', table: 'milestone', schema: Milestone, key: 'id' }),
  kind({ folder: 'team', table: 'teamMember', schema: withSort(TeamMemberDetail), key: 'id', richText: 'biography' }),
  kind({ folder: 'shareholders', table: 'shareholder', schema: withSort(Shareholder), key: 'id' }),
  kind({ folder: 'honours', table: 'honour', schema: withSort(Honour), key: 'id' }),
  kind({ folder: 'partners', table: 'partner', schema: withSort(Partner), key: 'id' }),
  kind({ folder: 'investor', table: 'investorProfile', schema: InvestorDetail, key: null }),
  kind({ folder: 'surveys', table: 'survey', schema: Survey, key: 'id' }),
];

export const KIND_BY_FOLDER: ReadonlyMap<string, ContentKind> = new Map(CONTENT_KINDS.map((k) => [k.folder, k]));

/** The file name (without extension) of the one item of a kind with no key field. */
export const SINGLE_ITEM_NAME = 'profile';

/** An item's name within its kind and backend: its key field, or the single item's name. */
export function itemName(kind: ContentKind, item: ContentItem): string {
  return kind.key === null ? SINGLE_ITEM_NAME : String(item[kind.key]);
}

/** What a person calls an item in a listing: its title or name, at most 40 characters. */
export function itemTitle(item: ContentItem): string {
  const title = [item.title, item.name, item.seoTitle, item.companyName].find((value) => typeof value === 'string');
  if (typeof title !== 'string') return '';
  return title.length > 40 ? `${title.slice(0, 39)}…` : title;
}
