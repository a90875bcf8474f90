/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestKey } from '@site/shared-contracts';
import type { FakeSectionOptions } from '@site/shared-contracts/section-kit/testing';
import { founder, introducePage, member, teamList } from './test-support/fixtures';
import { renderAboutAt } from './test-support/render-about';

const answers = {
  [requestKey('/api/web/page/detail', { key: 'introduce' })]: introducePage,
  [requestKey('/api/web/team/list', {})]: teamList,
  [requestKey('/api/web/team/detail', { id: 'founder' })]: founder,
  [requestKey('/api/web/team/detail', { id: '2' })]: member,
};
const everything = Object.keys(answers);

const renderAt = (url: string, options: FakeSectionOptions = {}) =>
  renderAboutAt(url, { answers, embedded: everything, ...options });

describe('AboutApp', () => {
  it('renders the desktop page with the section tabs on desktop', () => {
    renderAt('/about/team');
    expect(screen.getByRole('heading', { level: 1, name: '管理团队' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '关于瀚数栏目导航' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['公司简介', '发展历程', '企业文化', '管理团队', '公司故事', '股东介绍']);
    expect(within(tabs).getByRole('link', { name: '管理团队' }).getAttribute('aria-current')).toBe('page');
  });

  it('renders the mobile page set under /m on mobile, without the desktop tabs', () => {
    renderAt('/m/about/team', { device: 'mobile' });
    expect(screen.getByRole('heading', { level: 1, name: '管理团队' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: '陈立言' }).getAttribute('href')).toBe('/m/about/team/founder');
    expect(screen.getByRole('link', { name: '周慕远' }).getAttribute('href')).toBe('/m/about/team/2');
  });

  it('shows only the pages a device has: no story list on mobile', () => {
    const props = renderAt('/m/about/story', { device: 'mobile' });
    expect(props.showNotFound).toHaveBeenCalledTimes(1);
  });

  it('shows the company profile on /about, with its tab current', () => {
    renderAt('/about');
    expect(screen.getByRole('heading', { level: 1, name: '公司简介' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '我们是谁' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '公司简介' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps English links under /en', () => {
    renderAt('/en/about/team', { language: 'e', basename: '/en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Management Team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '周慕远' }).getAttribute('href')).toBe('/en/about/team/2');
  });

  it('follows the URL into /en when the visitor switches to English', async () => {
    const props = renderAt('/about/team');
    act(() => {
      props.bus.emit('language:changed', { language: 'e', previous: 's' });
    });
    act(() => {
      window.history.pushState(null, '', '/en/about/team');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Management Team' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '周慕远' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '周慕远' }).getAttribute('href')).toBe('/en/about/team/2');
  });

  it('shows the founder at /about/team/founder and a member at /about/team/:id', async () => {
    renderAt('/about/team');
    await userEvent.click(screen.getByRole('link', { name: '陈立言' }));
    expect(screen.getByRole('heading', { level: 1, name: '陈立言' })).toBeTruthy();
    expect(window.location.pathname).toBe('/about/team/founder');
    await userEvent.click(screen.getByRole('link', { name: /返回管理团队/ }));
    await userEvent.click(screen.getByRole('link', { name: '周慕远' }));
    expect(screen.getByRole('heading', { level: 1, name: '周慕远' })).toBeTruthy();
    expect(window.location.pathname).toBe('/about/team/2');
  });

  it('shows the 404 page for a malformed id without asking the API', () => {
    const props = renderAt('/about/team/abc');
    expect(props.showNotFound).toHaveBeenCalledTimes(1);
    expect(props.api.get).not.toHaveBeenCalled();
  });
});
