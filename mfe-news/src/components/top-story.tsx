/** The top story of a news type: a large card with cover, date and summary. */
import { Link } from 'react-router';
import { formatDate, type NewsSummary } from '@site/shared-contracts';
import { fill, SectionImage, useLanguage } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { IMAGE_SIZES } from './image-sizes';
import { articlePath } from './paths';

export function TopStory({ story }: { story: NewsSummary }) {
  const copy = useCopy();
  const language = useLanguage();
  return (
    <article className="news-top">
      <SectionImage
        className="news-top__cover"
        src={story.cover}
        alt={fill(copy.image.coverOf, { title: story.title })}
        size={IMAGE_SIZES.topCover}
        eager
      />
      <div className="news-top__body">
        <p className="news-badge">{copy.list.top}</p>
        <h2 className="news-top__title">
          {/* Stretched over the card by CSS: the card is the link, its name the title. */}
          <Link className="news-card__link" to={articlePath(story.type, story.id)}>
            {story.title}
          </Link>
        </h2>
        <p className="news-meta">
          <time dateTime={story.publishedAt}>{formatDate(story.publishedAt, language)}</time>
        </p>
        <p className="news-top__summary">{story.summary}</p>
      </div>
    </article>
  );
}
