/** @jest-environment jsdom */
import type { Device, Language } from '@site/shared-contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chromeCopy } from '../copy/chrome-copy';
import { SiteFooter } from './site-footer';

const INVESTOR_SITE = 'https://ir.hanshufintech.cn/?id=s';

function renderFooter(device: Device, language: Language = 's') {
  const navigate = jest.fn();
  render(
    <SiteFooter
      copy={chromeCopy(language)}
      device={device}
      languagePrefix={language === 'e' ? '/en' : ''}
      investorHref={INVESTOR_SITE}
      navigate={navigate}
    />,
  );
  return { footer: screen.getByRole('contentinfo'), navigate };
}

const hrefsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SiteFooter', () => {
  it('links the on-site investor pages and keeps the link out to the investor site', () => {
    const { footer } = renderFooter('desktop');
    expect(hrefsOf(within(footer).getByRole('navigation', { name: '投资者关系' }))).toEqual([
      ['公司概览', '/invest'],
      ['公告与报告', '/invest/reports'],
      ['投资者联络', '/invest/contact'],
      ['投资者关系网站（在新窗口打开）', INVESTOR_SITE],
    ]);
    expect(
      within(footer)
        .getByRole('link', { name: /投资者关系网站/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it('links the investor pages in English under /en', () => {
    const { footer } = renderFooter('desktop', 'e');
    const investor = within(footer).getByRole('navigation', { name: 'Investor Relations' });
    expect(hrefsOf(investor).map(([, href]) => href)).toEqual([
      '/en/invest',
      '/en/invest/reports',
      '/en/invest/contact',
      INVESTOR_SITE,
    ]);
  });

  it('takes a phone visitor to the mobile Contact Us page, inside the site', async () => {
    const { footer, navigate } = renderFooter('mobile');
    const contact = within(footer).getByRole('link', { name: '联系我们' });
    expect(contact.getAttribute('href')).toBe('/m/contact/contactus');
    await userEvent.setup().click(contact);
    expect(navigate).toHaveBeenCalledWith('/m/contact/contactus');
  });

  it('takes an English phone visitor to the English mobile Contact Us page', () => {
    const { footer } = renderFooter('mobile', 'e');
    expect(within(footer).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/en/m/contact/contactus',
    );
  });
});
