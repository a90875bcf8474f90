/**
 * What browser builds take for `@site/shared-contracts` (webpack aliases it, decision 025): the
 * public entry without the entity schemas and the endpoint table's answer schemas, which only the
 * content API, the shell server and the release gate (Node) use; `index.ts` adds them to it.
 *
 * The contracts are a shared module, and a shared module keeps every export it has, used or not
 * (decision 066): a module with members only Node uses (the build's shared-module settings, the
 * release gate's manifest check, the server's registry and state helpers) is exported here by name,
 * its Node members by `index.ts` alone. A browser import of one of those fails `npm run typecheck`
 * (`tsconfig.browser.json` checks the browser code against this file), where webpack, which cannot
 * see into a shared module, would leave it `undefined`.
 */
export * from './language';
export * from './keys';
export * from './endpoint-queries';
export * from './routes';
export * from './events';
export { federationNameOf, SECTION_EXPOSE } from './federation';
export type * from './federation';
export { manifestOfRelease, routesOfRelease, releaseClientUrl, RELEASES_URL_PREFIX } from './registry';
export type * from './registry';
export { INITIAL_STATE_ELEMENT_ID, requestKey, languageRequestKey } from './state';
export type * from './state';
export * from './section';
export * from './dates';
export { SERVER_RENDERED_ATTRIBUTE, RELEASE_ATTRIBUTE, RENDERED_URL_ATTRIBUTE } from './server-entry';
export type * from './server-entry';
export { dataNeed, NUMERIC_ID_RULE, defineSectionRoutes, mediaImage, menuEntry } from './section-routes';
export type * from './section-routes';
export * from './investor';
// The entity and answer schemas stay in Node; their types are the browser's too.
export type * from './schemas';
export type * from './endpoints';
export type * from './structured-data';
// The one link to a site page: the sections take it from the kit, the shell's chrome from here.
export { SiteLink, sitePathIn, type SiteLinkProps } from './section-kit/site-link';
