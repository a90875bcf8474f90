/** The desktop tabs between the pages of the About section. */
import { SectionTabs, type SectionTab } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { STORY_PATH, TEAM_PATH } from './team';

const TABS = [
  // /about shows the company profile, so the profile tab is the current one there too.
  { key: 'introduce', to: '/about/introduce', alsoAt: '/about' },
  { key: 'memorabilia', to: '/about/memorabilia' },
  { key: 'culture', to: '/about/culture' },
  { key: 'team', to: TEAM_PATH, descendants: true },
  { key: 'story', to: STORY_PATH, descendants: true },
  { key: 'shareholder', to: '/about/shareholder' },
] as const;

export function AboutTabs() {
  const copy = useCopy();
  const tabs: SectionTab[] = TABS.map((tab) => ({ ...tab, label: copy.nav[tab.key] }));
  return <SectionTabs label={copy.nav.label} tabs={tabs} />;
}
