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

export interface SiteFooterProps {
  copy: ChromeCopy;
  device: Device;
  languagePrefix: string;
  investorHref: string;
  navigate(href: string): void;
}

/** Company details, contact lines and quick links; on mobile only the contact essentials. */
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
        {!mobile && (
          <nav className="shell-footer__links" aria-label={text.quickLinks}>
            <h2 className="shell-footer__heading">{text.quickLinks}</h2>
            <ul>
              {QUICK_LINKS.map((link) => (
                <li key={link.key}>
                  <SiteLink href={languagePrefix + link.path} navigate={navigate}>
                    {text.links[link.key]}
                  </SiteLink>
                </li>
              ))}
              <li>
                <a href={investorHref} target="_blank" rel="noopener">
                  {text.investor}
                  <span className="shell-visually-hidden">{copy.opensInNewWindow}</span>
                </a>
              </li>
            </ul>
          </nav>
        )}
      </div>
      <p className="shell-footer__copyright">{text.copyright}</p>
    </footer>
  );
}
