/**
 * The root every section renders under: its context and one router under the shell's basename.
 * In the browser that is a BrowserRouter; on the shell server (createServerEntry) a StaticRouter
 * at the requested URL, so both produce the same markup and the browser can hydrate it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import type { SectionProps } from '../section';
import { useRouterBasename } from './router-basename';
import { SectionProvider } from './section-context';

/** The URL being rendered on the server; null in the browser. */
export const ServerLocationContext = createContext<string | null>(null);

export function SectionRoot({ props, children }: { props: SectionProps; children: ReactNode }) {
  const serverLocation = useContext(ServerLocationContext);
  const basename = useRouterBasename(props.basename);
  return (
    <SectionProvider props={props}>
      {serverLocation === null ? (
        <BrowserRouter basename={basename}>{children}</BrowserRouter>
      ) : (
        <StaticRouter basename={basename} location={serverLocation}>
          {children}
        </StaticRouter>
      )}
    </SectionProvider>
  );
}
