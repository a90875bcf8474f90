/**
 * The investor site's address for a link in a section (SPEC.md §1, rule in shared-contracts).
 * The host is the browser's, so the pre-release choice is made after mount; the server renders
 * the public address and hydration matches.
 */
import { useEffect, useState } from 'react';
import { investorHrefOf } from '@site/shared-contracts';
import { useSection } from './section-context';

export function useInvestorHref(): string {
  const { props, language } = useSection();
  const [host, setHost] = useState('');
  useEffect(() => setHost(window.location.host), []);
  return investorHrefOf(host, language, props.initialState.config);
}
