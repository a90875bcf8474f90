/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { languageRequestKey, requestKey, type DataNeed, type InitialState } from '@site/shared-contracts';
import { createServerEntry } from '@site/shared-contracts/section-kit/server';
import { createSectionProps, type FakeSectionOptions } from '@site/shared-contracts/section-kit/testing';
import { HomeApp } from './home-app';
import * as needs from './routes';
import { blocks, categories, honours, newsPage, partners } from './test-support/fixtures';

// The home's data needs have literal parameters only: the query is the needs' params.
const keyOf = (need: DataNeed) => requestKey(need.endpoint, need.params);
const BLOCKS = keyOf(needs.blocks);
const answers = {
  [BLOCKS]: blocks,
  [keyOf(needs.categories)]: categories,
  [keyOf(needs.news)]: newsPage,
  [keyOf(needs.partners)]: partners,
  [keyOf(needs.honours)]: honours,
};
const everything = Object.keys(answers);
const CONFIG = {
  origin: 'https://www.example.cn',
  investorUrl: 'https://ir.example.cn',
  investorPreUrl: 'https://ir-pre.example.cn',
};

function renderAt(url: string, options: FakeSectionOptions = {}) {
  window.history.pushState(null, '', url);
  const props = createSectionProps({ answers, embedded: everything, ...options });
  props.initialState = { ...props.initialState, config: CONFIG };
  render(<HomeApp {...props} />);
  return props;
}

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('desktop home', () => {
  it('paints from the embedded answers without a request, hero first', () => {
    const props = renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: '以数据智能，让金融服务更普惠' })).toBeTruthy();
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('shows the blocks in the order the content editors gave them', () => {
    const reordered = [blocks[0], blocks[6], blocks[3], blocks[1]];
    renderAt('/home', { answers: { ...answers, [BLOCKS]: reordered } });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['投资者关系', '新闻中心', '产品服务']);
  });

  it('links the products, the six solutions, the latest news and the blocks to their sections', () => {
    renderAt('/');
    expect(hrefOf('数据分析')).toBe('/product/DataAnalysis');
    const solutions = screen.getByRole('region', { name: '行业解决方案' });
    expect(
      within(solutions)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/solution/bank',
      '/solution/consfinance',
      '/solution/trust',
      '/solution/insure',
      '/solution/onlinefinance',
      '/solution/microfinance',
      '/solution/bank',
    ]);
    const news = screen.getByRole('region', { name: '新闻中心' });
    expect(within(news).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(hrefOf('瀚数科技发布新一代智能风控平台')).toBe('/news/dynamic/29');
    expect(hrefOf('更多公司动态')).toBe('/news/dynamic');
    expect(hrefOf('查看全部合作伙伴')).toBe('/honour/organization/partner');
    expect(hrefOf('了解瀚数')).toBe('/about/introduce');
  });

  it('links investor relations out to the investor site with the language as id', () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: /访问投资者关系网站/ });
    expect(link.getAttribute('href')).toBe('https://ir.example.cn/?id=s');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows the English headline titles only, and links under /en, in English', () => {
    renderAt('/en', { language: 'e', basename: '/en' });
    const products = screen.getByRole('region', { name: '产品服务' });
    expect(within(products).getByText('PRODUCTS & SERVICES')).toBeTruthy();
    expect(within(products).queryByText('产品服务', { selector: 'p' })).toBeNull();
    expect(hrefOf('Banking')).toBe('/en/solution/bank');
    expect(hrefOf('About Hanshu')).toBe('/en/about/introduce');
  });

  it('shows both headline titles in Chinese', () => {
    renderAt('/');
    const news = screen.getByRole('region', { name: '新闻中心' });
    expect(within(news).getByText('NEWS')).toBeTruthy();
    expect(within(news).getByText('新闻中心', { selector: 'p' })).toBeTruthy();
  });
});

describe('mobile home', () => {
  it('links to the /m pages, offers automobile finance, and leaves out pages a phone does not have', () => {
    renderAt('/m', { device: 'mobile' });
    expect(hrefOf('数据分析')).toBe('/m/product/DataAnalysis');
    expect(hrefOf('银行')).toBe('/m/solution/bank');
    expect(hrefOf('瀚数科技发布新一代智能风控平台')).toBe('/m/news/dynamic/29');
    expect(hrefOf('了解汽车金融')).toBe('/m/automobile');
    expect(screen.queryByRole('link', { name: '查看全部合作伙伴' })).toBeNull();
  });
});

describe('automobile landing page', () => {
  it('presents the offering with benefits, steps and ways to get in touch, without a request', () => {
    const props = renderAt('/m/automobile', { device: 'mobile' });
    expect(screen.getByRole('heading', { level: 1, name: '汽车金融解决方案' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(hrefOf('致电 400-810-6689')).toBe('tel:4008106689');
    expect(hrefOf('发送邮件')).toBe('mailto:contact@hanshufintech.cn');
    expect(props.api.get).not.toHaveBeenCalled();
  });
});

describe('server rendering of the home', () => {
  it('renders the home from the embedded state alone, in the language of the state', () => {
    const embedded = (need: DataNeed) => languageRequestKey(need.endpoint, need.params, 's');
    const data = {
      [embedded(needs.blocks)]: blocks,
      [embedded(needs.categories)]: categories,
      [embedded(needs.news)]: newsPage,
      [embedded(needs.partners)]: partners,
      [embedded(needs.honours)]: honours,
    };
    const state = {
      language: 's',
      device: 'desktop',
      registry: { sections: { 'mfe-home': { version: 'v1', manifest: '/m', routes: '/r' } } },
      route: { section: 'mfe-home' },
      data,
      config: CONFIG,
    } as unknown as InitialState;
    const html = createServerEntry(HomeApp).render('/', state);
    expect(html).toContain('以数据智能，让金融服务更普惠');
    expect(html).toContain('href="/news/dynamic/29"');
    expect(html).toContain('href="https://ir.example.cn/?id=s"');
    expect(html).toContain('alt="华东城市商业银行"');
    expect(html).not.toContain('role="status"');
  });
});
