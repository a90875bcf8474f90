/** The root of the Honour and Investor section: the section kit's root around its pages. */
import { createSectionApp, type PageTable } from '@site/shared-contracts/section-kit';
import { HonourPage } from './pages/honour/honour-page';
import { PartnerPage } from './pages/honour-organization-partner/partner-page';
import { InvestPage } from './pages/invest-id/invest-page';
import { MobileCompliancePage } from './pages/m-honour-compliance/m-compliance-page';
import routes from './routes';

type PageName = (typeof routes.routes)[number]['page'];

/** The page of each page name of the routes module. */
export const HONOUR_PAGES: PageTable<PageName> = {
  brand: () => <HonourPage kind="brand" />,
  compliance: () => <HonourPage kind="compliance" />,
  organization: () => <HonourPage kind="organization" />,
  partner: () => <PartnerPage type="partner" />,
  strategypartner: () => <PartnerPage type="strategy" />,
  invest: InvestPage,
  'm-compliance': MobileCompliancePage,
};

export const HonourApp = createSectionApp(routes, HONOUR_PAGES);
