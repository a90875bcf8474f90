/**
 * The root every section renders under: its context and one router under the shell's basename.
 * In the browser that router follows the window's history; on the shell server
 * (createServerEntry) it is a StaticRouter at the requested URL, so both produce the same markup
 * and the browser can hydrate it.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Router,
  StaticRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router';
import type { SectionProps } from '../section';
import { routerBasename } from './router-basename';
import { SectionProvider } from './section-context';

/** The URL being rendered on the server; null in the browser. */
export const ServerLocationContext = createContext<string | null>(null);

/**
 * In the browser, the path and query the server rendered the markup being hydrated for; null when
 * the section renders afresh. The section's lifecycles provide it on a hydrating mount.
 */
export const HydrationUrlContext = createContext<string | null>(null);

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
interface RouterState {
  action: NavigationType;
  location: Location;
}

const pathOf = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`;

/** The location the server rendered: the window's when it has not moved since, else that URL alone. */
function renderedLocation(url: string, current: Location): Location {
  if (pathOf(current) === url) return current;
  const query = url.indexOf('?');
  return {
    pathname: query < 0 ? url : url.slice(0, query),
    search: query < 0 ? '' : url.slice(query),
    hash: '',
    state: null,
    key: 'default',
  };
}

const sameLocation = (a: Location, b: Location) => pathOf(a) === pathOf(b) && a.hash === b.hash && a.key === b.key;

/**
 * React Router's BrowserRouter, except that a hydrating render starts from the URL the server
 * rendered. A history step can land between the mount and that render (React hydrates in a later
 * task): BrowserRouter would then render the new address over the old markup, and React would
 * report a mismatch and throw the markup away. Here the markup is hydrated as it was rendered,
 * and the router moves to the new address right after, as it does for any later step.
 *
 * The router's basename is the section's device prefix under the language prefix of the location
 * it renders, worked out from that location in the same render: switching to or from English
 * moves the URL into or out of /en while the section may still be mounted, and a basename kept as
 * separate state could meet the new location a render late (no route matched: the 404 page).
 */
export function SectionBrowserRouter({
  basename,
  hydrationUrl,
  children,
}: {
  basename: string;
  hydrationUrl: string | null;
  children: ReactNode;
}) {
  const historyRef = useRef<BrowserHistory | null>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location: hydrationUrl === null ? history.location : renderedLocation(hydrationUrl, history.location),
  }));
  // As BrowserRouter: each history step is a transition.
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  // Steps taken before the listener above was attached (during hydration) are caught up here.
  useEffect(() => {
    const now = history.location;
    setState((shown) => (sameLocation(shown.location, now) ? shown : { action: history.action, location: now }));
  }, [history]);
  return (
    <Router
      basename={routerBasename(basename, state.location.pathname)}
      location={state.location}
      navigationType={state.action}
      navigator={history}
    >
      {children}
    </Router>
  );
}

export function SectionRoot({ props, children }: { props: SectionProps; children: ReactNode }) {
  const serverLocation = useContext(ServerLocationContext);
  const hydrationUrl = useContext(HydrationUrlContext);
  return (
    <SectionProvider props={props}>
      {serverLocation === null ? (
        <SectionBrowserRouter basename={props.basename} hydrationUrl={hydrationUrl}>
          {children}
        </SectionBrowserRouter>
      ) : (
        <StaticRouter basename={props.basename} location={serverLocation}>
          {children}
        </StaticRouter>
      )}
    </SectionProvider>
  );
}
