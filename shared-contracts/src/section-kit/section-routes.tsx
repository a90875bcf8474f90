/**
 * The section's router, made from its routes module (`defineSectionRoutes`): one route per
 * declared path of the device's page set, the route's validate rule (a failure is the 404 page,
 * as on the server), and `useRouteData` to read a data need with the query the server embedded.
 */
import { createContext, Fragment, useContext, type ComponentType } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import type { EndpointPath } from '../endpoint-queries';
import type { EndpointData } from '../endpoints';
import { passesValidation, resolveDataParams, type RouteParams } from '@site/shared-contracts';
import type { ApiQuery } from '../section';
import { isMobilePath, type DataNeed, type SectionRouteDefinition, type SectionRoutes } from '@site/shared-contracts';
import { NotFound } from './not-found';
import { useSection } from './section-context';
import { useApi, type ApiOptions, type ApiResult } from './use-api';

export interface RoutePageProps {
  route: SectionRouteDefinition;
  params: RouteParams;
}

/** The section's page components by the page names its routes module uses. */
export type PageTable<Page extends string> = Record<Page, ComponentType<RoutePageProps>>;

const CurrentRoute = createContext<RoutePageProps | null>(null);

/** The path a route has under the device's router basename ("/m/about/team" → "/about/team"). */
export function routerPathOf(pattern: string): string {
  if (!isMobilePath(pattern)) return pattern;
  return pattern.slice('/m'.length) || '/';
}

function RoutePage({ route, Page }: { route: SectionRouteDefinition; Page: ComponentType<RoutePageProps> }) {
  const params = useParams();
  if (!passesValidation(route.validate, params)) return <NotFound />;
  const current = { route, params };
  // Keyed by its parameters: another id starts a fresh page.
  return (
    <CurrentRoute.Provider value={current}>
      <Fragment key={JSON.stringify(params)}>
        <Page {...current} />
      </Fragment>
    </CurrentRoute.Provider>
  );
}

export function SectionRouter<Page extends string>({
  routes,
  pages,
}: {
  routes: SectionRoutes<Page>;
  pages: PageTable<Page>;
}) {
  const { props } = useSection();
  const mobile = props.device === 'mobile';
  return (
    <Routes>
      {routes.routes
        .filter((route) => isMobilePath(route.path) === mobile)
        .map((route) => (
          <Route
            key={route.path}
            path={routerPathOf(route.path)}
            element={<RoutePage route={route} Page={pages[route.page]} />}
          />
        ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** The route the page renders for, with its parameters. */
export function useCurrentRoute(): RoutePageProps {
  const current = useContext(CurrentRoute);
  if (!current) throw new Error('useCurrentRoute is used outside a SectionRouter page');
  return current;
}

/**
 * The content of one data need of the current route, asked exactly as the server resolved it
 * (path parameters, URL query), so the first render finds the embedded answer. A need whose
 * parameter the URL lacks asks nothing.
 */
export function useRouteData<P extends EndpointPath>(
  need: DataNeed<P>,
  options: ApiOptions = {},
): ApiResult<EndpointData<P>> {
  const { params } = useCurrentRoute();
  const { search } = useLocation();
  const query = resolveDataParams(need, params, new URLSearchParams(search));
  return useApi(need.endpoint, (query ?? undefined) as ApiQuery<P> | undefined, {
    ...options,
    skip: query === null || options.skip,
  });
}
