/** The root of the Contact and Recruitment section: its routes module and the page each route renders. */
import { createSectionApp } from '@site/shared-contracts/section-kit';
import { CampusPage } from './pages/contact-join-campusRecruit/campus-page';
import { ContactPage } from './pages/contact-contactus/contact-page';
import { EmplifePage } from './pages/contact-join-emplife/emplife-page';
import { JoinPage } from './pages/contact-join/join-page';
import { MobileContactPage } from './pages/m-contact-contactus/m-contact-page';
import { OfficePage } from './pages/contact-join-office/office-page';
import { PositionPage } from './pages/contact-join-postDetail-id/position-page';
import { PositionsPage } from './pages/contact-join-socialRecruit/positions-page';
import routes from './routes';

export const JoinApp = createSectionApp(routes, {
  contact: ContactPage,
  join: JoinPage,
  campus: CampusPage,
  emplife: EmplifePage,
  office: OfficePage,
  positions: PositionsPage,
  position: PositionPage,
  'm-contact': MobileContactPage,
});
