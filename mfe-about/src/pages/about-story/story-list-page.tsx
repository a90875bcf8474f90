/** /about/story: the company's stories, newest first, each a card leading to its page. */
import { formatDate } from '@site/shared-contracts';
import { ApiContent, DesktopPage, fill, LinkCard, useLanguage, useRouteData } from '@site/shared-contracts/section-kit';
import { AboutTabs } from '../../components/about-tabs';
import { IMAGE_SIZES } from '../../components/image-sizes';
import { storyPath } from '../../components/team';
import { useCopy } from '../../copy/copy';
import { stories as storiesNeed } from '../../routes';

export function StoryListPage() {
  const copy = useCopy();
  const language = useLanguage();
  const stories = useRouteData(storiesNeed);
  return (
    <DesktopPage headline={copy.headlines.story} nav={<AboutTabs />}>
      <ApiContent result={stories}>
        {(list) => (
          <ul className="kit-grid about-cards">
            {list.map((story, index) => (
              <li key={story.id}>
                <LinkCard
                  className="about-card"
                  to={storyPath(story.id)}
                  title={story.title}
                  image={{
                    src: story.cover,
                    alt: fill(copy.image.coverOf, { title: story.title }),
                    size: IMAGE_SIZES.storyCover,
                    eager: index === 0,
                  }}
                  meta={<time dateTime={story.publishedAt}>{formatDate(story.publishedAt, language)}</time>}
                  text={story.summary}
                />
              </li>
            ))}
          </ul>
        )}
      </ApiContent>
    </DesktopPage>
  );
}
