import { investorHrefOf } from './investor';

describe('investor relations link', () => {
  const config = {
    origin: 'https://www.example.cn',
    investorUrl: 'https://ir.example.cn',
    investorPreUrl: 'https://ir-pre.example.cn',
  };

  it('passes the language as id', () => {
    expect(investorHrefOf('/invest', 't', config)).toBe('https://ir.example.cn/?id=t');
  });

  it('uses the pre-release address when the host contains "pre"', () => {
    expect(investorHrefOf('/invest', 'e', { ...config, origin: 'https://pre.example.cn' })).toBe(
      'https://ir-pre.example.cn/?id=e',
    );
  });

  it('uses the pre-release address when the path or query contains "pre" (issue 25 §4)', () => {
    expect(investorHrefOf('/invest?x=pre', 's', config)).toBe('https://ir-pre.example.cn/?id=s');
    expect(investorHrefOf('/en/invest/reports?from=preview', 'e', config)).toBe('https://ir-pre.example.cn/?id=e');
  });
});
