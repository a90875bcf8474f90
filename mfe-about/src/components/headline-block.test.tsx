/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createSectionProps, SectionHarness } from '@site/shared-contracts/section-kit/testing';
import { HeadlineBlock } from './headline-block';

const headline = { title: '公司简介', titleEnglish: 'COMPANY PROFILE', titleChinese: '关于瀚数' };

function renderHeadline(language: 's' | 't' | 'e') {
  const props = createSectionProps({ language });
  render(
    <SectionHarness props={props} path="/about">
      <HeadlineBlock {...headline} />
    </SectionHarness>,
  );
  return props;
}

describe('HeadlineBlock', () => {
  it('shows the title as the h1, the English title and the Chinese title in Chinese', () => {
    renderHeadline('s');
    expect(screen.getByRole('heading', { level: 1, name: '公司简介' })).toBeTruthy();
    expect(screen.getByText('COMPANY PROFILE')).toBeTruthy();
    expect(screen.getByText('关于瀚数')).toBeTruthy();
  });

  it('hides the Chinese title in English and keeps the English one', () => {
    renderHeadline('e');
    expect(screen.getByText('COMPANY PROFILE')).toBeTruthy();
    expect(screen.queryByText('关于瀚数')).toBeNull();
  });

  it('hides the Chinese title when the language changes to English', () => {
    const props = renderHeadline('t');
    expect(screen.getByText('关于瀚数')).toBeTruthy();
    act(() => {
      props.bus.emit('language:changed', { language: 'e', previous: 't' });
    });
    expect(screen.queryByText('关于瀚数')).toBeNull();
    expect(screen.getByText('COMPANY PROFILE')).toBeTruthy();
  });
});
