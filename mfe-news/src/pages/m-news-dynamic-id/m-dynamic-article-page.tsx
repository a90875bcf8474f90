/** /m/news/dynamic/:id: one company news article on a phone. */
import { ArticlePage } from '../../components/article-page';

export function MobileDynamicArticlePage({ id }: { id: number }) {
  return <ArticlePage id={id} type="dynamic" device="mobile" />;
}
