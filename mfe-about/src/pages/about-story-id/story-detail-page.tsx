/** /about/story/:id: one story with its date, cover and text. */
import { useApi } from '@site/shared-contracts/section-kit';
import { AboutImage } from '../../components/about-image';
import { ApiContent } from '../../components/api-content';
import { BackLink } from '../../components/back-link';
import { DesktopPage } from '../../components/desktop-page';
import { useListAfterLanguageSwitch } from '../../components/id-route';
import { RichText } from '../../components/rich-text';
import { STORY_PATH } from '../../components/team';
import { fill } from '../../copy/copy';
import { formatDate } from '@site/shared-contracts';
import { useCopy } from '../../copy/copy';
import { useLanguage } from '@site/shared-contracts/section-kit';

export function StoryDetailPage({ id }: { id: number }) {
  const copy = useCopy();
  const language = useLanguage();
  const story = useApi('/api/web/story/detail', { id }, useListAfterLanguageSwitch(STORY_PATH));
  const headline = copy.headlines.storyDetail;
  return (
    <DesktopPage headline={{ ...headline, title: story.data?.title ?? headline.title }}>
      <ApiContent result={story}>
        {(detail) => (
          <article className="about-story">
            <p className="about-story__meta">
              {copy.story.published}{' '}
              <time dateTime={detail.publishedAt}>{formatDate(detail.publishedAt, language)}</time>
            </p>
            <AboutImage
              className="about-story__cover"
              src={detail.cover}
              alt={fill(copy.image.coverOf, { title: detail.title })}
              kind="storyCover"
              eager
            />
            <p className="about-story__summary">{detail.summary}</p>
            <RichText html={detail.content} />
          </article>
        )}
      </ApiContent>
      <BackLink to={STORY_PATH}>{copy.story.back}</BackLink>
    </DesktopPage>
  );
}
