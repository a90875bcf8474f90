/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { HeadlineBlock, type HeadlineBlockProps } from './headline-block';
import { createSectionProps, SectionHarness } from './testing';

const headline = { title: '公司简介', titleEnglish: 'COMPANY PROFILE', titleChinese: '关于瀚数' };

function renderHeadline(language: 's' | 't' | 'e', extra: Partial<HeadlineBlockProps> = {}) {
  const props = createSectionProps({ language });
  render(
    <SectionHarness props={props} path="/about">
      <HeadlineBlock {...headline} {...extra} />
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

  it("is a block's h2 with the given id and the section's class when asked", () => {
    renderHeadline('s', { level: 2, id: 'block-news', className: 'home-headline' });
    const heading = screen.getByRole('heading', { level: 2, name: '公司简介' });
    expect(heading.id).toBe('block-news');
    expect(heading.closest('header')?.className).toBe('kit-headline home-headline');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
