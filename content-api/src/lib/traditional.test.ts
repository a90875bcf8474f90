import { createScriptConverters } from './traditional';

describe('script converters', () => {
  const { toTraditional, toSimplified } = createScriptConverters('tw');

  it('converts every string inside a value to Traditional (golden sample)', () => {
    expect(
      toTraditional({
        title: '瀚数科技发布新一代数据分析平台',
        tags: ['智能风控', '精准营销'],
        nested: { text: '为银行提供服务' },
      }),
    ).toEqual({
      title: '瀚數科技發佈新一代數據分析平臺',
      tags: ['智能風控', '精準營銷'],
      nested: { text: '為銀行提供服務' },
    });
  });

  it('leaves ids, numbers, booleans, null, URLs and markup unchanged', () => {
    const value = {
      id: 17,
      isTop: true,
      image: null,
      url: '/api/media/news/cover-01.svg',
      html: '<p class="x">数据</p>',
    };
    expect(toTraditional(value)).toEqual({ ...value, html: '<p class="x">數據</p>' });
  });

  it('turns Traditional input back into the stored Simplified text', () => {
    expect(toSimplified('技術')).toBe('技术');
    expect(toSimplified('Engineering')).toBe('Engineering');
  });

  it('can target Hong Kong Traditional', () => {
    expect(createScriptConverters('hk').toTraditional('数据')).toBe('數據');
  });
});
