/** The articles of a list page: cover, date, title, summary and source, each leading to its page. */
import { Link } from 'react-router';
import { formatDate, type NewsSummary } from '@site/shared-contracts';
import { fill, SectionImage, useLanguage } from '@site/shared-contracts/section-kit';
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
          <article className="news-card">
            <SectionImage
              className="news-card__cover"
              src={article.cover}
              alt={fill(copy.image.coverOf, { title: article.title })}
              size={IMAGE_SIZES.listCover}
            />
            <div className="news-card__body">
              <h3 className="news-card__title">
                <Link className="news-card__link" to={articlePath(article.type, article.id)}>
                  {article.title}
                </Link>
              </h3>
              <p className="news-meta">
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
                <span className="news-meta__source">{fill(copy.list.source, { source: article.source })}</span>
              </p>
              <p className="news-card__summary">{article.summary}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
