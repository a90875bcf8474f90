/** @jest-environment jsdom */
import type { NavigationEntry } from '@site/shared-contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { INTRODUCE_VIEW, SITE_MENU } from '../header/menu.fixture';
import { ShellChrome } from './shell-chrome';
import type { ChromeActions, ChromeModel } from '../chrome-model';

const navigation: NavigationEntry[] = [
  { name: '首页', key: 'home', url: '/home' },
  { name: '关于我们', key: 'about', url: '/about/introduce' },
  { name: '投资者关系', key: 'invest', url: '/invest' },
];

function modelOf(overrides: Partial<ChromeModel> = {}): ChromeModel {
  return {
    language: 's',
    device: 'desktop',
    navigation,
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

const actionsOf = (): jest.Mocked<ChromeActions> => ({
  changeLanguage: jest.fn(),
  navigate: jest.fn(),
  retrySection: jest.fn(),
});

describe('ShellChrome', () => {
  it('renders skip link, header, the section slot in its frame, footer and customer service', () => {
    render(<ShellChrome model={modelOf()} actions={actionsOf()} slot={<div>section content</div>} />);
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip.getAttribute('href')).toBe('#main');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.querySelector('[data-layout="default"]')?.textContent).toContain('section content');
    expect(screen.getByRole('banner').classList.contains('shell-header--black')).toBe(false);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('© 2014–2026 北京瀚数金融科技股份有限公司');
    expect(within(footer).getByRole('link', { name: '400-810-6689' }).getAttribute('href')).toBe('tel:400-810-6689');
    expect(screen.getByRole('button', { name: '在线客服' })).toBeTruthy();
  });

  it('says in one English line that a Chinese item shown to an English visitor has no English page', () => {
    const { unmount } = render(<ShellChrome model={modelOf()} actions={actionsOf()} slot={null} />);
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    render(<ShellChrome model={modelOf({ onlyInChinese: true })} actions={actionsOf()} slot={null} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('This page is available in Chinese only.');
    expect(note.getAttribute('lang')).toBe('en');
  });

  it('darkens the header when the page is scrolled', () => {
    render(<ShellChrome model={modelOf({ isNavBlack: true })} actions={actionsOf()} slot={null} />);
    expect(screen.getByRole('banner').classList.contains('shell-header--black')).toBe(true);
  });

  it('shows the 404 page in place of a section, keeping header and footer, without the widget in English', () => {
    render(
      <ShellChrome
        model={modelOf({ language: 'e', languagePrefix: '/en', navigation: [], view: { kind: 'not-found' } })}
        actions={actionsOf()}
        slot={<div>section content</div>}
      />,
    );
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('404 ERROR');
    expect(main.textContent).not.toContain('section content');
    expect(within(main).getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en/');
    expect(screen.getByRole('banner').classList.contains('shell-header--black')).toBe(true);
    expect(screen.getByRole('contentinfo').textContent).toContain('Beijing Hanshu Financial Technology Co., Ltd.');
    expect(screen.queryByRole('button', { name: /customer service/i })).toBeNull();
  });

  it('shows the 400 and error pages', () => {
    const { rerender } = render(
      <ShellChrome model={modelOf({ view: { kind: 'bad-request' } })} actions={actionsOf()} slot={null} />,
    );
    expect(screen.getByRole('main').textContent).toContain('400');
    rerender(
      <ShellChrome
        model={modelOf({ view: { kind: 'error', status: 503, message: 'Service Unavailable' } })}
        actions={actionsOf()}
        slot={null}
      />,
    );
    expect(screen.getByRole('main').textContent).toContain('503');
    expect(screen.getByRole('main').textContent).toContain('Service Unavailable');
  });

  it('offers a retry when a section failed to load', async () => {
    const actions = actionsOf();
    render(
      <ShellChrome
        model={modelOf({ language: 't', view: { kind: 'section-failed', section: 'mfe-about' } })}
        actions={actions}
        slot={null}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '重試' }));
    expect(actions.retrySection).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('renders the mobile header and a compact footer on mobile', () => {
    render(
      <ShellChrome
        model={modelOf({
          device: 'mobile',
          pathname: '/m/about/introduce',
          view: {
            kind: 'section',
            layout: 'm-default',
            background: '/backgrounds/default.svg',
            routeName: 'm-about-introduce',
            littleBall: true,
          },
        })}
        actions={actionsOf()}
        slot={null}
      />,
    );
    expect(screen.getByRole('button', { name: '打开菜单' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(screen.getByRole('contentinfo').classList.contains('shell-footer--mobile')).toBe(true);
  });

  it('hydrates the server-rendered markup without mismatch', async () => {
    jest.useFakeTimers();
    const model = modelOf({
      categories: [{ id: 3, title: '数据分析', url: '/product/DataAnalysis', image: '/x.svg' }],
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ShellChrome model={model} actions={actionsOf()} slot={null} />);
    document.body.appendChild(container);
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <ShellChrome model={model} actions={actionsOf()} slot={null} />, {
        onRecoverableError: recoverable,
      }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(container.querySelector('.shell-cs--visible')).not.toBeNull();
    act(() => root.unmount());
    container.remove();
    jest.useRealTimers();
  });
});
