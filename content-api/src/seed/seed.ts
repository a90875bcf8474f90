/**
 * Writes the seed content into an empty database. Rich text goes through the sanitizer here,
 * on the way in; readers trust the stored HTML.
 */
import { LANGUAGE_TYPE_CHINESE, LANGUAGE_TYPE_ENGLISH, PRODUCT_CATEGORY_GROUP_ID } from '@site/shared-contracts';
import type { Transaction } from 'kysely';
import type { ContentDb } from '../db/connection';
import type { Database, NewRow, TableName } from '../db/schema';
import { sanitizeRichText } from '../lib/sanitize';
import { aboutSeed } from './data/about';
import { businessSeed } from './data/business';
import { newsSeed } from './data/news';
import { recruitSeed } from './data/recruit';
import type { AboutSeed, Bilingual, BusinessSeed, NewsSeed, RecruitSeed } from './types';

export interface SeedContent {
  news: NewsSeed;
  about: AboutSeed;
  business: BusinessSeed;
  recruit: RecruitSeed;
}

export const defaultSeedContent: SeedContent = {
  news: newsSeed,
  about: aboutSeed,
  business: businessSeed,
  recruit: recruitSeed,
};

const BACKENDS = [
  ['zh', LANGUAGE_TYPE_CHINESE],
  ['en', LANGUAGE_TYPE_ENGLISH],
] as const;

const json = (value: unknown) => JSON.stringify(value);
const flag = (value: boolean) => (value ? 1 : 0);

/** Rows of both backends, made from the bilingual seed with the backend's languageType. */
function rows<T, R>(content: Bilingual<T[]>, toRow: (item: T, sort: number) => R): (R & { languageType: number })[] {
  return BACKENDS.flatMap(([lang, languageType]) =>
    content[lang].map((item, index) => ({ ...toRow(item, index + 1), languageType })),
  );
}

const INSERT_CHUNK = 50;

async function insert<T extends TableName>(trx: Transaction<Database>, table: T, values: NewRow<T>[]) {
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    await trx
      .insertInto(table)
      .values(values.slice(start, start + INSERT_CHUNK) as never)
      .execute();
  }
}

export async function writeSeed(db: ContentDb, content: SeedContent = defaultSeedContent): Promise<void> {
  const { news, about, business, recruit } = content;
  await db.transaction().execute(async (trx) => {
    await insert(
      trx,
      'navigationEntry',
      rows(business.navigation, (e, sort) => ({ ...e, id: sort, sort })),
    );
    await insert(
      trx,
      'productCategory',
      rows(business.productCategories, (c) => ({
        id: c.id,
        sort: c.sort,
        groupId: PRODUCT_CATEGORY_GROUP_ID,
        key: c.key,
        title: c.title,
        name: c.name,
        ctitle: c.ctitle,
        etitle: c.etitle,
        summary: c.summary,
        banner: c.banner,
        image: c.image,
        features: json(c.features),
      })),
    );
    await insert(
      trx,
      'productView',
      rows(business.productViews, (v, sort) => ({
        id: v.id,
        sort,
        categoryId: v.categoryId,
        title: v.title,
        summary: v.summary,
        content: sanitizeRichText(v.content),
        image: v.image,
        videoSrc: v.video.src,
        videoPoster: v.video.poster,
        views: v.views,
      })),
    );
    await insert(
      trx,
      'solution',
      rows(business.solutions, (s, sort) => ({
        id: s.id,
        sort,
        key: s.key,
        name: s.name,
        ctitle: s.ctitle,
        etitle: s.etitle,
        summary: s.summary,
        banner: s.banner,
      })),
    );
    await insert(
      trx,
      'solutionPage',
      BACKENDS.flatMap(([lang, languageType]) =>
        business.solutions[lang].flatMap((solution) =>
          solution.pages.map((page, index) => ({
            languageType,
            id: page.id,
            sort: index + 1,
            solutionId: solution.id,
            title: page.title,
            summary: page.summary,
            content: sanitizeRichText(page.content),
            image: page.image,
          })),
        ),
      ),
    );
    await insert(
      trx,
      'homeComponent',
      rows(business.homeComponents, (c) => ({ ...c })),
    );
    await insert(
      trx,
      'seoEntry',
      BACKENDS.flatMap(([lang, languageType]) =>
        Object.entries(business.seo[lang]).map(([routeName, entry]) => ({ languageType, routeName, ...entry })),
      ),
    );
    await insert(
      trx,
      'article',
      rows(news.articles, (a) => ({ ...a, isTop: flag(a.isTop), content: sanitizeRichText(a.content) })),
    );
    await insert(
      trx,
      'event',
      rows(news.events, (e) => ({ ...e })),
    );
    await insert(
      trx,
      'socialPost',
      rows(recruit.socialPosts, (p) => ({ ...p, duties: json(p.duties), requirements: json(p.requirements) })),
    );
    await insert(
      trx,
      'office',
      rows(recruit.offices, (o, sort) => ({ ...o, sort, isHeadquarters: flag(o.isHeadquarters) })),
    );
    await insert(
      trx,
      'campusPost',
      rows(recruit.campusPosts, (p, sort) => ({
        ...p,
        sort,
        cities: json(p.cities),
        requirements: json(p.requirements),
      })),
    );
    await insert(
      trx,
      'environmentPhoto',
      rows(recruit.environment, (p, sort) => ({ ...p, sort })),
    );
    await insert(
      trx,
      'employeeLife',
      rows(recruit.employeeLife, ({ date, ...life }, sort) => ({ ...life, sort, happenedOn: date })),
    );
    const pages = {
      zh: [...about.pages.zh, ...recruit.pages.zh],
      en: [...about.pages.en, ...recruit.pages.en],
    };
    await insert(
      trx,
      'sitePage',
      rows(pages, (p) => ({ ...p, content: sanitizeRichText(p.content), blocks: json(p.blocks) })),
    );
    await insert(
      trx,
      'story',
      rows(about.stories, (s) => ({ ...s, content: sanitizeRichText(s.content) })),
    );
    await insert(
      trx,
      'milestone',
      rows(about.milestones, (m) => ({ ...m })),
    );
    await insert(
      trx,
      'teamMember',
      rows(about.team, (m, sort) => ({
        ...m,
        sort,
        isFounder: flag(m.isFounder),
        biography: sanitizeRichText(m.biography),
      })),
    );
    await insert(
      trx,
      'shareholder',
      rows(about.shareholders, (s, sort) => ({ ...s, sort })),
    );
    await insert(
      trx,
      'honour',
      rows(about.honours, (h, sort) => ({ ...h, sort })),
    );
    await insert(
      trx,
      'partner',
      rows(about.partners, (p, sort) => ({ ...p, sort })),
    );
    await insert(
      trx,
      'investorProfile',
      BACKENDS.map(([lang, languageType]) => {
        const investor = about.investor[lang];
        return {
          languageType,
          companyName: investor.companyName,
          stockCode: investor.stockCode,
          exchange: investor.exchange,
          summary: investor.summary,
          highlights: json(investor.highlights),
          reports: json(investor.reports),
          contact: json(investor.contact),
        };
      }),
    );
  });
}

/** Seeds a database that has no content yet; existing content is never touched. */
export async function seedIfEmpty(db: ContentDb, content?: SeedContent): Promise<boolean> {
  const { count } = await db
    .selectFrom('navigationEntry')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  await writeSeed(db, content);
  return true;
}
