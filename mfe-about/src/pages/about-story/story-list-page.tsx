/** /about/story: the company's stories, newest first, each a card leading to its page. */
import { Link } from 'react-router';
import { useApi } from '@site/shared-contracts/section-kit';
import { AboutImage } from '../../components/about-image';
import { ApiContent } from '../../components/api-content';
import { DesktopPage } from '../../components/desktop-page';
import { storyPath } from '../../components/team';
import { fill } from '../../copy/copy';
import { formatDate } from '@site/shared-contracts';
import { useCopy } from '../../copy/copy';
import { useLanguage } from '@site/shared-contracts/section-kit';

export function StoryListPage() {
  const copy = useCopy();
  const language = useLanguage();
  const stories = useApi('/api/web/story/list');
  return (
    <DesktopPage headline={copy.headlines.story}>
      <ApiContent result={stories}>
        {(list) => (
          <ul className="about-cards">
            {list.map((story, index) => (
              <li key={story.id}>
                <article className="about-card">
                  <AboutImage
                    className="about-card__image"
                    src={story.cover}
                    alt={fill(copy.image.coverOf, { title: story.title })}
                    kind="storyCover"
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
