/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestKey } from '@site/shared-contracts';
import { NewsApp } from './news-app';
import { createSectionProps, type FakeSectionOptions } from '@site/shared-contracts/section-kit/testing';
import {
  article,
  dynamicPage1,
  dynamicPage2,
  events,
  oldestArticle,
  researchPage1,
  researchTop,
  topStory,
} from './test-support/fixtures';

// The keys the shell server embeds for the routes' data needs (see news-queries.test.ts).
const LIST = requestKey('/api/web/news/list', { type: 'dynamic' });
const LIST_2 = requestKey('/api/web/news/list', { type: 'dynamic', page: '2' });
const TOP = requestKey('/api/web/news/detail/top', { type: 'dynamic' });
const EVENTS = requestKey('/api/web/event/list', {});
const RESEARCH = requestKey('/api/web/news/list', { type: 'research' });
const RESEARCH_TOP = requestKey('/api/web/news/detail/top', { type: 'research' });
const ARTICLE = requestKey('/api/web/news/detail', { id: '28', type: 'dynamic' });
const OLDEST = requestKey('/api/web/news/detail', { id: '1', type: 'dynamic' });

const answers = {
  [LIST]: dynamicPage1,
  [LIST_2]: dynamicPage2,
  [TOP]: topStory,
  [EVENTS]: events,
  [RESEARCH]: researchPage1,
  [RESEARCH_TOP]: researchTop,
  [ARTICLE]: article,
  [OLDEST]: oldestArticle,
};
const everything = Object.keys(answers);

function renderAt(url: string, options: FakeSectionOptions = {}) {
  window.history.pushState(null, '', url);
  const props = createSectionProps({ answers, embedded: everything, ...options });
  render(<NewsApp {...props} />);
  return props;
}

