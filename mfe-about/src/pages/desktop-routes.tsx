/** The desktop pages, by the paths of routes.json (the router's basename is "" or "/en"). */
import { Route, Routes } from 'react-router';
import { IdRoute } from '../components/id-route';
import { NotFound } from '../components/not-found';
import { IntroducePage } from './about-introduce/introduce-page';
import { CulturePage } from './about-culture/culture-page';
import { MemorabiliaPage } from './about-memorabilia/memorabilia-page';
import { ShareholderPage } from './about-shareholder/shareholder-page';
import { StoryListPage } from './about-story/story-list-page';
import { StoryDetailPage } from './about-story-id/story-detail-page';
import { TeamPage } from './about-team/team-page';
import { TeamMemberPage } from './about-team-id/team-member-page';

export function DesktopRoutes() {
  return (
    <Routes>
      <Route path="/about" element={<IntroducePage />} />
      <Route path="/about/introduce" element={<IntroducePage />} />
      <Route path="/about/story" element={<StoryListPage />} />
      <Route path="/about/story/:id" element={<IdRoute render={(id) => <StoryDetailPage id={id} />} />} />
      <Route path="/about/memorabilia" element={<MemorabiliaPage />} />
      <Route path="/about/culture" element={<CulturePage />} />
      <Route path="/about/team" element={<TeamPage />} />
      <Route path="/about/team/founder" element={<TeamMemberPage memberId="founder" />} />
      <Route path="/about/team/:id" element={<IdRoute render={(id) => <TeamMemberPage memberId={id} />} />} />
      <Route path="/about/shareholder" element={<ShareholderPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
