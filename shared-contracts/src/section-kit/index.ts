/**
 * The section kit (`@site/shared-contracts/section-kit`): what every section's React code needs
 * from the shell's contract, written once. React, React DOM, react-router, single-spa and single-spa-react
 * come from the section (shared singletons in the browser, bundled in its server build).
 * The server entry has its own export (`section-kit/server`), so React DOM's server renderer
 * never reaches a browser bundle.
 */
export { SectionProvider, useSection, useLanguage, type SectionContextValue } from './section-context';
export { useApi, isNotFoundError, MIN_LOADING_MS, type ApiResult, type ApiOptions } from './use-api';
export { routerBasename } from './router-basename';
export { SectionRoot, ServerLocationContext } from './section-root';
export { SiteLink, sitePathIn, type SiteLinkProps } from './site-link';
export { createSectionLifecycles, takeServerMarkup, type SectionLifecycleOptions } from './lifecycles';
export { createSectionApp } from './section-app';
export {
  SectionRouter,
  routerPathOf,
  useCurrentRoute,
  useRouteData,
  type PageTable,
  type RoutePageProps,
} from './section-routes';
export { useListAfterLanguageSwitch } from './id-route';
export { NotFound } from './not-found';
export { ApiContent } from './api-content';
export { HeadlineBlock, type HeadlineBlockProps } from './headline-block';
export { SectionCrashed } from './section-crashed';
export { RichText } from './rich-text';
export { BackLink } from './back-link';
export { SectionImage, type ImageSize, type SectionImageProps } from './section-image';
export { DesktopPage, MobilePage, type PageFrameProps } from './page-frame';
export { SectionTabs, type SectionTab } from './section-tabs';
export { createCopy, fill, kitCopy, copyShapeOf, type SectionCopy, type KitCopy } from './copy';
export { useInvestorHref } from './investor-link';
export { TitledSection, type TitledSectionProps } from './titled-section';
export { LinkCard, type LinkCardProps } from './link-card';
