import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

/** Whether a click should stay in the page: a plain left click, no modifier, no other target. */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (target === null || target === '_self')
  );
}

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A site path with the language prefix already applied. */
  href: string;
  navigate(href: string): void;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A real link to a site page: it works without JavaScript and with "open in new tab", and a
 * plain click navigates inside the page.
 */
export function SiteLink({ href, navigate, onClick, ...rest }: SiteLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
