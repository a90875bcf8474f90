/** The top story of a news type: a large card with cover, date and summary. */
import { formatDate, type NewsSummary } from '@site/shared-contracts';
import { fill, LinkCard, useLanguage } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { IMAGE_SIZES } from './image-sizes';
import { articlePath } from './paths';

export function TopStory({ story }: { story: NewsSummary }) {
  const copy = useCopy();
  const language = useLanguage();
  const cover = fill(copy.image.coverOf, { title: story.title });
  return (
    <LinkCard
      className="news-top"
      to={articlePath(story.type, story.id)}
      title={story.title}
      image={{ src: story.cover, alt: cover, size: IMAGE_SIZES.topCover, eager: true }}
      badge={copy.list.top}
      meta={<time dateTime={story.publishedAt}>{formatDate(story.publishedAt, language)}</time>}
      text={story.summary}
    />
  );
}
