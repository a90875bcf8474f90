import { Value } from '@sinclair/typebox/value';
import { ENDPOINT_PATHS, SOLUTION_CATEGORY_IDS, SOLUTION_KEYS, isEndpointPath } from './endpoint-queries';
import { endpoints } from './endpoints';

describe('endpoint table', () => {
  it('declares every endpoint of the spec', () => {
    const spec = [
      '/api/web/navigation',
      '/api/web/category/list',
      '/api/web/category/detail',
      '/api/web/seo/map',
      '/api/web/news/detail/top',
      '/api/web/news/list',
      '/api/web/news/detail',
      '/api/web/event/list',
      '/api/web/recruit/social/list',
      '/api/web/recruit/social/detail',
      '/api/web/recruit/address/list',
      '/api/web/recruit/post/list',
      '/api/web/environment/list',
      '/api/web/partner/list',
      '/api/web/emplife/list',
      '/api/web/category/self/detail',
      '/api/web/category/page/detail',
      '/api/web/investor/detail',
      '/api/getHomeCopms',
    ];
    expect(ENDPOINT_PATHS).toEqual(expect.arrayContaining(spec));
    expect(spec.every(isEndpointPath)).toBe(true);
    expect(isEndpointPath('/api/web/unknown')).toBe(false);
  });

  it('takes languageType 1 or 2 and script=hant on every endpoint, and nothing unknown', () => {
    for (const path of ENDPOINT_PATHS) {
      const { query } = endpoints[path];
      expect(query.properties.languageType).toBeDefined();
      expect(query.properties.script).toBeDefined();
      expect(query.additionalProperties).toBe(false);
    }
    const navigation = endpoints['/api/web/navigation'].query;
    expect(Value.Check(navigation, { languageType: 2 })).toBe(true);
    expect(Value.Check(navigation, { languageType: 3 })).toBe(false);
    expect(Value.Check(navigation, { script: 'hans' })).toBe(false);
    expect(Value.Check(navigation, { other: 1 })).toBe(false);
  });

  it('fixes the solution category ids of both backends', () => {
    expect(SOLUTION_KEYS.map((key) => SOLUTION_CATEGORY_IDS[1][key])).toEqual([17, 18, 19, 20, 21, 22]);
    expect(SOLUTION_KEYS.map((key) => SOLUTION_CATEGORY_IDS[2][key])).toEqual([48, 49, 50, 51, 52, 53]);
  });

  it('validates the specified response shapes', () => {
    const list = endpoints['/api/web/category/list'].data;
    expect(
      Value.Check(list, [{ id: 3, title: '数据分析', url: '/product/DataAnalysis', image: '/api/media/x.svg' }]),
    ).toBe(true);
    expect(Value.Check(list, [{ id: 3, title: '数据分析' }])).toBe(false);
    const seo = endpoints['/api/web/seo/map'].data;
    expect(Value.Check(seo, { index: { seoTitle: 'a', seoKeywords: 'b', seoDesc: 'c' } })).toBe(true);
    expect(Value.Check(seo, { index: { seoTitle: 'a' } })).toBe(false);
  });
});
