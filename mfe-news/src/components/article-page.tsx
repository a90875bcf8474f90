/** An article page by id (desktop and mobile): its data, a 404 for an unknown id. */
import type { NewsType } from '@site/shared-contracts';
import { ApiContent, useListAfterLanguageSwitch, useRouteData } from '@site/shared-contracts/section-kit';
import { articleOf } from '../routes';
import { ArticleView } from './article-view';
import { listPath } from './paths';
import { SideMenu } from './side-menu';

export function ArticlePage({ type, device }: { type: NewsType; device: 'desktop' | 'mobile' }) {
  // SPEC.md §4: after a language switch an open article goes to the company news list.
  const article = useRouteData(articleOf(type), useListAfterLanguageSwitch(listPath('dynamic')));
  const body = <ApiContent result={article}>{(detail) => <ArticleView article={detail} type={type} />}</ApiContent>;
  if (device === 'mobile') return <div className="kit-m-page news-m-detail">{body}</div>;
  return (
    <div className="news-detail">
      <SideMenu type={type} />
      <div className="news-detail__main">{body}</div>
    </div>
  );
}
