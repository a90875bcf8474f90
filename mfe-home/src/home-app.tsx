/**
 * The root of the Home section: the section kit's root (context and router under the shell's
 * basename) around the desktop or the mobile page set.
 */
import type { SectionProps } from '@site/shared-contracts';
import { SectionRoot } from '@site/shared-contracts/section-kit';
import { DesktopRoutes } from './pages/desktop-routes';
import { MobileRoutes } from './pages/mobile-routes';

export function HomeApp(props: SectionProps) {
  return <SectionRoot props={props}>{props.device === 'mobile' ? <MobileRoutes /> : <DesktopRoutes />}</SectionRoot>;
}
