/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { HeadlineBlock } from './headline-block';
import { createSectionProps, SectionHarness } from './testing';

// What kit-components.test.tsx does not cover: the headline follows a language switch in place.
describe('HeadlineBlock after a language switch', () => {
  it('hides the Chinese title when the visitor switches to English, keeping the English one', () => {
    const props = createSectionProps({ language: 't' });
    render(
      <SectionHarness props={props} path="/about">
        <HeadlineBlock title="公司簡介" titleEnglish="COMPANY PROFILE" titleChinese="關於瀚數" />
      </SectionHarness>,
    );
    expect(screen.getByText('關於瀚數')).toBeTruthy();
    act(() => {
      props.bus.emit('language:changed', { language: 'e', previous: 't' });
    });
    expect(screen.queryByText('關於瀚數')).toBeNull();
    expect(screen.getByText('COMPANY PROFILE')).toBeTruthy();
  });
});

describe('HeadlineBlock on mount (SPEC.md §4)', () => {
  afterEach(() => {
    document.cookie = 'zh_choose=; path=/; max-age=0';
  });

  function mountWithCookie(cookie: string | null) {
    document.cookie = cookie ? `zh_choose=${cookie}; path=/` : 'zh_choose=; path=/; max-age=0';
    const props = createSectionProps({ language: 's' });
    const requests: string[] = [];
    props.bus.on('language:request', ({ language }) => requests.push(language));
    render(
      <SectionHarness props={props} path="/about">
        <HeadlineBlock title="公司简介" titleEnglish="COMPANY PROFILE" titleChinese="关于瀚数" />
      </SectionHarness>,
    );
    return requests;
  }

  it('asks the shell to switch when the cookie names another language (another tab chose it)', () => {
    expect(mountWithCookie('t')).toEqual(['t']);
  });

  it('asks nothing when the cookie holds the language shown, or no language', () => {
    expect(mountWithCookie('s')).toEqual([]);
    expect(mountWithCookie('x')).toEqual([]);
    expect(mountWithCookie(null)).toEqual([]);
  });
});
