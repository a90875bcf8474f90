/** The desktop tabs between the section's pages, as the header's Contact Us panel lists them. */
import { SectionTabs, type SectionTab } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { JOIN_PATH, SOCIAL_RECRUIT_PATH } from '../routes';

const TABS = [
  // /contact shows the contact page, so its tab is the current one there too.
  { key: 'contactus', to: '/contact/contactus', alsoAt: '/contact' },
  { key: 'join', to: JOIN_PATH },
  { key: 'socialRecruit', to: SOCIAL_RECRUIT_PATH },
  { key: 'campusRecruit', to: '/contact/join/campusRecruit' },
  { key: 'office', to: '/contact/join/office' },
  { key: 'emplife', to: '/contact/join/emplife' },
] as const;

export function JoinTabs() {
  const labels = useCopy().nav;
  return (
    <SectionTabs label={labels.label} tabs={TABS.map((tab): SectionTab => ({ ...tab, label: labels[tab.key] }))} />
  );
}
