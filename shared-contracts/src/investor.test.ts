import { investorHrefOf } from './investor';

describe('investor relations link', () => {
  const config = { investorUrl: 'https://ir.example.cn', investorPreUrl: 'https://ir-pre.example.cn' };

  it('passes the language as id', () => {
    expect(investorHrefOf('www.example.cn', 't', config)).toBe('https://ir.example.cn/?id=t');
  });

  it('uses the pre-release address when the current address contains "pre"', () => {
    expect(investorHrefOf('pre.example.cn', 'e', config)).toBe('https://ir-pre.example.cn/?id=e');
  });
});
