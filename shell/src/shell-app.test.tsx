/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { INTRODUCE_VIEW, SITE_MENU } from './header/menu.fixture';
import { createLoadingBar } from './loading-bar/loading-bar-controller';
import { ShellApp, shownModelOf } from './shell-app';
import type { ChromeActions, ChromeModel } from './chrome-model';

function modelOf(overrides: Partial<ChromeModel> = {}): ChromeModel {
  return {
    language: 's',
    device: 'desktop',
    navigation: [],
    menu: SITE_MENU,
    categories: [],
    pathname: '/about/introduce',
    languagePrefix: '',
    isNavBlack: false,
    investorHref: 'https://ir.hanshufintech.cn/?id=s',
    view: INTRODUCE_VIEW,
    ...overrides,
  };
}

const actions: ChromeActions = { changeLanguage: jest.fn(), navigate: jest.fn(), retrySection: jest.fn() };

describe('shownModelOf (decision 076)', () => {
  const before = modelOf();

  it('shows the deferred model while only the language or the menus change on the same page', () => {
    const next = { ...before, language: 'e' as const, languagePrefix: '/en' as const, navigation: [] };
    expect(shownModelOf(next, before)).toBe(before);
    expect(shownModelOf({ ...before, isNavBlack: true }, before)).toBe(before);
  });

  it('shows the new model at once when the page changes: its path, its view or its device', () => {
    for (const next of [
      { ...before, pathname: '/news/dynamic' },
      { ...before, view: { kind: 'not-found' as const } },
      { ...before, device: 'mobile' as const },
    ]) {
      expect(shownModelOf(next, before)).toBe(next);
    }
  });
});

describe('ShellApp', () => {
  it('ends up showing the new language, and a new page at once', async () => {
    const loadingBar = createLoadingBar();
    const { rerender } = render(
      <ShellApp model={modelOf()} actions={actions} loadingBar={loadingBar} sectionHost={null} sectionMarkup="" />,
    );
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toBeTruthy();
    await act(async () => {
      rerender(
        <ShellApp
          model={modelOf({ language: 'e', languagePrefix: '/en' })}
          actions={actions}
          loadingBar={loadingBar}
          sectionHost={null}
          sectionMarkup=""
        />,
      );
    });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    act(() => {
      rerender(
        <ShellApp
          model={modelOf({ language: 'e', languagePrefix: '/en', view: { kind: 'not-found' } })}
          actions={actions}
          loadingBar={loadingBar}
          sectionHost={null}
          sectionMarkup=""
        />,
      );
    });
    expect(screen.getByText('PAGE NOT FOUND')).toBeTruthy();
    loadingBar.dispose();
  });
});
