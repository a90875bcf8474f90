/**
 * A link to a page of another section: a real `<a href>` (it works without JavaScript and with
 * "open in new tab") in the visitor's language, and a plain click navigates inside the page
 * through single-spa, which mounts the section that owns the path.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { useLanguage } from './section-context';

/** The URL of a site path in a language: English pages live under /en. */
export function sitePathIn(language: string, path: string): string {
  if (language !== 'e') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return event.button === 0 && !modified && (target === null || target === '_self');
}

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path without the language prefix: "/news/dynamic/12", "/m/solution/bank". */
  to: string;
}

export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const href = sitePathIn(useLanguage(), to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigateToUrl(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
