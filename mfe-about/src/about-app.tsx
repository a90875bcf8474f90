/** The root of the About section: its routes module and the page each route renders. */
import { createSectionApp } from '@site/shared-contracts/section-kit';
import { CulturePage } from './pages/about-culture/culture-page';
import { IntroducePage } from './pages/about-introduce/introduce-page';
import { MemorabiliaPage } from './pages/about-memorabilia/memorabilia-page';
import { ShareholderPage } from './pages/about-shareholder/shareholder-page';
import { StoryDetailPage } from './pages/about-story-id/story-detail-page';
import { StoryListPage } from './pages/about-story/story-list-page';
import { TeamMemberPage } from './pages/about-team-id/team-member-page';
import { TeamPage } from './pages/about-team/team-page';
import { MobileIntroducePage } from './pages/m-about-introduce/m-introduce-page';
import { MobileShareholderPage } from './pages/m-about-shareholder/m-shareholder-page';
import { MobileTeamMemberPage } from './pages/m-about-team-id/m-team-member-page';
import { MobileTeamPage } from './pages/m-about-team/m-team-page';
import routes from './routes';

export const AboutApp = createSectionApp(routes, {
  introduce: IntroducePage,
  memorabilia: MemorabiliaPage,
  culture: CulturePage,
  team: TeamPage,
  member: TeamMemberPage,
  stories: StoryListPage,
  story: StoryDetailPage,
  shareholder: ShareholderPage,
  'm-introduce': MobileIntroducePage,
  'm-shareholder': MobileShareholderPage,
  'm-team': MobileTeamPage,
  'm-member': MobileTeamMemberPage,
});
