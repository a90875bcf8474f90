/** The desktop tabs of the qualification pages: three kinds of honour and the two partner lists. */
import { SectionTabs, type SectionTab } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';

const TAB_PATHS = {
  brand: '/honour/brand',
  compliance: '/honour/compliance',
  organization: '/honour/organization',
  partner: '/honour/organization/partner',
  strategypartner: '/honour/organization/strategypartner',
} as const;

export function HonourTabs() {
  const copy = useCopy();
  const tabs: SectionTab[] = Object.entries(TAB_PATHS).map(([key, to]) => ({
    key,
    to,
    label: copy.tabs[key as keyof typeof TAB_PATHS],
  }));
  return <SectionTabs label={copy.tabsLabel} tabs={tabs} />;
}
