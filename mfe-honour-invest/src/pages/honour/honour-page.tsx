/** /honour/brand, /honour/compliance and /honour/organization: one kind of honour each. */
import type { HonourType } from '@site/shared-contracts';
import { DesktopPage, useRouteData } from '@site/shared-contracts/section-kit';
import { HonourBody } from '../../components/honour-body';
import { HonourTabs } from '../../components/honour-tabs';
import { useCopy } from '../../copy/copy';
import {
  brandHonours,
  brandPage,
  complianceHonours,
  compliancePage,
  organizationHonours,
  organizationPage,
} from '../../routes';

/** The data needs of each kind, as the routes module declares them. */
const NEEDS = {
  brand: { page: brandPage, honours: brandHonours },
  compliance: { page: compliancePage, honours: complianceHonours },
  organization: { page: organizationPage, honours: organizationHonours },
} as const;

export function HonourPage({ kind }: { kind: HonourType }) {
  const copy = useCopy();
  const page = useRouteData(NEEDS[kind].page);
  const honours = useRouteData(NEEDS[kind].honours);
  return (
    <DesktopPage
      className="honour-page"
      headline={{ title: page.data?.title ?? copy.tabs[kind], ...copy.headlines[kind] }}
      nav={<HonourTabs />}
    >
      <HonourBody kind={kind} page={page} honours={honours} />
    </DesktopPage>
  );
}
