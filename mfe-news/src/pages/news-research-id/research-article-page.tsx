/** /news/research/:id: one research report beside the side menu. */
import { ArticlePage } from '../../components/article-page';

export function ResearchArticlePage() {
  return <ArticlePage type="research" device="desktop" />;
}
