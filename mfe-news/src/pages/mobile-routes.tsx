/** The mobile pages, by the paths of routes.json without /m (the router's basename is "/m" or "/en/m"). */
import { Route, Routes } from 'react-router';
import { IdRoute } from '../components/id-route';
import { NotFound } from '../components/not-found';
import { MobileDynamicPage } from './m-news-dynamic/m-dynamic-page';
import { MobileDynamicArticlePage } from './m-news-dynamic-id/m-dynamic-article-page';

export function MobileRoutes() {
  return (
    <Routes>
      <Route path="/news/dynamic" element={<MobileDynamicPage />} />
      <Route path="/news/dynamic/:id" element={<IdRoute render={(id) => <MobileDynamicArticlePage id={id} />} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