describe('news lists', () => {
  it('paints /news/dynamic from the embedded answers without a request', () => {
    const props = renderAt('/news/dynamic');
    expect(screen.getByRole('heading', { level: 1, name: '公司动态' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2026瀚数金融科技大会举行' }).getAttribute('href')).toBe(
      '/news/dynamic/29',
    );
    expect(screen.getByRole('link', { name: '瀚数科技公布2025年度业绩' }).getAttribute('href')).toBe(
      '/news/dynamic/28',
    );
    // The top story is not repeated in the list.
    expect(screen.getAllByRole('link', { name: '2026瀚数金融科技大会举行' })).toHaveLength(1);
    expect(screen.getAllByText('来源：瀚数科技').length).toBeGreaterThan(0);
    expect(props.api.peek).toHaveBeenCalledWith('/api/web/news/list', { type: 'dynamic' });
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('paints page 2 from the key with page and without a request', () => {
    const props = renderAt('/news/dynamic?page=2');
    expect(screen.getByRole('link', { name: '第二页的文章' })).toBeTruthy();
    // No top story after the first page.
    expect(screen.queryByText('头条')).toBeNull();
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('links the pages with ?page, the first page without it', async () => {
    renderAt('/news/dynamic');
    const pages = screen.getByRole('navigation', { name: '分页' });
    expect(within(pages).getByRole('link', { name: '第1页' }).getAttribute('href')).toBe('/news/dynamic');
    expect(within(pages).getByRole('link', { name: '第1页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: '第2页' }).getAttribute('href')).toBe('/news/dynamic?page=2');
    expect(within(pages).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/news/dynamic?page=2');
    expect(within(pages).queryByRole('link', { name: '上一页' })).toBeNull();
    await userEvent.click(within(pages).getByRole('link', { name: '下一页' }));
    // The page turns after the click's own frame (decision 081).
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: '第二页的文章' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '上一页' }).getAttribute('href')).toBe('/news/dynamic');
  });

  it('turns the page and changes the tab after the frame answering the click, not in it (decision 081)', async () => {
    renderAt('/news/dynamic');
    const pages = screen.getByRole('navigation', { name: '分页' });
    // A click dispatched on its own: nothing of the navigation runs in its task.
    within(pages).getByRole('link', { name: '第2页' }).click();
    expect(window.location.search).toBe('');
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    const tabs = screen.getByRole('navigation', { name: '新闻中心栏目导航' });
    within(tabs).getByRole('link', { name: '研究报告' }).click();
    expect(window.location.pathname).toBe('/news/dynamic');
    await waitFor(() => expect(window.location.pathname).toBe('/news/research'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '研究报告' }).getAttribute('class')).toContain('kit-tabs__link--active'),
    );
  });

  it('leaves a modified click on a page link to the browser: the page stays', () => {
    renderAt('/news/dynamic');
    const pages = screen.getByRole('navigation', { name: '分页' });
    const link = within(pages).getByRole('link', { name: '第2页' });
    // Seen on the document, after the section's own handlers: nobody took it from the browser.
    let takenFromTheBrowser: boolean | undefined;
    const seen = (event: Event) => {
      takenFromTheBrowser = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot open a new tab
    };
    document.addEventListener('click', seen, { once: true });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(takenFromTheBrowser).toBe(false);
    expect(window.location.search).toBe('');
  });

  it('keeps /news in the page links and shows the events with labels from the data', () => {
    renderAt('/news');
    expect(screen.getByRole('link', { name: '第2页' }).getAttribute('href')).toBe('/news?page=2');
    expect(screen.getByRole('link', { name: '公司动态' }).getAttribute('aria-current')).toBe('page');
    const aside = screen.getByRole('complementary', { name: '活动' });
    expect(within(aside).getByText('普惠金融区域路演（成都站）')).toBeTruthy();
    expect(within(aside).getByText('成都')).toBeTruthy();
    expect(within(aside).getByText('即将举行')).toBeTruthy();
    expect(within(aside).getByText('已举行')).toBeTruthy();
  });

  it('shows research without events, with its tab current', () => {
    const props = renderAt('/news/research');
    expect(screen.getByRole('heading', { level: 1, name: '研究报告' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '消费金融行业发展趋势报告' }).getAttribute('href')).toBe(
      '/news/research/3',
    );
    expect(screen.getByRole('link', { name: '研究报告' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('complementary', { name: '活动' })).toBeNull();
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('says so when a list is empty', async () => {
    const empty = { total: 0, page: 1, pageSize: 10, list: [] };
    renderAt('/news/research', {
      answers: { [RESEARCH]: empty },
      embedded: [RESEARCH],
    });
    expect(await screen.findByText('暂时还没有文章，敬请期待。')).toBeTruthy();
  });
});

describe('news articles', () => {
  it('shows title, date, source, author, content and the neighbours', () => {
    const props = renderAt('/news/dynamic/28');
    expect(screen.getByRole('heading', { level: 1, name: '瀚数科技公布2025年度业绩' })).toBeTruthy();
    expect(screen.getByText('2026年3月24日').getAttribute('datetime')).toBe('2026-03-24');
    expect(screen.getByText('投资者关系部')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '业绩概览' })).toBeTruthy();
    const neighbours = screen.getByRole('navigation', { name: '相邻文章' });
    expect(within(neighbours).getByRole('link', { name: '2026瀚数金融科技大会举行' }).getAttribute('href')).toBe(
      '/news/dynamic/29',
    );
    expect(within(neighbours).getByRole('link', { name: '瀚数科技发布“瀚数营销云”' }).getAttribute('href')).toBe(
      '/news/dynamic/26',
    );
    expect(screen.getByRole('link', { name: /返回公司动态/ }).getAttribute('href')).toBe('/news/dynamic');
    const side = screen.getByRole('navigation', { name: '新闻中心' });
    expect(
      within(side)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/news/dynamic', '/news/research', '/news/dynamic']);
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('says there is no older article on the oldest one', () => {
    renderAt('/news/dynamic/1');
    expect(screen.getByText('没有了')).toBeTruthy();
  });

  it('does not run a script stored in the content', () => {
    const key = requestKey('/api/web/news/detail', { id: '7', type: 'dynamic' });
    const hostile = {
      ...article,
      id: 7,
      content: '<p>正文</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2" alt="">',
    };
    renderAt('/news/dynamic/7', { answers: { [key]: hostile }, embedded: [key] });
    expect(screen.getByText('正文')).toBeTruthy();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('asks the shell for its 404 page when the API does not know the id', async () => {
    const props = renderAt('/news/dynamic/404');
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(props.showNotFound).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(props.api.get).toHaveBeenCalledWith('/api/web/news/detail', { id: '404', type: 'dynamic' });
  });

  it('shows the 404 page for a malformed id without asking the API', () => {
    const props = renderAt('/news/dynamic/abc');
    expect(props.showNotFound).toHaveBeenCalledTimes(1);
    expect(props.api.get).not.toHaveBeenCalled();
    expect(props.api.peek).not.toHaveBeenCalledWith('/api/web/news/detail', expect.anything());
  });

  it('asks for a company news article only, so a research report id is the 404 page (issue 25 §1)', async () => {
    const key = requestKey('/api/web/news/detail', { id: '3', type: 'research' });
    const report = { ...article, id: 3, type: 'research' as const };
    const props = renderAt('/news/dynamic/3', { answers: { [key]: report } });
    await waitFor(() => expect(props.showNotFound).toHaveBeenCalledTimes(1));
    expect(props.api.get).toHaveBeenCalledWith('/api/web/news/detail', { id: '3', type: 'dynamic' });
  });
});

describe('devices', () => {
  it('renders the mobile list under /m without tabs or events', () => {
    const props = renderAt('/m/news/dynamic', { device: 'mobile' });
    expect(screen.getByRole('heading', { level: 1, name: '公司动态' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '新闻中心栏目导航' })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('link', { name: '瀚数科技公布2025年度业绩' }).getAttribute('href')).toBe(
      '/m/news/dynamic/28',
    );
    expect(screen.getByRole('link', { name: '第2页' }).getAttribute('href')).toBe('/m/news/dynamic?page=2');
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('renders the mobile article without the side menu', () => {
    renderAt('/m/news/dynamic/28', { device: 'mobile' });
    expect(screen.getByRole('heading', { level: 1, name: '瀚数科技公布2025年度业绩' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '新闻中心' })).toBeNull();
    expect(screen.getByRole('link', { name: '2026瀚数金融科技大会举行' }).getAttribute('href')).toBe(
      '/m/news/dynamic/29',
    );
  });

  it('has no research pages on mobile', () => {
    const props = renderAt('/m/news/research', { device: 'mobile' });
    expect(props.showNotFound).toHaveBeenCalledTimes(1);
  });

  it('renders desktop pages on desktop, with the tabs', () => {
    renderAt('/news/dynamic');
    expect(screen.getByRole('navigation', { name: '新闻中心栏目导航' })).toBeTruthy();
  });

  it('keeps English links under /en', () => {
    renderAt('/en/news/dynamic', { language: 'e', basename: '/en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Company News' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/en/news/dynamic?page=2');
  });
});
