/** /about/story/:id: one story with its date, cover and text. */
import { formatDate } from '@site/shared-contracts';
import {
  ApiContent,
  BackLink,
  DesktopPage,
  fill,
  RichText,
  SectionImage,
  useLanguage,
  useListAfterLanguageSwitch,
  useRouteData,
} from '@site/shared-contracts/section-kit';
import { AboutTabs } from '../../components/about-tabs';
import { IMAGE_SIZES } from '../../components/image-sizes';
import { STORY_PATH } from '../../components/team';
import { useCopy } from '../../copy/copy';
import { story as storyNeed } from '../../routes';

export function StoryDetailPage() {
  const copy = useCopy();
  const language = useLanguage();
  const story = useRouteData(storyNeed, useListAfterLanguageSwitch(STORY_PATH));
  const headline = copy.headlines.storyDetail;
  return (
    <DesktopPage headline={{ ...headline, title: story.data?.title ?? headline.title }} nav={<AboutTabs />}>
      <ApiContent result={story}>
        {(detail) => (
          <article className="about-story">
            <p className="about-story__meta">
              {copy.story.published}{' '}
              <time dateTime={detail.publishedAt}>{formatDate(detail.publishedAt, language)}</time>
            </p>
            <SectionImage
              className="about-story__cover"
              src={detail.cover}
              alt={fill(copy.image.coverOf, { title: detail.title })}
              size={IMAGE_SIZES.storyCover}
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
