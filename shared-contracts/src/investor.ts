import type { Language } from './language';
import type { SiteConfig } from './state';

/**
 * SPEC.md §1: investor relations links out to the investor site, its pre-release variant when
 * the current address contains "pre", with the language as the `id` query parameter. One rule
 * for the shell's header and every section that links out.
 */
export function investorHrefOf(host: string, language: Language, config: SiteConfig): string {
  const base = host.includes('pre') ? config.investorPreUrl : config.investorUrl;
  return `${base}/?id=${language}`;
}
