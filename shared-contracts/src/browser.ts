/**
 * What browser builds take for `@site/shared-contracts` (webpack aliases it, decision 025): the
 * public entry without the entity schemas and the endpoint table's answer schemas, which only the
 * content API, the shell server and the release gate (Node) use; `index.ts` adds them to it.
 */
export * from './language';
export * from './keys';
export * from './endpoint-queries';
export * from './routes';
export * from './events';
export * from './federation';
export * from './registry';
export * from './state';
export * from './section';
export * from './dates';
export * from './server-entry';
export * from './section-routes';
export * from './investor';
// The one link to a site page: the sections take it from the kit, the shell's chrome from here.
export { SiteLink, sitePathIn, type SiteLinkProps } from './section-kit/site-link';
