/** /contact/join/socialRecruit, and /contact/join/postDetail without an id: the open positions. */
import { DesktopPage } from '@site/shared-contracts/section-kit';
import { JoinTabs } from '../../components/join-tabs';
import { PositionsView } from '../../components/positions-view';
import { useCopy } from '../../copy/copy';

export function PositionsPage() {
  const copy = useCopy();
  return (
    <DesktopPage headline={copy.headlines.positions} nav={<JoinTabs />} className="join-positions-page">
      <PositionsView />
    </DesktopPage>
  );
}
