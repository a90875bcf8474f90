/**
 * /contact/join/postDetail/:id: one position, its facts, duties and requirements as description
 * lists, and the send button; beside it more open positions. Without an id, the positions list.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate, type SocialPost, type SocialPostDetail } from '@site/shared-contracts';
import {
  ApiContent,
  BackLink,
  HeadlineBlock,
  TitledSection,
  fill,
  useCurrentRoute,
  useLanguage,
  useListAfterLanguageSwitch,
  useRouteData,
} from '@site/shared-contracts/section-kit';
import { SendButton } from '../../components/send-button';
import { useCopy } from '../../copy/copy';
import { JOIN_PATH, SOCIAL_RECRUIT_PATH, position, positions, postDetailPath } from '../../routes';
import { PositionsPage } from '../contact-join-socialRecruit/positions-page';

function PositionFacts({ post }: { post: SocialPostDetail }) {
  const copy = useCopy().position;
  const language = useLanguage();
  const facts = [
    [copy.city, post.city],
    [copy.category, post.category],
    [copy.department, post.department],
    [copy.headcount, fill(copy.headcountValue, { count: String(post.headcount) })],
    [copy.experience, post.experience],
    [copy.education, post.education],
    [copy.published, formatDate(post.publishedAt, language)],
  ] as const;
  return (
    <dl className="join-post__facts" aria-label={copy.factsLabel}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PositionDescription({ post }: { post: SocialPostDetail }) {
  const copy = useCopy().position;
  const headingId = useId();
  const lists = [
    ['duties', copy.duties, post.duties],
    ['requirements', copy.requirements, post.requirements],
  ] as const;
  return (
    <section className="join-post__description" aria-labelledby={headingId}>
      <h2 id={headingId} className="join-post__heading">
        {copy.descriptionHeading}
      </h2>
      {lists.map(([key, term, items]) => (
        <dl key={key} className={`join-post__list join-post__list--${key}`}>
          <dt>{term}</dt>
          {items.map((item) => (
            <dd key={item}>{item}</dd>
          ))}
        </dl>
      ))}
    </section>
  );
}

function MorePositions({ current }: { current: number }) {
  const copy = useCopy().position;
  const list = useRouteData(positions);
  const others = (list.data?.list ?? []).filter((post: SocialPost) => post.id !== current).slice(0, 5);
  if (others.length === 0) return null;
  return (
    <TitledSection title={copy.others} as="aside" className="join-post__more">
      <ul>
        {others.map((post) => (
          <li key={post.id}>
            <Link to={postDetailPath(post.id)}>{post.title}</Link>
            <span>
              {post.city} · {post.category}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function PositionDetail() {
  const copy = useCopy();
  // A position belongs to one language backend: after a switch the shell goes to /contact/join.
  const post = useRouteData(position, useListAfterLanguageSwitch(JOIN_PATH));
  return (
    // The kit's page look (width, spacing, colours) without its headline: the position's title is the h1.
    <div className="kit-page join-post">
      <div className="join-post__main">
        <BackLink to={SOCIAL_RECRUIT_PATH}>{copy.position.back}</BackLink>
        <ApiContent result={post}>
          {(detail) => (
            <article className="join-post__article">
              <HeadlineBlock {...copy.headlines.position} title={detail.title} className="join-post__headline" />
              <PositionFacts post={detail} />
              <SendButton email={detail.email} title={detail.title} id={detail.id} />
              <PositionDescription post={detail} />
            </article>
          )}
        </ApiContent>
      </div>
      {post.data && <MorePositions current={post.data.id} />}
    </div>
  );
}

export function PositionPage() {
  const { params } = useCurrentRoute();
  return params.id === undefined ? <PositionsPage /> : <PositionDetail />;
}
