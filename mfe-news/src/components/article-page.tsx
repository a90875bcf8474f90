/** An article page by id (desktop and mobile): its data, a 404 for an unknown id. */
import type { NewsType } from '@site/shared-contracts';
import { useApi } from '@site/shared-contracts/section-kit';
import { ApiContent } from './api-content';
import { ArticleView } from './article-view';
import { useListAfterLanguageSwitch } from './id-route';
import { SideMenu } from './side-menu';

export function ArticlePage({ id, type, device }: { id: number; type: NewsType; device: 'desktop' | 'mobile' }) {
  const article = useApi('/api/web/news/detail', { id }, useListAfterLanguageSwitch());
  const body = <ApiContent result={article}>{(detail) => <ArticleView article={detail} type={type} />}</ApiContent>;
  if (device === 'mobile') return <div className="news-m-page news-m-detail">{body}</div>;
  return (
    <div className="news-detail">
      <SideMenu type={type} />
      <div className="news-detail__main">{body}</div>
    </div>
  );
}
