/**
 * Shapes of the seed content. Each backend (zh: languageType 1, en: languageType 2) has its own
 * rows and its own ids; Chinese text is written in Simplified and converted to Traditional when
 * it is read. Rich-text fields are HTML and go through sanitize-html when they are written.
 */
import type * as C from '@site/shared-contracts';

export interface Bilingual<T> {
  zh: T;
  en: T;
}

export type SeedArticle = Omit<C.NewsDetail, 'prev' | 'next'>;

export interface SeedProductCategory extends Omit<C.ProductCategory, 'views'> {
  /** Short title shown in the Product Service menu and the category list. */
  title: string;
  /** Menu image. */
  image: string;
  sort: number;
}

export interface NewsSeed {
  articles: Bilingual<SeedArticle[]>;
  events: Bilingual<C.EventItem[]>;
}

export interface AboutSeed {
  /** Keys introduce, culture, shareholder, brand, compliance, organization. */
  pages: Bilingual<C.SitePage[]>;
  stories: Bilingual<C.StoryDetail[]>;
  milestones: Bilingual<C.Milestone[]>;
  team: Bilingual<C.TeamMemberDetail[]>;
  shareholders: Bilingual<C.Shareholder[]>;
  honours: Bilingual<C.Honour[]>;
  partners: Bilingual<C.Partner[]>;
  investor: Bilingual<C.InvestorDetail>;
}

export interface BusinessSeed {
  navigation: Bilingual<C.NavigationEntry[]>;
  productCategories: Bilingual<SeedProductCategory[]>;
  productViews: Bilingual<C.ProductView[]>;
  solutions: Bilingual<C.CategoryDetail[]>;
  homeComponents: Bilingual<C.HomeComponent[]>;
  seo: Bilingual<C.SeoMap>;
}

export interface RecruitSeed {
  socialPosts: Bilingual<C.SocialPostDetail[]>;
  offices: Bilingual<C.Office[]>;
  campusPosts: Bilingual<C.CampusPost[]>;
  environment: Bilingual<C.EnvironmentPhoto[]>;
  employeeLife: Bilingual<C.EmployeeLife[]>;
  /** Keys contactus, join, campus. */
  pages: Bilingual<C.SitePage[]>;
}
