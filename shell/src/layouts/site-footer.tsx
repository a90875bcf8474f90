import { SiteLink, type Device } from '@site/shared-contracts';
import { classNames } from '../class-names';
import type { ChromeCopy } from '../copy/chrome-copy';

export const SERVICE_LINE = '400-810-6689';
export const CONTACT_EMAIL = 'contact@hanshufintech.cn';
export const BUSINESS_EMAIL = 'bd@hanshufintech.cn';

const EMAILS = [
  { key: 'contact', address: CONTACT_EMAIL },
  { key: 'hr', address: 'hr@hanshufintech.cn' },
  { key: 'ir', address: 'ir@hanshufintech.cn' },
  { key: 'press', address: 'press@hanshufintech.cn' },
] as const;

const QUICK_LINKS = [
  { key: 'introduce', path: '/about/introduce' },
  { key: 'product', path: '/product/DataAnalysis' },
  { key: 'news', path: '/news/dynamic' },
  { key: 'join', path: '/contact/join' },
  { key: 'contact', path: '/contact/contactus' },
] as const;

/** The investor pages of this site, beside the external investor site (SPEC.md §1). */
const INVESTOR_PAGES = [
  { key: 'overview', path: '/invest' },
  { key: 'reports', path: '/invest/reports' },
  { key: 'contact', path: '/invest/contact' },
] as const;

/** The one contact page of the mobile site: its drawer lists only SPEC.md's short menu. */
const MOBILE_CONTACT_PATH = '/m/contact/contactus';

export interface SiteFooterProps {
  copy: ChromeCopy;
  device: Device;
  languagePrefix: string;
  investorHref: string;
  navigate(href: string): void;
}

/**
 * Company details, contact lines, quick links and the investor pages; on mobile the contact
 * essentials and the way to Contact Us.
 */
export function SiteFooter({ copy, device, languagePrefix, investorHref, navigate }: SiteFooterProps) {
  const text = copy.footer;
  const mobile = device === 'mobile';
  return (
    <footer className={classNames('shell-footer', mobile && 'shell-footer--mobile')}>
      <div className="shell-footer__inner">
        <div className="shell-footer__company">
          <p className="shell-footer__name">{text.company}</p>
          <dl className="shell-footer__facts">
            {!mobile && (
              <div className="shell-footer__fact">
                <dt>{text.addressLabel}</dt>
                <dd>{text.address}</dd>
              </div>
            )}
            <div className="shell-footer__fact">
              <dt>{text.serviceLine}</dt>
              <dd>
                <a href={`tel:${SERVICE_LINE}`}>{SERVICE_LINE}</a>
              </dd>
            </div>
            {(mobile ? EMAILS.slice(0, 1) : EMAILS).map((email) => (
              <div key={email.key} className="shell-footer__fact">
                <dt>{text.emails[email.key]}</dt>
                <dd>
                  <a href={`mailto:${email.address}`}>{email.address}</a>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {mobile ? (
          <nav className="shell-footer__links" aria-label={text.quickLinks}>
            <SiteLink className="shell-footer__contact" href={languagePrefix + MOBILE_CONTACT_PATH} navigate={navigate}>
              {text.links.contact}
            </SiteLink>
          </nav>
        ) : (
          <>
            <nav className="shell-footer__links" aria-label={text.quickLinks}>
              <h2 className="shell-footer__heading">{text.quickLinks}</h2>
              <ul>
                <LinkItems links={QUICK_LINKS} labels={text.links} prefix={languagePrefix} navigate={navigate} />
              </ul>
            </nav>
            <nav className="shell-footer__links shell-footer__links--investor" aria-label={text.investor}>
              <h2 className="shell-footer__heading">{text.investor}</h2>
              <ul>
                <LinkItems
                  links={INVESTOR_PAGES}
                  labels={text.investorPages}
                  prefix={languagePrefix}
                  navigate={navigate}
                />
                <li>
                  <a href={investorHref} target="_blank" rel="noopener">
                    {text.investorSite}
                    <span className="shell-visually-hidden">{copy.opensInNewWindow}</span>
                  </a>
                </li>
              </ul>
            </nav>
          </>
        )}
      </div>
      <p className="shell-footer__copyright">{text.copyright}</p>
    </footer>
  );
}

interface LinkItemsProps<Key extends string> {
  links: readonly { key: Key; path: string }[];
  labels: Record<Key, string>;
  prefix: string;
  navigate(href: string): void;
}

/** The list items of a footer group's site links, in the page's language. */
function LinkItems<Key extends string>({ links, labels, prefix, navigate }: LinkItemsProps<Key>) {
  return links.map((link) => (
    <li key={link.key}>
      <SiteLink href={prefix + link.path} navigate={navigate}>
        {labels[link.key]}
      </SiteLink>
    </li>
  ));
}
