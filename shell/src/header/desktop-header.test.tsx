/** @jest-environment jsdom */
import type { CategoryListItem, Language, NavigationEntry } from '@site/shared-contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as OpenCC from 'opencc-js/cn2t';
import { chromeCopy } from '../copy/chrome-copy';
import { DesktopHeader } from './desktop-header';
import { INTRODUCE_VIEW, SITE_MENU } from './menu.fixture';
import type { ChromeActions, ChromeModel } from '../chrome-model';

const KEYS = ['home', 'about', 'product', 'solution', 'honour', 'news', 'invest', 'contact'];
const URLS = [
  '/home',
  '/about/introduce',
  '/product/DataAnalysis',
  '/solution/bank',
  '/honour/brand',
  '/news/dynamic',
  '/invest',
  '/contact/contactus',
];
/** The names the content API's seed answers with. */
const ZH_NAMES = ['首页', '关于我们', '产品服务', '合作案例', '资质荣誉', '新闻中心', '投资者关系', '联系我们'];
const EN_NAMES = [
  'Home',
  'About',
  'Product Service',
  'Cooperation Case',
  'Qualification Honor',
  'News Center',
  'Investor Relations',
  'Contact Us',
];
/** The content API converts with OpenCC's "tw" target (content-api/src/lib/traditional.ts). */
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });

const navigationOf = (names: string[]): NavigationEntry[] =>
  names.map((name, index) => ({ name, key: KEYS[index] ?? '', url: URLS[index] ?? '/' }));

const navigationFor = (language: Language) =>
  navigationOf(language === 'e' ? EN_NAMES : language === 't' ? ZH_NAMES.map(toTraditional) : ZH_NAMES);

const categories: CategoryListItem[] = [
  { id: 3, title: '数据分析', url: '/product/DataAnalysis', image: '/api/media/products/DataAnalysis.svg' },
  { id: 4, title: '精准营销', url: '/product/PrecisionMarketing', image: '/api/media/products/PrecisionMarketing.svg' },
];

function modelOf(overrides: Partial<ChromeModel> = {}): ChromeModel {
  const language = overrides.language ?? 's';
  return {
    language,
    device: 'desktop',
    navigation: navigationFor(language),
    menu: SITE_MENU,
    categories,
    pathname: '/about/introduce',
    languagePrefix: language === 'e' ? '/en' : '',
    isNavBlack: false,
    investorHref: `https://ir.hanshufintech.cn/?id=${language}`,
    view: INTRODUCE_VIEW,
    ...overrides,
  };
}

function renderHeader(overrides: Partial<ChromeModel> = {}, dark = false) {
  const actions: jest.Mocked<ChromeActions> = {
    changeLanguage: jest.fn(),
    navigate: jest.fn(),
    retrySection: jest.fn(),
  };
  const model = modelOf(overrides);
  const view = render(<DesktopHeader model={model} actions={actions} copy={chromeCopy(model.language)} dark={dark} />);
  const nav = screen.getByRole('navigation', { name: chromeCopy(model.language).primaryNavigation });
  return { ...view, actions, nav, user: userEvent.setup() };
}

const entryNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.classList.contains('shell-nav__link'))
    .map((link) => link.firstChild?.textContent);

