/**
 * The section kit (`@site/shared-contracts/section-kit`): what every section's React code needs
 * from the shell's contract, written once. React, React DOM, react-router, single-spa and single-spa-react
 * come from the section (shared singletons in the browser, bundled in its server build).
 * The server entry has its own export (`section-kit/server`), so React DOM's server renderer
 * never reaches a browser bundle.
 */
export { SectionProvider, useSection, useLanguage, type SectionContextValue } from './section-context';
export { useApi, isNotFoundError, MIN_LOADING_MS, type ApiResult, type ApiOptions } from './use-api';
export { routerBasename, useRouterBasename } from './router-basename';
export { SectionRoot, ServerLocationContext } from './section-root';
export { SiteLink, sitePathIn, type SiteLinkProps } from './site-link';
export { createSectionLifecycles, takeServerMarkup, type SectionLifecycleOptions } from './lifecycles';
