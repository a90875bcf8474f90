import type { Language } from './language';
import type { SiteConfig } from './state';

/**
 * SPEC.md §1: investor relations links out to the investor site, its pre-release variant when
 * the current address contains "pre", with the language as the `id` query parameter. One rule
 * for the shell's header and footer and every section that links out, on the server and in the
 * browser alike: the address is the site's origin (config.origin) with the page's path and query,
 * so `/invest?x=pre` and a `pre.` host both choose the pre-release site.
 */
export function investorHrefOf(pathAndQuery: string, language: Language, config: SiteConfig): string {
  const address = `${config.origin}${pathAndQuery}`;
  const base = address.includes('pre') ? config.investorPreUrl : config.investorUrl;
  return `${base}/?id=${language}`;
}
