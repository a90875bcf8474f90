/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { requestKey, type EndpointData } from '@site/shared-contracts';
import { createSectionProps, type FakeSectionOptions } from '@site/shared-contracts/section-kit/testing';
import { TemplateSectionApp } from './template-section-app';

const company: EndpointData<'/api/web/page/detail'> = {
  key: 'introduce',
  title: '公司简介',
  subtitle: '以数据智能服务金融机构的科技伙伴',
  summary: '瀚数科技成立于2014年。',
  content: '<p>北京瀚数金融科技股份有限公司于2014年在北京创立。</p>',
  image: '/api/media/about/introduce.svg',
  blocks: [],
};
const answers = { [requestKey('/api/web/page/detail', { key: 'introduce' })]: company };

function renderAt(url: string, options: FakeSectionOptions = {}) {
  window.history.pushState(null, '', url);
  const props = createSectionProps({ answers, embedded: Object.keys(answers), ...options });
  render(<TemplateSectionApp {...props} />);
  return props;
}

describe('TemplateSectionApp', () => {
  it('shows the company introduction under the section headline on desktop', () => {
    renderAt('/template-section');
    expect(screen.getByRole('heading', { level: 1, name: '模板栏目' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '公司简介' })).toBeTruthy();
    expect(screen.getByText('北京瀚数金融科技股份有限公司于2014年在北京创立。')).toBeTruthy();
  });

  it('shows the same page on the mobile site', () => {
    renderAt('/m/template-section', { device: 'mobile' });
    expect(screen.getByRole('heading', { level: 1, name: '模板栏目' })).toBeTruthy();
    expect(screen.getByText('认识瀚数科技：我们是谁，我们为金融机构做什么。')).toBeTruthy();
  });

  it('speaks English under /en', () => {
    renderAt('/en/template-section', { language: 'e', basename: '/en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Template Section' })).toBeTruthy();
    expect(
      screen.getByText('Get to know Hanshu FinTech: who we are and what we do for financial institutions.'),
    ).toBeTruthy();
  });
});
