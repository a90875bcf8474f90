import { copyShapeOf } from '@site/shared-contracts/section-kit';
import { copyOf } from './copy';

describe('the section copy', () => {
  it('has the same keys and value types in the three languages', () => {
    const shape = copyShapeOf(copyOf('s'));
    expect(copyShapeOf(copyOf('t'))).toEqual(shape);
    expect(copyShapeOf(copyOf('e'))).toEqual(shape);
  });

  it('writes Traditional Chinese in the Traditional copy', () => {
    expect(copyOf('t').tabs.brand).toBe('品牌榮譽');
    expect(copyOf('t').invest.site).toBe('訪問投資者關係網站');
  });

  it('keeps the placeholders of every template in every language', () => {
    for (const language of ['s', 't', 'e'] as const) {
      const copy = copyOf(language);
      expect(copy.honours.issued).toMatch(/\{issuer\}.*\{year\}/);
      expect(copy.partners.intro.partner).toContain('{count}');
      expect(copy.partners.intro.strategy).toContain('{count}');
    }
  });
});
