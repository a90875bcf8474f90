/** The root of the News section: its routes module and the page each route renders. */
import { createSectionApp } from '@site/shared-contracts/section-kit';
import { MobileDynamicArticlePage } from './pages/m-news-dynamic-id/m-dynamic-article-page';
import { MobileDynamicPage } from './pages/m-news-dynamic/m-dynamic-page';
import { DynamicArticlePage } from './pages/news-dynamic-id/dynamic-article-page';
import { DynamicPage } from './pages/news-dynamic/dynamic-page';
import { ResearchArticlePage } from './pages/news-research-id/research-article-page';
import { ResearchPage } from './pages/news-research/research-page';
import routes from './routes';

export const NewsApp = createSectionApp(routes, {
  dynamic: DynamicPage,
  'dynamic-article': DynamicArticlePage,
  research: ResearchPage,
  'research-article': ResearchArticlePage,
  'm-dynamic': MobileDynamicPage,
  'm-dynamic-article': MobileDynamicArticlePage,
});
