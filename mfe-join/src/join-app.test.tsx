/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestKey } from '@site/shared-contracts';
import { copyShapeOf } from '@site/shared-contracts/section-kit';
import { copyOf } from './copy/copy';
import routes from './routes';
import { noPositions, positionsPage1, positionsPage2 } from './test-support/fixtures';
import { embeddedFor, serve } from './test-support/serve';

/** A URL for every route of the routes module, with an id where the pattern has one. */
const everyRoute = routes.routes.map((route) => route.path.replace(':id?', '1'));

const hrefsIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

const positionsKey = (query: Record<string, string>) => requestKey('/api/web/recruit/social/list', query);

describe('every route', () => {
  it.each(everyRoute)('%s paints from the embedded answers of its data needs, with no request', (url) => {
    const { props } = serve(url);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(props.api.get).not.toHaveBeenCalled();
    expect(props.showNotFound).not.toHaveBeenCalled();
    for (const key of Object.keys(embeddedFor(url))) {
      const [path = '', query = ''] = key.split('?');
      expect(props.api.peek).toHaveBeenCalledWith(path, Object.fromEntries(new URLSearchParams(query)));
    }
  });

  it('has its static copy in Simplified, Traditional and English alike', () => {
    for (const language of ['t', 'e'] as const)
      expect({ language, shape: copyShapeOf(copyOf(language)) }).toEqual({ language, shape: copyShapeOf(copyOf('s')) });
    expect(copyOf('t').nav.socialRecruit).toBe('社會招聘');
  });
});

