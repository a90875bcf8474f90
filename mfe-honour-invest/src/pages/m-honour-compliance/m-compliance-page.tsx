/** /m/honour/compliance: the compliance page in one column for a phone. */
import { MobilePage, useRouteData } from '@site/shared-contracts/section-kit';
import { HonourBody } from '../../components/honour-body';
import { useCopy } from '../../copy/copy';
import { complianceHonours, compliancePage } from '../../routes';

export function MobileCompliancePage() {
  const copy = useCopy();
  const page = useRouteData(compliancePage);
  const honours = useRouteData(complianceHonours);
  return (
    <MobilePage
      className="honour-m-page"
      headline={{ title: page.data?.title ?? copy.tabs.compliance, ...copy.headlines.compliance }}
    >
      <HonourBody kind="compliance" page={page} honours={honours} />
    </MobilePage>
  );
}
