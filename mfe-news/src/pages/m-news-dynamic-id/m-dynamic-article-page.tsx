/** /m/news/dynamic/:id: one company news article on a phone. */
import { ArticlePage } from '../../components/article-page';

export function MobileDynamicArticlePage() {
  return <ArticlePage type="dynamic" device="mobile" />;
}
