/** The tabs between Company News and Research (desktop lists). */
import { SectionTabs } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { listPath } from './paths';

export function NewsTabs() {
  const copy = useCopy();
  return (
    <SectionTabs
      label={copy.nav.label}
      tabs={[
        // /news shows Company News, so that tab is the current one there too.
        { key: 'dynamic', to: listPath('dynamic'), alsoAt: '/news', label: copy.nav.dynamic },
        { key: 'research', to: listPath('research'), label: copy.nav.research },
      ]}
    />
  );
}