describe('the contact page', () => {
  it('lists the headquarters first, each office with its address, tel: and mailto: links', () => {
    serve('/contact/contactus');
    const offices = screen.getAllByRole('article');
    expect(within(offices[0] as HTMLElement).getByRole('heading', { name: /北京总部/ })).toBeTruthy();
    expect(within(offices[0] as HTMLElement).getByText('总部')).toBeTruthy();
    expect(within(offices[0] as HTMLElement).getByText('北京市海淀区西北旺东路10号院')).toBeTruthy();
    expect(
      within(offices[0] as HTMLElement)
        .getByRole('link', { name: '400-810-6689' })
        .getAttribute('href'),
    ).toBe('tel:4008106689');
    expect(
      within(offices[1] as HTMLElement)
        .getByRole('link', { name: 'sh@hanshufintech.cn' })
        .getAttribute('href'),
    ).toBe('mailto:sh@hanshufintech.cn');
  });

  it('shows the contact copy, its addresses as links', () => {
    serve('/contact');
    expect(screen.getByText('联系我们的副标题')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '联系我们正文' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'press@hanshufintech.cn' }).getAttribute('href')).toBe(
      'mailto:press@hanshufintech.cn',
    );
    // /contact shows the contact page, so its tab is the current one.
    expect(screen.getByRole('link', { name: '联系我们', current: 'page' }).getAttribute('href')).toBe('/contact');
  });

  it('gives a phone a call and an email button per office, without photos', () => {
    serve('/m/contact/contactus');
    expect(screen.getByRole('link', { name: '拨打电话 北京总部' }).getAttribute('href')).toBe('tel:4008106689');
    expect(screen.getByRole('link', { name: '发送邮件 上海分公司' }).getAttribute('href')).toBe(
      'mailto:sh@hanshufintech.cn',
    );
    expect(document.querySelector('.join-office__photo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the join page', () => {
  it('leads to the four recruitment pages', () => {
    serve('/en/contact/join', { language: 'e' });
    const more = screen.getByRole('navigation', { name: 'Find out more' });
    const pages = ['socialRecruit', 'campusRecruit', 'office', 'emplife'];
    expect(hrefsIn(more)).toEqual(pages.map((page) => `/en/contact/join/${page}`));
  });
});

describe('the positions list', () => {
  it('links each position to its detail and pages with real links', () => {
    serve('/contact/join/socialRecruit');
    expect(screen.getByRole('link', { name: '高级Java开发工程师' }).getAttribute('href')).toBe(
      '/contact/join/postDetail/1',
    );
    expect(screen.getByRole('status').textContent).toBe('共 12 个职位');
    const pages = screen.getByRole('navigation', { name: '职位分页' });
    expect(within(pages).getByRole('link', { name: '第1页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: '第2页' }).getAttribute('href')).toBe(
      '/contact/join/socialRecruit?page=2',
    );
    expect(within(pages).queryByRole('link', { name: '上一页' })).toBeNull();
  });

  it('keeps the filters in the pages and in the form', () => {
    const url = `/contact/join/socialRecruit?city=${encodeURIComponent('北京')}&keyword=Java`;
    serve(url);
    expect((screen.getByLabelText('工作城市') as HTMLSelectElement).value).toBe('北京');
    expect((screen.getByLabelText('职位类别') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('Java');
    const pages = screen.getByRole('navigation', { name: '职位分页' });
    expect(within(pages).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe(
      `/contact/join/socialRecruit?city=${encodeURIComponent('北京')}&keyword=Java&page=2`,
    );
    expect(screen.getByRole('link', { name: '清除筛选' }).getAttribute('href')).toBe('/contact/join/socialRecruit');
  });

  it('is a form that works without JavaScript: a GET to the list itself', () => {
    serve('/en/contact/join/socialRecruit', { language: 'e' });
    const form = screen.getByRole('search', { name: 'Filter positions' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/contact/join/socialRecruit');
    expect([...form.elements].map((element) => element.getAttribute('name')).filter(Boolean)).toEqual([
      'city',
      'category',
      'keyword',
    ]);
  });

  it('puts a search in the URL, leaving out blank filters, and asks the API for it', async () => {
    const searched = positionsKey({ category: '风控', keyword: '模型' });
    const { props } = serve('/contact/join/socialRecruit?page=2', { later: { [searched]: positionsPage1 } });
    await userEvent.selectOptions(screen.getByLabelText('职位类别'), '风控');
    await userEvent.type(screen.getByLabelText('关键词'), ' 模型 ');
    await userEvent.click(screen.getByRole('button', { name: '搜索职位' }));
    expect(window.location.search).toBe(
      `?category=${encodeURIComponent('风控')}&keyword=${encodeURIComponent('模型')}`,
    );
    await waitFor(() =>
      expect(props.api.get).toHaveBeenCalledWith('/api/web/recruit/social/list', { category: '风控', keyword: '模型' }),
    );
    expect(await screen.findByText('共 12 个职位')).toBeTruthy();
  });

  it('follows the URL back and forward, fields included', async () => {
    const { props } = serve('/contact/join/socialRecruit', {
      later: { [positionsKey({ page: '2' })]: positionsPage2 },
    });
    await userEvent.click(screen.getByRole('link', { name: '第2页' }));
    expect(await screen.findByRole('link', { name: '第二页的职位' })).toBeTruthy();
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: '高级Java开发工程师' })).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledTimes(2);
  });

  it('says so when nothing matches, with a way back to every position', () => {
    const url = `/contact/join/socialRecruit?keyword=${encodeURIComponent('不存在')}`;
    serve(url, { embeddedAnswer: () => noPositions });
    expect(screen.getByText('没有找到符合条件的职位，请调整筛选条件。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部职位' }).getAttribute('href')).toBe('/contact/join/socialRecruit');
    expect(screen.queryByRole('navigation', { name: '职位分页' })).toBeNull();
  });

  it('sends a page past the end back to the first page of the same search', () => {
    const url = `/contact/join/socialRecruit?city=${encodeURIComponent('北京')}&page=9`;
    serve(url, { embeddedAnswer: () => ({ ...positionsPage1, page: 9, list: [] }) });
    expect(screen.getByText('这一页没有职位。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到第一页' }).getAttribute('href')).toBe(
      `/contact/join/socialRecruit?city=${encodeURIComponent('北京')}`,
    );
  });

  it('takes values the API would refuse as absent, asking what the server embedded', () => {
    const { props } = serve('/contact/join/socialRecruit?page=abc&city=&keyword=');
    expect(props.api.peek).toHaveBeenCalledWith('/api/web/recruit/social/list', {});
    expect(props.api.get).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '第1页' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('a position', () => {
  it('shows its duties and requirements as description lists', () => {
    serve('/contact/join/postDetail/1');
    expect(screen.getByRole('heading', { level: 1, name: '高级Java开发工程师' })).toBeTruthy();
    const lists = [...document.querySelectorAll('.join-post__description dl')];
    expect(lists.map((list) => [...list.children].map((item) => `${item.tagName} ${item.textContent}`))).toEqual([
      ['DT 岗位职责', 'DD 负责决策引擎的架构设计', 'DD 参与微服务治理'],
      ['DT 任职要求', 'DD 5年以上Java开发经验', 'DD 熟悉MySQL与Redis'],
    ]);
  });

  it('has a send button addressed to the position, its title and id in the subject', () => {
    serve('/contact/join/postDetail/1');
    const send = screen.getByRole('link', { name: '投递简历' });
    expect(send.getAttribute('href')).toBe(
      `mailto:hr@hanshufintech.cn?subject=${encodeURIComponent('高级Java开发工程师 (1)')}`,
    );
    expect(send.getAttribute('href')).toContain('%20(1)');
    expect(send.className).toBe('join-send__button');
  });

  it('lists more positions beside it, not itself', () => {
    serve('/contact/join/postDetail/1');
    const more = screen.getByRole('complementary', { name: '其他热招职位' });
    expect(hrefsIn(more)).toEqual(['/contact/join/postDetail/2']);
  });

  it('is the positions list without an id', () => {
    const { props } = serve('/contact/join/postDetail');
    expect(screen.getByRole('heading', { level: 1, name: '社会招聘' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '风控模型科学家' })).toBeTruthy();
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('asks the shell for the 404 page for an id the API does not know', async () => {
    const { props } = serve('/contact/join/postDetail/1', { embeddedAnswer: () => undefined });
    window.history.pushState(null, '', '/contact/join/postDetail/999999');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(props.showNotFound).toHaveBeenCalled());
  });

  it('asks the shell for the 404 page for a malformed id, asking the API nothing', () => {
    const { props } = serve('/contact/join/postDetail/1');
    window.history.pushState(null, '', '/contact/join/postDetail/abc');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(props.showNotFound).toHaveBeenCalled();
    expect(props.api.get).not.toHaveBeenCalled();
  });
});

describe('the other join pages', () => {
  it('chooses the office city in the URL', () => {
    serve(`/contact/join/office?city=${encodeURIComponent('上海')}`);
    const cities = screen.getByRole('navigation', { name: '按城市查看' });
    expect(
      within(cities)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['全部城市', '北京', '上海']);
    expect(within(cities).getByRole('link', { current: 'page' }).textContent).toBe('上海');
    expect(within(cities).getByRole('link', { name: '北京' }).getAttribute('href')).toBe(
      `/contact/join/office?city=${encodeURIComponent('北京')}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: '会议室' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: '总部大堂' })).toBeNull();
  });

  it('shows employee life newest first', () => {
    serve('/contact/join/emplife');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '2026年会',
      '秋季团建',
    ]);
  });

  it('shows the campus programme and its positions', () => {
    serve('/contact/join/campusRecruit');
    expect(screen.getByRole('heading', { level: 3, name: '算法工程师（校招）' })).toBeTruthy();
    expect(screen.getByText('北京、上海')).toBeTruthy();
  });
});
