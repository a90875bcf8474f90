/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { chromeModelOf, type ChromeActions, type ChromeModel } from '../chrome-model';
import { INTRODUCE_VIEW, SITE_MENU } from '../header/menu.fixture';
import { pageModelOf } from '../routing/page-model';
import { PreviewBanner } from './preview-banner';
import { ShellChrome } from './shell-chrome';

const PREVIEW = [{ section: 'mfe-news', version: '2026.11.28-1' }];

const model: ChromeModel = {
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
  preview: PREVIEW,
};

const actions: ChromeActions = { changeLanguage: () => {}, navigate: () => {}, retrySection: () => {} };

describe('PreviewBanner', () => {
  it.each([
    ['s', '预览', '预览：mfe-news 的候选版本 2026.11.28-1，仅本浏览器可见', '退出预览'],
    ['t', '預覽', '預覽：mfe-news 的候選版本 2026.11.28-1，僅本瀏覽器可見', '退出預覽'],
    ['e', 'Preview', 'Preview: candidate 2026.11.28-1 of mfe-news, in this browser only', 'Leave the preview'],
  ] as const)(
    'names the section and candidate in %s and links to leaving the preview',
    (language, label, text, leave) => {
      render(<PreviewBanner previews={PREVIEW} language={language} />);
      expect(screen.getByRole('complementary', { name: label }).textContent).toContain(text);
      expect(screen.getByRole('link', { name: leave }).getAttribute('href')).toBe('/_preview/leave');
    },
  );

  it('names every previewed section', () => {
    render(<PreviewBanner previews={[...PREVIEW, { section: 'mfe-about', version: 'v9' }]} language="e" />);
    expect(screen.getByRole('complementary').textContent).toContain('candidate v9 of mfe-about');
    expect(screen.getByRole('complementary').textContent).toContain('of mfe-news');
  });
});

describe('the chrome of a preview', () => {
  it('shows the banner only when the state names a preview, and keeps it in the model the browser rebuilds', () => {
    const page = pageModelOf({ pathname: '/about/introduce', routes: {}, registry: { sections: {} } });
    const state = {
      language: 's' as const,
      navigation: [],
      menu: [],
      categories: [],
      config: {
        origin: 'https://www.example.cn',
        investorUrl: 'https://ir.example.cn',
        investorPreUrl: 'https://p.example.cn',
      },
    };
    expect(chromeModelOf(page, state, '/about/introduce', false).preview).toBeUndefined();
    expect(chromeModelOf(page, { ...state, preview: PREVIEW }, '/about/introduce', false).preview).toEqual(PREVIEW);
    render(<ShellChrome model={{ ...model, preview: undefined }} actions={actions} slot={null} />);
    expect(screen.queryByRole('complementary', { name: '预览' })).toBeNull();
  });

  it('is reached from the keyboard, after the rest of the chrome', async () => {
    render(<ShellChrome model={model} actions={actions} slot={null} />);
    const leave = screen.getByRole('link', { name: '退出预览' });
    const user = userEvent.setup();
    const reached: Element[] = [];
    while (document.activeElement !== leave && reached.length < 100) {
      await user.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    expect(document.activeElement).toBe(leave);
    expect(reached[0]?.textContent).toBe('跳到主要内容');
    const footer = screen.getByRole('contentinfo');
    expect(reached.slice(0, -1).some((element) => footer.contains(element))).toBe(true);
  });

  it('hydrates the server-rendered banner without mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ShellChrome model={model} actions={actions} slot={null} />);
    document.body.appendChild(container);
    expect(container.querySelector('.shell-preview-banner')).not.toBeNull();
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <ShellChrome model={model} actions={actions} slot={null} />, {
        onRecoverableError: recoverable,
      }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
