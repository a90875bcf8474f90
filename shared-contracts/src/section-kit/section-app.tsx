/**
 * A section's root component from its routes module and page table: the kit's root (context
 * and router under the shell's basename) around the device's pages. `app.tsx` and `server.tsx`
 * both render it.
 */
import type { SectionProps } from '../section';
import type { SectionRoutes } from '../section-routes';
import { SectionRoot } from './section-root';
import { SectionRouter, type PageTable } from './section-routes';

export function createSectionApp<Page extends string>(routes: SectionRoutes<Page>, pages: PageTable<Page>) {
  function SectionApp(props: SectionProps) {
    return (
      <SectionRoot props={props}>
        <SectionRouter routes={routes} pages={pages} />
      </SectionRoot>
    );
  }
  SectionApp.displayName = `SectionApp(${routes.section})`;
  return SectionApp;
}
