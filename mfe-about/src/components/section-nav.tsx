/** The desktop tabs between the pages of the About section. */
import { NavLink, useMatch } from 'react-router';
import { useCopy } from '../copy/copy';

const TABS = [
  { key: 'introduce', to: '/about/introduce' },
  { key: 'memorabilia', to: '/about/memorabilia' },
  { key: 'culture', to: '/about/culture' },
  { key: 'team', to: '/about/team' },
  { key: 'story', to: '/about/story' },
  { key: 'shareholder', to: '/about/shareholder' },
] as const;

export function SectionNav() {
  const copy = useCopy();
  // /about shows the company profile, so the profile tab is the current one there too.
  const atSectionRoot = useMatch('/about') !== null;
  return (
    <nav className="about-tabs" aria-label={copy.nav.label}>
      <ul className="about-tabs__list">
        {TABS.map((tab) => {
          const to = tab.key === 'introduce' && atSectionRoot ? '/about' : tab.to;
          return (
            <li key={tab.key}>
              <NavLink
                to={to}
                end={to === '/about'}
                className={({ isActive }) =>
                  isActive ? 'about-tabs__link about-tabs__link--active' : 'about-tabs__link'
                }
              >
                {copy.nav[tab.key]}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
