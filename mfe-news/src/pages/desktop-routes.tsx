/** The desktop pages, by the paths of routes.json (the router's basename is "" or "/en"). */
import { Route, Routes } from 'react-router';
import { IdRoute } from '../components/id-route';
import { NotFound } from '../components/not-found';
import { DynamicPage } from './news-dynamic/dynamic-page';
import { DynamicArticlePage } from './news-dynamic-id/dynamic-article-page';
import { ResearchPage } from './news-research/research-page';
import { ResearchArticlePage } from './news-research-id/research-article-page';

export function DesktopRoutes() {
  return (
    <Routes>
      <Route path="/news" element={<DynamicPage basePath="/news" />} />
      <Route path="/news/dynamic" element={<DynamicPage />} />
      <Route path="/news/dynamic/:id" element={<IdRoute render={(id) => <DynamicArticlePage id={id} />} />} />
      <Route path="/news/research" element={<ResearchPage />} />
      <Route path="/news/research/:id" element={<IdRoute render={(id) => <ResearchArticlePage id={id} />} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
