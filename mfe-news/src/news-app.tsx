/**
 * The root of the News section: the shell's props and the language in context, one router
 * under the shell's basename, and the desktop or the mobile page set.
 */
import { BrowserRouter } from 'react-router-dom';
import type { SectionProps } from '@site/shared-contracts';
import { DesktopRoutes } from './pages/desktop-routes';
import { MobileRoutes } from './pages/mobile-routes';
import { useRouterBasename } from './router-basename';
import { SectionProvider } from './section-context';

export function NewsApp(props: SectionProps) {
  const basename = useRouterBasename(props.basename);
  return (
    <SectionProvider props={props}>
      <BrowserRouter basename={basename}>
        {props.device === 'mobile' ? <MobileRoutes /> : <DesktopRoutes />}
      </BrowserRouter>
    </SectionProvider>
  );
}
