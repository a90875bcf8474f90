/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOLUTION_KEYS, requestKey } from '@site/shared-contracts';
import { bank, dataAnalysis, insightView, trustWithoutPages } from './test-support/fixtures';
import { solutionListStateOf } from './state/solution-list';
import { renderSectionAt, stubBrowserScrolling } from './test-support/render-section';

const answers = {
  [requestKey('/api/web/category/self/detail', { id: 'DataAnalysis' })]: dataAnalysis,
  [requestKey('/api/web/category/self/detail', {})]: dataAnalysis,
  [requestKey('/api/web/category/page/detail', { id: '13' })]: insightView,
  [requestKey('/api/web/category/page/detail', {})]: insightView,
  [requestKey('/api/web/category/detail', { id: 'bank' })]: bank,
  [requestKey('/api/web/category/detail', {})]: bank,
  [requestKey('/api/web/category/detail', { id: 'trust' })]: trustWithoutPages,
};
const embedded = Object.keys(answers);

beforeEach(() => {
  stubBrowserScrolling();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the product page', () => {
  it('paints the embedded product with no request: headline, banner, features and its views', () => {
    const { props } = renderSectionAt('/product/DataAnalysis', { answers, embedded });
    expect(screen.getByRole('heading', { level: 1, name: '数据分析' })).toBeTruthy();
    expect(screen.getByText('Financial Data Analytics')).toBeTruthy();
    expect(screen.getByText('金融大数据分析')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '统一数据治理',
      '客户360°画像',
      '自助式分析',
      '瀚数洞察数据分析平台',
    ]);
    expect(screen.getByRole('link', { name: '瀚数洞察数据分析平台' }).getAttribute('href')).toBe('/product/view/13');
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('shows the first product at /product, asking the API without an id', () => {
    const { props } = renderSectionAt('/product', { answers, embedded });
    expect(screen.getByRole('heading', { level: 1, name: '数据分析' })).toBeTruthy();
    expect(props.api.peek).toHaveBeenCalledWith('/api/web/category/self/detail', {});
  });

  it('hides the Chinese title in English and keeps links under /en and /m', () => {
    renderSectionAt('/en/m/product/DataAnalysis', {
      answers,
      embedded,
      language: 'e',
      device: 'mobile',
      basename: '/en/m',
    });
    expect(screen.getByText('Financial Data Analytics')).toBeTruthy();
    expect(screen.queryByText('金融大数据分析')).toBeNull();
    expect(screen.getByRole('link', { name: '瀚数洞察数据分析平台' }).getAttribute('href')).toBe(
      '/en/m/product/view/13',
    );
  });

  it('shows the 404 page for a product key it does not know, without asking the API', () => {
    const { props } = renderSectionAt('/product/Nope', { answers, embedded });
    expect(props.showNotFound).toHaveBeenCalledTimes(1);
    expect(props.api.get).not.toHaveBeenCalled();
  });
});

describe('the product view page', () => {
  it('shows the title, the views counter, the video with its poster, and the rich text', () => {
    renderSectionAt('/product/view/13', { answers, embedded });
    expect(screen.getByRole('heading', { level: 1, name: '瀚数洞察数据分析平台' })).toBeTruthy();
    expect(screen.getByText('12,580')).toBeTruthy();
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/api/media/products/intro.webm');
    expect(video?.getAttribute('poster')).toBe('/api/media/products/view-DataAnalysis.svg');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect([video?.getAttribute('width'), video?.getAttribute('height')]).toEqual(['1280', '720']);
    expect(screen.getByRole('heading', { level: 2, name: '平台概述' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回产品介绍/ }).getAttribute('href')).toBe('/product/DataAnalysis');
  });

  it('goes from the product to its view and back inside the section', async () => {
    const { props } = renderSectionAt('/product/DataAnalysis', { answers, embedded: [] });
    await userEvent.click(await screen.findByRole('link', { name: '瀚数洞察数据分析平台' }));
    expect(window.location.pathname).toBe('/product/view/13');
    expect(await screen.findByRole('heading', { level: 1, name: '瀚数洞察数据分析平台' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: /返回产品介绍/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '数据分析' })).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledWith('/api/web/category/page/detail', { id: '13' });
  });

  it('asks the shell for its 404 page for a view id the API does not know', async () => {
    const { props } = renderSectionAt('/product/view/999999', { answers, embedded });
    await act(async () => {
      await Promise.resolve();
    });
    expect(props.showNotFound).toHaveBeenCalledTimes(1);
  });
});

describe('the solution page', () => {
  it('shows the full-screen banner with the headline, the arrow and the detail with its pages and case', () => {
    renderSectionAt('/solution/bank', { answers, embedded });
    expect(screen.getByRole('heading', { level: 1, name: '银行' })).toBeTruthy();
    expect(screen.getByText('银行数字化风控与营销解决方案')).toBeTruthy();
    expect(screen.getByRole('link', { name: '向下查看方案详情' }).getAttribute('href')).toBe('#solution-detail');
    const detail = screen.getByRole('region', { name: '方案详情' });
    expect(
      within(detail)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['行业痛点', '合作案例：华东城市商业银行', '案例速览']);
    expect(within(detail).getByText('合作伙伴')).toBeTruthy();
    expect(within(detail).getByText(/AUC由0\.62提升至0\.7左右/)).toBeTruthy();
  });

  it('keeps the solution list in its state and announces each change on the bus', async () => {
    const { props } = renderSectionAt('/solution/bank', { answers, embedded });
    const state = solutionListStateOf(props.bus);
    expect(state.list().map((item) => item.id)).toEqual([17, 18, 19, 20, 21, 22]);
    const announced: number[][] = [];
    props.bus.on('solution:list-changed', ({ list }) => announced.push(list.map((item) => item.id)));
    act(() => {
      props.bus.emit('language:changed', { language: 'e', previous: 's' });
    });
    await waitFor(() => expect(announced).toEqual([[48, 49, 50, 51, 52, 53]]));
    expect(await screen.findByRole('link', { name: 'Banking' })).toBeTruthy();
  });

  it('marks the current field in the field menu', () => {
    renderSectionAt('/solution/bank', { answers, embedded });
    const fields = screen.getByRole('navigation', { name: '行业解决方案' });
    const hrefs = within(fields)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(SOLUTION_KEYS.map((key) => `/solution/${key}`));
    expect(within(fields).getByRole('link', { name: '银行' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows no arrow and no detail when the solution has no pages', () => {
    renderSectionAt('/solution/trust', { answers, embedded });
    expect(screen.getByRole('heading', { level: 1, name: '信托' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '向下查看方案详情' })).toBeNull();
    expect(screen.queryByRole('region', { name: '方案详情' })).toBeNull();
  });

  it('moves to the detail on a wheel turn down over the banner and on the arrow, focusing the detail', () => {
    jest.useFakeTimers();
    try {
      const scrollTo = stubBrowserScrolling(true);
      renderSectionAt('/m/solution', { answers, embedded, device: 'mobile' });
      const banner = document.querySelector('.ps-solution__banner') as HTMLElement;
      jest.spyOn(banner, 'getBoundingClientRect').mockReturnValue({ bottom: 800 } as DOMRect);
      scrollTo.mockClear();
      const wheel = new WheelEvent('wheel', { deltaY: 100, cancelable: true });
      window.dispatchEvent(wheel);
      expect(wheel.defaultPrevented).toBe(true);
      expect(scrollTo).toHaveBeenLastCalledWith({ top: expect.any(Number), behavior: 'instant' });
      const locked = new WheelEvent('wheel', { deltaY: 100, cancelable: true });
      window.dispatchEvent(locked);
      expect(locked.defaultPrevented).toBe(true);
      expect(scrollTo).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('link', { name: '向下查看方案详情' }));
      expect(scrollTo).toHaveBeenCalledTimes(2);
      expect(document.activeElement).toBe(screen.getByRole('region', { name: '方案详情' }));
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the 404 page for a field that does not exist', () => {
    const { props } = renderSectionAt('/solution/nowhere', { answers, embedded });
    expect(props.showNotFound).toHaveBeenCalledTimes(1);
  });
});
