/** /news/research/:id: one research report beside the side menu. */
import { ArticlePage } from '../../components/article-page';

export function ResearchArticlePage({ id }: { id: number }) {
  return <ArticlePage id={id} type="research" device="desktop" />;
}
