/** The fixed left side menu of the desktop detail layout: the news types and the list. */
import type { NewsType } from '@site/shared-contracts';
import { NavLink } from 'react-router';
import { useCopy } from '../copy/copy';
import { listPath, NEWS_TYPES } from './paths';

export function SideMenu({ type }: { type: NewsType }) {
  const copy = useCopy();
  return (
    <aside className="news-side">
      <nav className="news-side__nav" aria-label={copy.side.label}>
        <p className="news-side__title">{copy.side.label}</p>
        <ul className="news-side__list">
          {NEWS_TYPES.map((item) => (
            <li key={item}>
              <NavLink
                to={listPath(item)}
                className={item === type ? 'news-side__link news-side__link--current' : 'news-side__link'}
              >
                {copy.nav[item]}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={listPath(type)} end className="news-side__link news-side__link--list">
              {copy.side.list}
            </NavLink>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
