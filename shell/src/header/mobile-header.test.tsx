/** @jest-environment jsdom */
import type { NavigationEntry } from '@site/shared-contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chromeCopy } from '../copy/chrome-copy';
import { SITE_MENU } from './menu.fixture';
import { MobileHeader } from './mobile-header';
import type { ChromeActions, ChromeModel } from '../chrome-model';

const navigation: NavigationEntry[] = [
  { name: '首页', key: 'home', url: '/home' },
  { name: '关于我们', key: 'about', url: '/about/introduce' },
  { name: '资质荣誉', key: 'honour', url: '/honour/brand' },
  { name: '新闻中心', key: 'news', url: '/news/dynamic' },
];

function renderMobile(overrides: Partial<ChromeModel> = {}) {
  const model: ChromeModel = {
    language: 's',
    device: 'mobile',
    navigation,
    menu: SITE_MENU,
    categories: [],
    pathname: '/m/about/team/founder',
    languagePrefix: '',
    isNavBlack: false,
    investorHref: 'https://ir.hanshufintech.cn/?id=s',
    view: {
      kind: 'section',
      layout: 'm-detail',
      background: '/backgrounds/default.svg',
      routeName: 'm-about-team-founder',
      littleBall: true,
    },
    ...overrides,
  };
  const actions: jest.Mocked<ChromeActions> = {
    changeLanguage: jest.fn(),
    navigate: jest.fn(),
    retrySection: jest.fn(),
  };
  render(<MobileHeader model={model} actions={actions} copy={chromeCopy(model.language)} />);
  const menuButton = screen.getByRole('button', { name: chromeCopy(model.language).mobile.openMenu });
  return { actions, user: userEvent.setup(), menuButton };
}

describe('MobileHeader', () => {
  it('opens a modal drawer with focus inside and closes it with Esc, returning focus', async () => {
    const { user, menuButton } = renderMobile();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(menuButton);
    const dialog = screen.getByRole('dialog', { name: '网站菜单' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    // Focus moves in after the frame that shows the drawer (decision 081).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('keeps Tab inside the drawer', async () => {
    const { user, menuButton } = renderMobile();
    await user.click(menuButton);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: '关闭菜单' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'English' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes with the close button and with the backdrop', async () => {
    const { user, menuButton } = renderMobile();
    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: '关闭菜单' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(menuButton);
    await user.click(document.querySelector('.shell-drawer__backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes once a language is chosen in it, returning focus (issue 25 §9)', async () => {
    const { user, menuButton, actions } = renderMobile();
    await user.click(menuButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'English' }));
    expect(actions.changeLanguage).toHaveBeenCalledWith('e');
    // Its first frame shows the choice pressed; it closes after that frame (decision 076).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });

  it('opens on a tap', () => {
    const { menuButton } = renderMobile();
    fireEvent.touchStart(menuButton, { touches: [{ clientX: 10, clientY: 10 }] });
    fireEvent.touchEnd(menuButton, { changedTouches: [{ clientX: 10, clientY: 10 }] });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('groups the short mobile menu in an accordion, the current group expanded', async () => {
    const { user, menuButton, actions } = renderMobile();
    await user.click(menuButton);
    const dialog = screen.getByRole('dialog');
    const about = within(dialog).getByRole('button', { name: '关于我们' });
    const honour = within(dialog).getByRole('button', { name: '资质荣誉' });
    expect(about.getAttribute('aria-expanded')).toBe('true');
    expect(honour.getAttribute('aria-expanded')).toBe('false');
    const founder = within(dialog).getByRole('link', { name: '创始人' });
    expect(founder.getAttribute('href')).toBe('/m/about/team/founder');
    expect(founder.getAttribute('aria-current')).toBe('page');
    expect(within(dialog).queryByRole('link', { name: '合规资质' })).toBeNull();
    await user.click(honour);
    expect(honour.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(dialog).getByRole('link', { name: '合规资质' }));
    expect(actions.navigate).toHaveBeenCalledWith('/m/honour/compliance');
    // It closes after the frame that shows the link pressed (decision 081).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the drawer in the frame answering the tap; focus and the page lock follow that frame (decision 081)', async () => {
    const { menuButton } = renderMobile();
    fireEvent.click(menuButton);
    const dialog = screen.getByRole('dialog');
    // The tap's own task has neither moved focus nor locked the page's scrolling: both force a layout.
    expect(dialog.contains(document.activeElement)).toBe(false);
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(menuButton);
  });

  it('leaves the page unlocked when the drawer closes before its frame has painted', async () => {
    const { menuButton } = renderMobile();
    fireEvent.click(menuButton);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // What the open drawer would have done after its frame never comes.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(menuButton);
  });

  it('links home and the news with the English prefix', async () => {
    const english: NavigationEntry[] = [
      { name: 'About', key: 'about', url: '/about/introduce' },
      { name: 'News Center', key: 'news', url: '/news/dynamic' },
    ];
    const { user, menuButton } = renderMobile({ language: 'e', languagePrefix: '/en', navigation: english });
    await user.click(menuButton);
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(within(dialog).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en/m');
    expect(within(dialog).queryByRole('button', { name: 'Qualification Honor' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'News Center' }));
    expect(within(dialog).getByRole('link', { name: 'Company News' }).getAttribute('href')).toBe('/en/m/news/dynamic');
  });
});
