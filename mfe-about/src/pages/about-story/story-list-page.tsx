/** /about/story: the company's stories, newest first, each a card leading to its page. */
import { Link } from 'react-router';
import { formatDate } from '@site/shared-contracts';
import {
  ApiContent,
  DesktopPage,
  fill,
  SectionImage,
  useLanguage,
  useRouteData,
} from '@site/shared-contracts/section-kit';
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
          <ul className="about-cards">
            {list.map((story, index) => (
              <li key={story.id}>
                <article className="about-card">
                  <SectionImage
                    className="about-card__image"
                    src={story.cover}
                    alt={fill(copy.image.coverOf, { title: story.title })}
                    size={IMAGE_SIZES.storyCover}
                    eager={index === 0}
                  />
                  <div className="about-card__body">
                    <h2 className="about-card__title">
                      {/* Stretched over the whole card by CSS: the card is the link, its name the title. */}
                      <Link className="about-card__link" to={storyPath(story.id)}>
                        {story.title}
                      </Link>
                    </h2>
                    <p className="about-card__meta">
                      <time dateTime={story.publishedAt}>{formatDate(story.publishedAt, language)}</time>
                    </p>
                    <p className="about-card__text">{story.summary}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </ApiContent>
    </DesktopPage>
  );
}
