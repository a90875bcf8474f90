import { SOLUTION_KEYS } from '@site/shared-contracts';
import { copyShapeOf } from '@site/shared-contracts/section-kit';
import { copyOf } from './copy';

describe('the section copy', () => {
  it('has the same keys in Simplified, Traditional and English', () => {
    expect(copyShapeOf(copyOf('t'))).toEqual(copyShapeOf(copyOf('s')));
    expect(copyShapeOf(copyOf('e'))).toEqual(copyShapeOf(copyOf('s')));
  });

  it('tells a case study for each of the six solution fields in titled blocks', () => {
    for (const language of ['s', 't', 'e'] as const) {
      const { cases, solution } = copyOf(language);
      expect(Object.keys(cases).sort()).toEqual([...SOLUTION_KEYS].sort());
      expect(Object.keys(solution.fields).sort()).toEqual([...SOLUTION_KEYS].sort());
      for (const key of SOLUTION_KEYS) {
        expect(cases[key].blocks.length).toBeGreaterThanOrEqual(4);
        for (const block of cases[key].blocks) expect(block.text.length).toBeGreaterThan(block.title.length);
      }
    }
  });

  it('quotes the marketing figures of SPEC.md §9 in the cases they belong to', () => {
    for (const language of ['s', 'e'] as const) {
      const text = (key: (typeof SOLUTION_KEYS)[number]) =>
        copyOf(language)
          .cases[key].blocks.map((block) => block.text)
          .join(' ');
      expect(text('consfinance')).toMatch(/80%.*80%.*5%/);
      expect(text('microfinance')).toMatch(/100万元|RMB 1 million/);
      expect(text('microfinance')).toMatch(/30/);
      expect(text('insure')).toMatch(/33\.9%.*42\.4%/);
      expect(text('bank')).toMatch(/0\.62.*0\.7/);
    }
  });

  it('is written in Traditional characters in Traditional', () => {
    expect(copyOf('t').solution.fields.bank).toBe('銀行');
    expect(copyOf('t').cases.consfinance.blocks[1]?.title).toBe('項目背景');
  });
});
