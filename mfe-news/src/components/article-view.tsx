/**
 * One article: title (the page's h1), date, source, author, the rich text, the newer and older
 * neighbours and a link back to the list.
 */
import { Link } from 'react-router';
import { formatDate, type NewsDetail, type NewsType } from '@site/shared-contracts';
import { BackLink, RichText, useLanguage } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { articlePath, listPath } from './paths';

export function ArticleView({ article, type }: { article: NewsDetail; type: NewsType }) {
  const copy = useCopy();
  const language = useLanguage();
  return (
    <article className="news-article">
      <header className="news-article__header">
        <h1 className="news-article__title">{article.title}</h1>
        <dl className="news-article__meta">
          <div>
            <dt>{copy.article.published}</dt>
            <dd>
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
            </dd>
          </div>
          <div>
            <dt>{copy.article.source}</dt>
            <dd>{article.source}</dd>
          </div>
          {article.author && (
            <div>
              <dt>{copy.article.author}</dt>
              <dd>{article.author}</dd>
            </div>
          )}
        </dl>
      </header>
      <RichText className="news-rich" html={article.content} />
      <nav className="news-neighbours" aria-label={copy.article.neighbours}>
        <p className="news-neighbours__item news-neighbours__item--prev">
          <span className="news-neighbours__label">{copy.article.prev}</span>
          {article.prev ? (
            <Link className="news-neighbours__link" to={articlePath(type, article.prev.id)} rel="prev">
              {article.prev.title}
            </Link>
          ) : (
            <span className="news-neighbours__none">{copy.article.none}</span>
          )}
        </p>
        <p className="news-neighbours__item news-neighbours__item--next">
          <span className="news-neighbours__label">{copy.article.next}</span>
          {article.next ? (
            <Link className="news-neighbours__link" to={articlePath(type, article.next.id)} rel="next">
              {article.next.title}
            </Link>
          ) : (
            <span className="news-neighbours__none">{copy.article.none}</span>
          )}
        </p>
      </nav>
      <BackLink to={listPath(type)}>
        {type === 'dynamic' ? copy.article.backDynamic : copy.article.backResearch}
      </BackLink>
    </article>
  );
}
