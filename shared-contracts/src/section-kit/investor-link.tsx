/**
 * The investor site's address for a link in a section (SPEC.md §1, rule in shared-contracts),
 * from the page's address: the router's location on the server and in the browser alike, so the
 * server renders the pre-release link where the browser would and hydration changes nothing.
 */
import { useLocation } from 'react-router';
import { investorHrefOf } from '@site/shared-contracts';
import { useSection } from './section-context';

export function useInvestorHref(): string {
  const { props, language } = useSection();
  const { pathname, search } = useLocation();
  const path = pathname === '/' ? props.basename || '/' : `${props.basename}${pathname}`;
  return investorHrefOf(`${path}${search}`, language, props.initialState.config);
}
