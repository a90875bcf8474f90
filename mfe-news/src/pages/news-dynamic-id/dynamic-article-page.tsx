/** /news/dynamic/:id: one company news article beside the side menu. */
import { ArticlePage } from '../../components/article-page';

export function DynamicArticlePage() {
  return <ArticlePage type="dynamic" device="desktop" />;
}
