/** @jest-environment jsdom */
/**
 * The section as the shell server renders it (createServerEntry): every route from the embedded
 * answers alone, the way the first view paints before any request.
 */
import { languageRequestKey, type InitialState, type Language } from '@site/shared-contracts';
import { createServerEntry } from '@site/shared-contracts/section-kit/server';
import { within } from '@testing-library/react';
import { HonourApp } from './honour-app';
import * as fixtures from './test-support/fixtures';

const { render } = createServerEntry(HonourApp);

const CONFIG = {
  origin: 'https://www.example.cn',
  investorUrl: 'https://ir.example.cn',
  investorPreUrl: 'https://ir-pre.example.cn',
};

function stateFor(
  language: Language,
  device: 'desktop' | 'mobile',
  answers: [string, object, unknown][],
): InitialState {
  return {
    language,
    device,
    registry: { sections: { 'mfe-honour-invest': { version: 'v1', manifest: '/m', routes: '/r' } } },
    route: { section: 'mfe-honour-invest' },
    config: CONFIG,
    data: Object.fromEntries(answers.map(([path, query, data]) => [languageRequestKey(path, query, language), data])),
  } as unknown as InitialState;
}

/** Where the links of a part of the page go. */
const hrefsIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** The server markup of a URL, in a container to query. */
function serverRender(url: string, state: InitialState): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = render(url, state);
  document.body.replaceChildren(container);
  return container;
}

const COMPLIANCE_ANSWERS: [string, object, unknown][] = [
  ['/api/web/page/detail', { key: 'compliance' }, fixtures.compliancePage],
  ['/api/web/honour/list', { type: 'compliance' }, fixtures.complianceHonours],
];

