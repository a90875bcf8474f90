import * as OpenCC from 'opencc-js/cn2t';
import { createScriptConverters, PHRASE_CORRECTIONS } from './traditional';

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

  it('writes 里 meaning "inside" as 裡 where OpenCC alone splits it into an old title (里长, 里正)', () => {
    expect(toTraditional('这个朴素的信念里长出来的')).toBe('這個樸素的信念裡長出來的');
    expect(toTraditional('开放式办公区里正在工作的同事')).toBe('開放式辦公區裡正在工作的同事');
    const opencc = OpenCC.Converter({ from: 'cn', to: 'tw' });
    expect(opencc('这个朴素的信念里长出来的')).toBe('這個樸素的信念里長出來的');
  });

  it('converts as OpenCC does wherever no correction applies', () => {
    const opencc = OpenCC.Converter({ from: 'cn', to: 'tw' });
    for (const text of ['房间里有人，心里想', '全长一百公里长的公路', '数据分析平台为银行提供服务', '里程碑']) {
      expect(toTraditional(text)).toBe(opencc(text));
    }
    expect(PHRASE_CORRECTIONS.every(([simplified]) => simplified.startsWith('里'))).toBe(true);
  });

  it('can target Hong Kong Traditional', () => {
    expect(createScriptConverters('hk').toTraditional('数据')).toBe('數據');
  });
});
