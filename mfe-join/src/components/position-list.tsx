/** Open positions as links to their details, with where, what and how many at a glance. */
import { Link } from 'react-router';
import { formatDate, type SocialPost } from '@site/shared-contracts';
import { fill, useLanguage } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { postDetailPath } from '../routes';

export function PositionList({ list, labelledBy }: { list: readonly SocialPost[]; labelledBy?: string }) {
  const copy = useCopy().positions;
  const language = useLanguage();
  return (
    <ul className="join-positions" aria-labelledby={labelledBy}>
      {list.map((post) => (
        <li key={post.id} className="join-position">
          <Link className="join-position__title" to={postDetailPath(post.id)}>
            {post.title}
          </Link>
          <p className="join-position__facts">
            <span>{post.city}</span>
            <span>{post.category}</span>
            <span>{post.department}</span>
            <span>{fill(copy.headcount, { count: String(post.headcount) })}</span>
            <span>{post.experience}</span>
            <span>{post.education}</span>
          </p>
          <p className="join-position__date">
            {fill(copy.published, { date: formatDate(post.publishedAt, language) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
