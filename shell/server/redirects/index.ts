/**
 * The shell team's redirects (decision 072): the file's schema and checks that need no routes,
 * and the matcher every shell server answers with. The registry (`../registry`) keeps the
 * published sets; `npm run routes -- publish-redirects` checks a file against the live routes.
 */
export {
  DEFAULT_REDIRECT_STATUS,
  entryName,
  isExternalTarget,
  parametersOf,
  PublishedRedirects,
  readRedirectSet,
  REDIRECT_STATUSES,
  RedirectEntry,
  RedirectsFile,
  sameRedirects,
  type Redirect,
  type RedirectProblem,
  type RedirectSet,
  type RedirectStatus,
} from './redirect-set';
export {
  NO_REDIRECTS,
  redirectCacheControl,
  redirectOf,
  redirectTableOf,
  type RedirectAnswer,
  type RedirectTable,
} from './redirect-match';
export { redirectFormsOf, segmentsOf, targetRouteOf, type PatternSegment } from './redirect-target';
