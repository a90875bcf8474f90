/**
 * A link to a page of the site, the one component every such link is (in the sections and in the
 * shell's chrome): a real `<a href>` (it works without JavaScript and with "open in new tab"), and
 * a plain click navigates inside the page, through single-spa, which mounts the section that owns
 * the path, unless the caller names its own way to navigate.
 */
import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { navigateToUrl } from 'single-spa';
import { SectionContext, type SectionContextValue } from './section-context';

/** The URL of a site path in a language: English pages live under /en. */
export function sitePathIn(language: string, path: string): string {
  if (language !== 'e') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Whether a click should stay in the page: a plain left click, no modifier, no other target. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return event.button === 0 && !modified && (target === null || target === '_self');
}

interface SiteLinkOptions extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** How a plain click navigates: single-spa's navigateToUrl unless given. */
  navigate?: (href: string) => void;
  ref?: Ref<HTMLAnchorElement>;
}

export type SiteLinkProps = SiteLinkOptions &
  (
    | {
        /** A site path without the language prefix ("/news/dynamic/12", "/m/solution/bank"), in the section's language. */
        to: string;
        href?: undefined;
      }
    | {
        /** The URL with its language prefix already applied (the shell's chrome knows its prefix). */
        href: string;
        to?: undefined;
      }
  );

function languageOf(section: SectionContextValue | null): string {
  if (!section) throw new Error('<SiteLink to> needs a <SectionProvider> above it; outside a section give href');
  return section.language;
}

export function SiteLink(props: SiteLinkProps) {
  const { to: _to, href: _href, navigate = navigateToUrl, onClick, ...rest } = props;
  const section = useContext(SectionContext);
  const url = props.href === undefined ? sitePathIn(languageOf(section), props.to) : props.href;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(url);
  };
  return <a href={url} onClick={handleClick} {...rest} />;
}
