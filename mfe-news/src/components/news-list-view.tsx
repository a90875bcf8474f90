/**
 * A list page's body: the top story on the first page, then the articles of the URL's page and
 * the pages. The page lives in the URL (?page=2), so the back button and a reload keep it.
 */
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { NewsSummary, NewsType } from '@site/shared-contracts';
import { newsListQuery, pageOf, topStoryQuery } from '../api/news-queries';
import { useApi } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { ApiContent } from './api-content';
import { ArticleList } from './article-list';
import { EventsAside } from './events-aside';
import { Pagination } from './pagination';
import { listPath } from './paths';
import { TopStory } from './top-story';

export interface NewsListViewProps {
  type: NewsType;
  /** The path the pages link to: /news for the news center root, else the type's list. */
  basePath?: string;
  /** The events aside of the news center (/news, /news/dynamic). */
  withEvents?: boolean;
}

/** The newest date of the list's data: what "upcoming" events are judged against. */
function newestDate(top: NewsSummary | undefined, list: readonly NewsSummary[] | undefined): string | undefined {
  const dates = [top?.publishedAt, ...(list ?? []).map((item) => item.publishedAt)].filter(
    (date): date is string => date !== undefined,
  );
  return dates.length === 0 ? undefined : dates.reduce((a, b) => (a > b ? a : b));
}

export function NewsListView({ type, basePath = listPath(type), withEvents = false }: NewsListViewProps) {
  const copy = useCopy();
  const headingId = useId();
  const [search] = useSearchParams();
  const page = pageOf(search);
  const list = useApi('/api/web/news/list', newsListQuery(type, page));
  const top = useApi('/api/web/news/detail/top', topStoryQuery(type), { onNotFound: () => undefined });
  const firstPage = (page ?? 1) === 1;
  const topStory = firstPage ? top.data : undefined;

  const content = (
    <div className="news-list-view__main">
      {topStory && <TopStory story={topStory} />}
      <ApiContent result={list}>
        {(data) => {
          const articles = data.list.filter((article) => article.id !== topStory?.id);
          if (articles.length === 0 && !topStory) {
            return firstPage ? (
              <p className="news-empty">{copy.list.empty}</p>
            ) : (
              <div className="news-empty">
                <p>{copy.list.emptyPage}</p>
                <Link className="news-back__link" to={basePath}>
                  {copy.list.firstPage}
                </Link>
              </div>
            );
          }
          return (
            <>
              <h2 id={headingId} className="news-section-title">
                {copy.list.heading}
              </h2>
              <ArticleList articles={articles} labelledBy={headingId} />
              <Pagination basePath={basePath} page={data.page} total={data.total} pageSize={data.pageSize} />
            </>
          );
        }}
      </ApiContent>
    </div>
  );

  if (!withEvents) return content;
  return (
    <div className="news-list-view news-list-view--with-events">
      {content}
      <EventsAside referenceDate={newestDate(top.data, list.data?.list)} />
    </div>
  );
}
