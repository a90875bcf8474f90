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
