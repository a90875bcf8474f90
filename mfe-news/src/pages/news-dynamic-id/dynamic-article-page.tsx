/** /news/dynamic/:id: one company news article beside the side menu. */
import { ArticlePage } from '../../components/article-page';

export function DynamicArticlePage({ id }: { id: number }) {
  return <ArticlePage id={id} type="dynamic" device="desktop" />;
}