describe('DesktopHeader', () => {
  it('shows the eight entries in order when the navigation names them all', () => {
    const { nav } = renderHeader();
    expect(entryNames(nav)).toEqual(ZH_NAMES);
  });

  it('shows the English labels in English', () => {
    const { nav } = renderHeader({ language: 'e' });
    expect(entryNames(nav)).toEqual(EN_NAMES);
  });

  it('drops an entry whose name the navigation does not return', () => {
    const { nav } = renderHeader({ navigation: navigationOf(ZH_NAMES).filter((entry) => entry.name !== '资质荣誉') });
    expect(entryNames(nav)).not.toContain('资质荣誉');
    expect(entryNames(nav)).toHaveLength(7);
  });

  it('matches the Traditional names the API converts with the same converter', () => {
    expect(SITE_MENU.map((entry) => entry.label.t)).toEqual(ZH_NAMES.map(toTraditional));
    const { nav } = renderHeader({ language: 't' });
    expect(entryNames(nav)).toEqual([
      '首頁',
      '關於我們',
      '產品服務',
      '合作案例',
      '資質榮譽',
      '新聞中心',
      '投資者關係',
      '聯繫我們',
    ]);
  });

  it('links with the language prefix and marks the current page', () => {
    const { nav } = renderHeader({ language: 'e' });
    const about = within(nav).getByRole('link', { name: 'About' });
    expect(about?.getAttribute('href')).toBe('/en/about/introduce');
    expect(about?.getAttribute('aria-current')).toBe('page');
    expect(about?.classList.contains('shell-nav__link--active')).toBe(true);
    expect(within(nav).getByRole('link', { name: 'News Center' })?.hasAttribute('aria-current')).toBe(false);
  });

  it('navigates inside the page on a plain click and leaves modified clicks to the browser', async () => {
    const { nav, actions, user } = renderHeader();
    await user.click(within(nav).getByRole('link', { name: '新闻中心' }));
    expect(actions.navigate).toHaveBeenCalledWith('/news/dynamic');
    actions.navigate.mockClear();
    const link = within(nav).getByRole('link', { name: '合作案例' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(actions.navigate).not.toHaveBeenCalled();
  });

  it('links Investor Relations to the external site in a new window', () => {
    const { nav } = renderHeader();
    const invest = within(nav).getByRole('link', { name: /投资者关系/ });
    expect(invest?.getAttribute('href')).toBe('https://ir.hanshufintech.cn/?id=s');
    expect(invest?.getAttribute('rel')).toBe('noopener');
    expect(invest?.hasAttribute('aria-expanded')).toBe(false);
  });

  it('opens a panel with images on hover and closes it when the pointer leaves', async () => {
    const { nav, user } = renderHeader();
    const about = within(nav).getByRole('link', { name: '关于我们' });
    const panel = document.getElementById(about.getAttribute('aria-controls') ?? '');
    expect(about?.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    await user.hover(about);
    expect(about?.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    const founder = within(panel as HTMLElement).getByRole('link', { name: /创始人/ });
    expect(founder?.getAttribute('href')).toBe('/about/team/founder');
    const image = within(founder).getByRole('img');
    expect(image?.getAttribute('src')).toBe('/api/media/team/member-01.svg');
    expect(image?.getAttribute('width')).toBe('400');
    expect(image.getAttribute('alt')).toBeTruthy();
    await user.unhover(about);
    expect(about?.getAttribute('aria-expanded')).toBe('false');
  });

  it("closes an entry's panel after the frame answering a click on the entry, not in the click (decision 081)", async () => {
    const { nav, user } = renderHeader();
    const about = within(nav).getByRole('link', { name: '关于我们' });
    await user.hover(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    act(() => about.click());
    expect(about.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(about.getAttribute('aria-expanded')).toBe('false'));
  });

  it('opens on keyboard focus, lets Tab reach the panel, and closes on Esc returning focus', async () => {
    const { nav, user } = renderHeader();
    const about = within(nav).getByRole('link', { name: '关于我们' });
    await user.tab(); // logo
    await user.tab(); // home
    await user.tab();
    expect(document.activeElement).toBe(about);
    expect(about?.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.getAttribute('href')).toBe('/about/introduce');
    expect(document.activeElement?.classList.contains('shell-panel__link')).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(about);
    expect(about?.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with Enter or ArrowDown after Esc, ArrowDown moving into the panel', async () => {
    const { nav, user, actions } = renderHeader();
    const news = within(nav).getByRole('link', { name: '新闻中心' });
    act(() => news.focus());
    await user.keyboard('{Escape}');
    expect(news?.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(news?.getAttribute('aria-expanded')).toBe('true');
    expect(actions.navigate).not.toHaveBeenCalled();
    await user.keyboard('{Escape}{ArrowDown}');
    expect(news?.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.getAttribute('href')).toBe('/news/dynamic');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('href')).toBe('/news/research');
  });

  it('lists the product categories in the Product Service panel', async () => {
    const { nav, user } = renderHeader();
    const product = within(nav).getByRole('link', { name: '产品服务' });
    await user.hover(product);
    const panel = document.getElementById(product.getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/DataAnalysis',
      '/product/PrecisionMarketing',
    ]);
    expect(
      within(links[0] as HTMLElement)
        .getByRole('img')
        ?.getAttribute('src'),
    ).toBe('/api/media/products/DataAnalysis.svg');
    expect(links[1]?.textContent).toContain('精准营销');
  });

  it('has no panel on Home', () => {
    const { nav } = renderHeader();
    expect(within(nav).getByRole('link', { name: '首页' })?.hasAttribute('aria-expanded')).toBe(false);
  });

  it('switches language with pressed-state buttons', async () => {
    const { user, actions } = renderHeader();
    const simplified = screen.getByRole('button', { name: '简体中文' });
    expect(simplified?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'English' })?.getAttribute('lang')).toBe('en');
    await user.click(simplified);
    expect(actions.changeLanguage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(actions.changeLanguage).toHaveBeenCalledWith('e');
    await user.click(screen.getByRole('button', { name: '繁體中文' }));
    expect(actions.changeLanguage).toHaveBeenLastCalledWith('t');
    expect(actions.changeLanguage).toHaveBeenCalledTimes(2);
  });

  it('presses the chosen button at once, before the page has switched (decision 076)', async () => {
    const { user, actions, rerender } = renderHeader();
    const pressed = () =>
      screen.getAllByRole('button', { pressed: true }).map((button) => button.getAttribute('aria-label'));
    await user.click(screen.getByRole('button', { name: 'English' }));
    // The model still says Simplified: the switch runs after this frame.
    expect(pressed()).toEqual(['English']);
    // Pressed again while the switch is pending, it asks nothing more.
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(actions.changeLanguage).toHaveBeenCalledTimes(1);
    // Another chosen before the first switch is through: the page passes through English to it.
    await user.click(screen.getByRole('button', { name: '繁體中文' }));
    expect(actions.changeLanguage).toHaveBeenLastCalledWith('t');
    const show = (language: 's' | 't' | 'e') =>
      rerender(
        <DesktopHeader model={modelOf({ language })} actions={actions} copy={chromeCopy(language)} dark={false} />,
      );
    show('e');
    expect(pressed()).toEqual(['繁體中文']);
    show('t');
    expect(pressed()).toEqual(['繁體中文']);
    // Once the page shows it, the page's language alone says which is pressed.
    show('s');
    expect(pressed()).toEqual(['简体中文']);
  });

  it('turns dark when asked', () => {
    const { container, rerender, actions } = renderHeader();
    const header = container.querySelector('header');
    expect(header?.classList.contains('shell-header--black')).toBe(false);
    const model = modelOf({ isNavBlack: true });
    rerender(<DesktopHeader model={model} actions={actions} copy={chromeCopy('s')} dark />);
    expect(header?.classList.contains('shell-header--black')).toBe(true);
  });
});
