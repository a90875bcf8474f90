/** The root of the Home section: its routes module and the page each route renders. */
import { createSectionApp } from '@site/shared-contracts/section-kit';
import { HomePage } from './pages/index/home-page';
import { AutomobilePage } from './pages/m-automobile/automobile-page';
import { MobileHomePage } from './pages/m/m-home-page';
import routes from './routes';

export const HomeApp = createSectionApp(routes, {
  home: HomePage,
  'm-home': MobileHomePage,
  automobile: AutomobilePage,
});
