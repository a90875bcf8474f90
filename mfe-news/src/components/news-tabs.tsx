/**
 * The tabs between Company News and Research (desktop lists): the kit's tabs (SectionTabs, the
 * same markup and classes), whose click shows the tab pressed in its own frame and changes the
 * list after it (decision 081).
 */
import { NavLink, useMatch } from 'react-router';
import { useCopy } from '../copy/copy';
import { usePaintFirstClick } from './paint-first';
import { listPath } from './paths';

interface NewsTab {
  key: string;
  to: string;
  label: string;
  /** A path that shows this tab's page too: the tab links there while it is the current one. */
  alsoAt?: string;
}

function TabLink({ tab }: { tab: NewsTab }) {
  const atAlias = useMatch({ path: tab.alsoAt ?? tab.to, end: true }) !== null && tab.alsoAt !== undefined;
  const to = atAlias && tab.alsoAt ? tab.alsoAt : tab.to;
  return (
    <NavLink
      to={to}
      end
      onClick={usePaintFirstClick(to)}
      className={({ isActive }) => (isActive ? 'kit-tabs__link kit-tabs__link--active' : 'kit-tabs__link')}
    >
      {tab.label}
    </NavLink>
  );
}

export function NewsTabs() {
  const copy = useCopy();
  const tabs: NewsTab[] = [
    // /news shows Company News, so that tab is the current one there too.
    { key: 'dynamic', to: listPath('dynamic'), alsoAt: '/news', label: copy.nav.dynamic },
    { key: 'research', to: listPath('research'), label: copy.nav.research },
  ];
  return (
    <nav className="kit-tabs" aria-label={copy.nav.label}>
      <ul className="kit-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <TabLink tab={tab} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
