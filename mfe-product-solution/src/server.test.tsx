import { languageRequestKey, type InitialState, type Language } from '@site/shared-contracts';
import { render } from './server';
import { bank, dataAnalysis, insightView } from './test-support/fixtures';

/** The state the shell server embeds for a route: the answer of its data need, keyed as it keys it. */
function stateWith(language: Language, device: 'desktop' | 'mobile', data: Record<string, unknown>): InitialState {
  return {
    language,
    device,
    registry: { sections: { 'mfe-product-solution': { version: 'v1', manifest: '/m', routes: '/r' } } },
    route: { section: 'mfe-product-solution' },
    data,
  } as unknown as InitialState;
}

const answer = (path: Parameters<typeof languageRequestKey>[0], query: Record<string, string>, value: unknown) => ({
  [languageRequestKey(path, query, 's')]: value,
});

describe('the server entry', () => {
  it('renders a product, with or without its key, from the embedded answer', () => {
    for (const [url, query] of [
      ['/product/DataAnalysis', { id: 'DataAnalysis' }],
      ['/product', {}],
    ] as const) {
      const html = render(url, stateWith('s', 'desktop', answer('/api/web/category/self/detail', query, dataAnalysis)));
      expect(html).toContain('<h1 class="kit-headline__title">数据分析</h1>');
      expect(html).toContain('href="/product/view/13"');
    }
  });

  it('renders a product view with its video, no autoplay, sized', () => {
    const html = render(
      '/m/product/view/13',
      stateWith('s', 'mobile', answer('/api/web/category/page/detail', { id: '13' }, insightView)),
    );
    expect(html).toContain('<h1 class="kit-headline__title">瀚数洞察数据分析平台</h1>');
    expect(html).toMatch(/<video[^>]*controls=""[^>]*preload="metadata"[^>]*width="1280" height="720"/);
    expect(html).not.toContain('autoplay');
    expect(html).toContain('12,580');
  });

  it('renders a solution with its banner, arrow, detail and case study, and the same page at /solution', () => {
    for (const [url, query] of [
      ['/solution/bank', { id: 'bank' }],
      ['/solution', {}],
    ] as const) {
      const html = render(url, stateWith('s', 'desktop', answer('/api/web/category/detail', query, bank)));
      expect(html).toContain('id="ps-solution-title">银行</h1>');
      expect(html).toContain('href="#solution-detail"');
      expect(html).toContain('id="solution-detail"');
      expect(html).toContain('华东城市商业银行：新一代申请评分模型');
    }
  });
});
