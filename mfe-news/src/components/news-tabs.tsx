/** The tabs between Company News and Research (desktop lists). */
import { NavLink, useMatch } from 'react-router';
import { useCopy } from '../copy/copy';
import { listPath, NEWS_TYPES } from './paths';

export function NewsTabs() {
  const copy = useCopy();
  // /news shows Company News, so that tab is the current one there too.
  const atSectionRoot = useMatch('/news') !== null;
  return (
    <nav className="news-tabs" aria-label={copy.nav.label}>
      <ul className="news-tabs__list">
        {NEWS_TYPES.map((type) => {
          const to = type === 'dynamic' && atSectionRoot ? '/news' : listPath(type);
          return (
            <li key={type}>
              <NavLink
                to={to}
                end
                className={({ isActive }) => (isActive ? 'news-tabs__link news-tabs__link--active' : 'news-tabs__link')}
              >
                {copy.nav[type]}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