describe('the honour pages, rendered on the server', () => {
  it('shows /honour/compliance: page copy, key points, every honour and the section tabs', () => {
    const page = within(serverRender('/honour/compliance', stateFor('s', 'desktop', COMPLIANCE_ANSWERS)));
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('合规与数据安全');
    expect(page.getByText('合规资质', { selector: '.kit-headline__chinese' })).toBeTruthy();
    expect(page.getByText('瀚数科技建立了覆盖数据全生命周期的安全与合规管理体系。')).toBeTruthy();
    const list = page.getByRole('list', { name: '认证与资质' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['ISO/IEC 27001 信息安全管理体系认证', 'ISO/IEC 27701 隐私信息管理体系认证']);
    expect(within(list).getByText('独立第三方认证机构 · 2019年')).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: '我们的承诺' })).toBeTruthy();
    const tabs = page.getByRole('navigation', { name: '资质荣誉栏目' });
    expect(hrefsIn(tabs)).toEqual([
      '/honour/brand',
      '/honour/compliance',
      '/honour/organization',
      '/honour/organization/partner',
      '/honour/organization/strategypartner',
    ]);
    expect(within(tabs).getByRole('link', { name: '合规资质' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows /en/honour/brand in English without the Chinese title, its links under /en', () => {
    const state = stateFor('e', 'desktop', [
      ['/api/web/page/detail', { key: 'brand' }, fixtures.brandPage],
      ['/api/web/honour/list', { type: 'brand' }, fixtures.brandHonours],
    ]);
    const container = serverRender('/en/honour/brand', state);
    const page = within(container);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Brand Honours');
    expect(container.querySelector('.kit-headline__chinese')).toBeNull();
    expect(page.getByText('New Finance Observer · 2019')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Strategic Partners' }).getAttribute('href')).toBe(
      '/en/honour/organization/strategypartner',
    );
  });

  it('shows /m/honour/compliance on a phone in one column, without the desktop tabs', () => {
    const container = serverRender('/m/honour/compliance', stateFor('t', 'mobile', COMPLIANCE_ANSWERS));
    const page = within(container);
    expect(container.querySelector('.kit-m-page.honour-m-page')).not.toBeNull();
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('合规与数据安全');
    expect(page.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(page.queryByRole('navigation')).toBeNull();
  });

  it('renders nothing for a path it does not own, so the shell shows its 404 page', () => {
    expect(serverRender('/honour/unknown', stateFor('s', 'desktop', [])).innerHTML).toBe('');
  });
});

describe('the partner pages, rendered on the server', () => {
  it('lists the partners in the coloured container, with their count', () => {
    const state = stateFor('s', 'desktop', [['/api/web/partner/list', { type: 'partner' }, fixtures.partners]]);
    const container = serverRender('/honour/organization/partner', state);
    const page = within(container);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('合作伙伴');
    expect(container.querySelector('.honour-partners.honour-partners--partner')).not.toBeNull();
    expect(page.getByText(/银行、消费金融、信托、保险与小额贷款等2家机构/)).toBeTruthy();
    const list = page.getByRole('list', { name: '合作伙伴名单' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['华东城市商业银行', '恒信信托']);
  });

  it('lists the strategic partners on /honour/organization/strategypartner', () => {
    const state = stateFor('e', 'desktop', [
      ['/api/web/partner/list', { type: 'strategy' }, fixtures.strategyPartners],
    ]);
    const container = serverRender('/en/honour/organization/strategypartner', state);
    expect(within(container).getByRole('heading', { level: 1 }).textContent).toBe('Strategic Partners');
    expect(container.querySelector('.honour-partners--strategy')).not.toBeNull();
    expect(within(container).getByText('国信云计算')).toBeTruthy();
  });
});

describe('investor relations, rendered on the server', () => {
  const investorState = (language: Language) =>
    stateFor(language, 'desktop', [['/api/web/investor/detail', {}, fixtures.investor]]);

  it('shows the overview on /invest: listing, highlights, the latest three reports and the investor site', () => {
    const container = serverRender('/en/invest', investorState('e'));
    const page = within(container);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Investor Relations');
    expect(page.getByText('6689.HK')).toBeTruthy();
    expect(page.getByText('RMB 1.482 billion')).toBeTruthy();
    expect(page.getAllByRole('row')).toHaveLength(1 + 3);
    expect(page.getByText('September 14, 2026')).toBeTruthy();
    expect(page.getByRole('link', { name: 'All announcements and reports' }).getAttribute('href')).toBe(
      '/en/invest/reports',
    );
    const site = page.getByRole('link', { name: /Visit our investor relations website/ });
    expect(site.getAttribute('href')).toBe('https://ir.example.cn/?id=e');
    expect(site.getAttribute('target')).toBe('_blank');
    const tabs = within(page.getByRole('navigation', { name: 'Investor relations' }));
    expect(tabs.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
  });

  it('links the pre-release investor site when the address contains "pre": host or query (issue 25 §4)', () => {
    const preHost = { ...investorState('s'), config: { ...CONFIG, origin: 'http://pre.example.com' } };
    const siteLink = (container: HTMLElement) =>
      within(container)
        .getByRole('link', { name: /访问投资者关系网站/ })
        .getAttribute('href');
    expect(siteLink(serverRender('/invest', preHost))).toBe('https://ir-pre.example.cn/?id=s');
    expect(siteLink(serverRender('/invest?x=pre', investorState('s')))).toBe('https://ir-pre.example.cn/?id=s');
  });

  it('lists every report on /invest/reports', () => {
    const page = within(serverRender('/invest/reports', investorState('s')));
    expect(page.getAllByRole('row')).toHaveLength(1 + fixtures.investor.reports.length);
    expect(page.getByText('2026年3月24日')).toBeTruthy();
    expect(page.getByRole('link', { name: /访问投资者关系网站/ }).getAttribute('href')).toBe(
      'https://ir.example.cn/?id=s',
    );
  });

  it('shows how to reach investor relations on /invest/contact', () => {
    const page = within(serverRender('/invest/contact', investorState('t')));
    expect(page.getByRole('heading', { level: 2, name: '投資者聯絡' })).toBeTruthy();
    expect(page.getByRole('link', { name: 'ir@hanshufintech.cn' }).getAttribute('href')).toBe(
      'mailto:ir@hanshufintech.cn',
    );
    expect(page.queryByRole('table')).toBeNull();
  });

  it.each(['overview', 'highlights', '2025', 'reports.pdf'])(
    'renders nothing for /invest/%s, an id it does not know',
    (id) => {
      expect(serverRender(`/invest/${id}`, investorState('s')).innerHTML).toBe('');
    },
  );
});
