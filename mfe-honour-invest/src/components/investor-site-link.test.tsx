/** @jest-environment jsdom */
import { SectionHarness } from '@site/shared-contracts/section-kit/testing';
import { render, screen } from '@testing-library/react';
import { INVESTOR_CONFIG, sectionProps } from '../test-support/section-props';
import { InvestorSiteLink } from './investor-site-link';

function renderLink(language: 's' | 't' | 'e') {
  const props = sectionProps({ language });
  const config = { ...INVESTOR_CONFIG, origin: 'https://www-pre.hanshufintech.cn' };
  render(
    <SectionHarness props={{ ...props, initialState: { ...props.initialState, config } }} path="/invest">
      <InvestorSiteLink />
    </SectionHarness>,
  );
}

describe('the link to the investor site on a "pre" host', () => {
  it.each(['s', 't', 'e'] as const)('goes to the pre-release address with id=%s', async (language) => {
    renderLink(language);
    const link = await screen.findByRole('link', { name: /investor relations website|投资者关系网站|投資者關係網站/ });
    expect(link.getAttribute('href')).toBe(`https://ir-pre.example.cn/?id=${language}`);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
