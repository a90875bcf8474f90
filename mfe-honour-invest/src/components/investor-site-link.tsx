/**
 * The way out to the external investor site (SPEC.md §1): the language as `id`, the pre-release
 * address on a "pre" host, by the one rule in shared-contracts that the header follows too.
 */
import { useInvestorHref } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';

export function InvestorSiteLink() {
  const copy = useCopy();
  const href = useInvestorHref();
  return (
    <aside className="invest-site" aria-label={copy.invest.site}>
      <p className="invest-site__text">{copy.invest.siteText}</p>
      <a className="kit-button invest-site__link" href={href} target="_blank" rel="noopener noreferrer">
        {copy.invest.site}
        <span className="invest-visually-hidden">{copy.invest.newWindow}</span>
      </a>
    </aside>
  );
}
