/** The root of this section: its routes module and the page each route renders. */
import { createSectionApp } from '@site/shared-contracts/section-kit';
import { TemplateSectionPage, MobileTemplateSectionPage } from './pages/template-section/template-section-page';
import routes from './routes';

export const TemplateSectionApp = createSectionApp(routes, {
  'template-section': TemplateSectionPage,
  'm-template-section': MobileTemplateSectionPage,
});
