/**
 * The live route table (decision 072): rows of routes and redirects from a release catalog's
 * snapshot, its HTML page, and the check that each header entry's label is named by the
 * navigation. `npm run routes` (@site/release) and the metrics port show it.
 */
export {
  routeTableOf,
  type RedirectRow,
  type RouteRow,
  type RouteTableInput,
  type SiteRouteTable,
} from './route-table';
export { escapeHtml, routeTablePage } from './route-table-page';
export { navigationNamesOf, unnamedMenuEntries, type NavigationNames, type UnnamedMenuEntry } from './menu-names';
export { openSiteContent, type SiteContent } from './site-content';
