/** The articles of a list page: cover, date, title, summary and source, each leading to its page. */
import { formatDate, type NewsSummary } from '@site/shared-contracts';
import { fill, LinkCard, useLanguage } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { IMAGE_SIZES } from './image-sizes';
import { articlePath } from './paths';

export function ArticleList({ articles, labelledBy }: { articles: readonly NewsSummary[]; labelledBy?: string }) {
  const copy = useCopy();
  const language = useLanguage();
  return (
    <ul className="news-list" aria-labelledby={labelledBy}>
      {articles.map((article) => (
        <li key={article.id}>
          <LinkCard
            className="news-card"
            level={3}
            to={articlePath(article.type, article.id)}
            title={article.title}
            image={{
              src: article.cover,
              alt: fill(copy.image.coverOf, { title: article.title }),
              size: IMAGE_SIZES.listCover,
            }}
            meta={
              <>
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
                <span className="news-meta__source">{fill(copy.list.source, { source: article.source })}</span>
              </>
            }
            text={article.summary}
          />
        </li>
      ))}
    </ul>
  );
}
