/**
 * The desktop tabs between a section's pages. A tab may also stand for the section's root path
 * (its `alsoAt`, e.g. /about shows the profile), and is the current one there too.
 */
import { NavLink, useMatch } from 'react-router';

export interface SectionTab {
  key: string;
  to: string;
  label: string;
  /** A path that shows this tab's page too: the tab links there while it is the current one. */
  alsoAt?: string;
  /** Whether the tab stays current on the pages below its path (a list and its details). */
  descendants?: boolean;
}

function TabLink({ tab }: { tab: SectionTab }) {
  const atAlias = useMatch({ path: tab.alsoAt ?? tab.to, end: true }) !== null && tab.alsoAt !== undefined;
  const to = atAlias && tab.alsoAt ? tab.alsoAt : tab.to;
  return (
    <NavLink
      to={to}
      end={!tab.descendants || atAlias}
      className={({ isActive }) => (isActive ? 'kit-tabs__link kit-tabs__link--active' : 'kit-tabs__link')}
    >
      {tab.label}
    </NavLink>
  );
}

export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  return (
    <nav className="kit-tabs" aria-label={label}>
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
