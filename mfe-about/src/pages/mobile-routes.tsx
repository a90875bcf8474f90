/** The mobile pages, by the paths of routes.json without /m (the router's basename is "/m" or "/en/m"). */
import { Route, Routes } from 'react-router';
import { IdRoute } from '../components/id-route';
import { NotFound } from '../components/not-found';
import { MobileIntroducePage } from './m-about-introduce/m-introduce-page';
import { MobileShareholderPage } from './m-about-shareholder/m-shareholder-page';
import { MobileTeamPage } from './m-about-team/m-team-page';
import { MobileTeamMemberPage } from './m-about-team-id/m-team-member-page';

export function MobileRoutes() {
  return (
    <Routes>
      <Route path="/about/introduce" element={<MobileIntroducePage />} />
      <Route path="/about/shareholder" element={<MobileShareholderPage />} />
      <Route path="/about/team" element={<MobileTeamPage />} />
      <Route path="/about/team/founder" element={<MobileTeamMemberPage memberId="founder" />} />
      <Route path="/about/team/:id" element={<IdRoute render={(id) => <MobileTeamMemberPage memberId={id} />} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
