/**
 * What a URL is, for tools outside the shell (`npm run routes`, decision 072): the same page model
 * and route resolution the server's documents and the browser call.
 */
export { basenameOf, joinLanguagePrefix, splitLanguagePrefix, type LanguagePrefix } from './location';
export {
  BAD_REQUEST_PATH,
  counterpartOf,
  pageModelOf,
  type PageInput,
  type PageModel,
  type PageView,
} from './page-model';
export { resolveRoute, type ResolvedRoute, type RouteResolution, type RouteTable } from './resolve-route';
