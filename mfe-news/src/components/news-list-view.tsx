/**
 * A list page's body: the top story on the first page, then the articles of the URL's page and
 * the pages. The page lives in the URL (?page=2), so the back button and a reload keep it.
 */
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DataNeed, NewsSummary, NewsType } from '@site/shared-contracts';
import { ApiContent, useApi, useRouteData } from '@site/shared-contracts/section-kit';
import { listQueryOf, pageOf, type ListNeed } from '../api/news-queries';
import { useCopy } from '../copy/copy';
import { ArticleList } from './article-list';
import { EventsAside } from './events-aside';
import { Pagination } from './pagination';
import { listPath } from './paths';
import { TopStory } from './top-story';

export interface NewsListViewProps {
  type: NewsType;
  /** The route's data needs: the type's list (by the URL's ?page) and its top story. */
  list: ListNeed;
  top: DataNeed<'/api/web/news/detail/top'>;
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

export function NewsListView({
  type,
  list: listNeed,
  top: topNeed,
  basePath = listPath(type),
  withEvents = false,
}: NewsListViewProps) {
  const copy = useCopy();
  const headingId = useId();
  const [search] = useSearchParams();
  const list = useApi(listNeed.endpoint, listQueryOf(listNeed, search));
  // A type without a top story has none to show: no 404 page for that.
  const top = useRouteData(topNeed, { onNotFound: () => undefined });
  const firstPage = (pageOf(search) ?? 1) === 1;
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
                <Link className="kit-back__link" to={basePath}>
                  {copy.list.firstPage}
                </Link>
              </div>
            );
          }
          return (
            <>
              <h2 id={headingId} className="kit-section-title">
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
