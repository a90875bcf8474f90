/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { SectionProvider } from './section-context';
import { SiteLink, sitePathIn } from './site-link';
import { createSectionProps } from './testing';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function renderLink(language: 's' | 'e', to: string) {
  render(
    <SectionProvider props={createSectionProps({ language })}>
      <SiteLink to={to}>news</SiteLink>
    </SectionProvider>,
  );
  return screen.getByRole('link', { name: 'news' });
}

describe('SiteLink', () => {
  beforeEach(() => jest.mocked(navigateToUrl).mockClear());

  it('links to the site path in the visitor language', () => {
    expect(renderLink('e', '/news/dynamic').getAttribute('href')).toBe('/en/news/dynamic');
    expect(sitePathIn('e', '/')).toBe('/en');
    expect(sitePathIn('t', '/m/solution/bank')).toBe('/m/solution/bank');
  });

  it('navigates inside the page on a plain click', () => {
    fireEvent.click(renderLink('s', '/news/dynamic/3'));
    expect(navigateToUrl).toHaveBeenCalledWith('/news/dynamic/3');
  });

  it('leaves a modified click to the browser, for a new tab', () => {
    fireEvent.click(renderLink('s', '/news/dynamic/3'), { ctrlKey: true });
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it("outside a section, links to the address it is given and navigates the caller's way (the shell's chrome)", () => {
    const navigate = jest.fn();
    render(
      <SiteLink href="/en/about/introduce" navigate={navigate}>
        about
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'about' });
    expect(link.getAttribute('href')).toBe('/en/about/introduce');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/en/about/introduce');
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
