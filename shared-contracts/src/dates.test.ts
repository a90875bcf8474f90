import { formatDate, formatYearMonth } from './dates';

describe('date formatting without Date', () => {
  it('formats a year and month in Chinese and English', () => {
    expect(formatYearMonth(2021, 7, 's')).toBe('2021年7月');
    expect(formatYearMonth(2021, 7, 't')).toBe('2021年7月');
    expect(formatYearMonth(2021, 7, 'e')).toBe('July 2021');
  });

  it('formats a YYYY-MM-DD date in Chinese and English', () => {
    expect(formatDate('2021-07-05', 's')).toBe('2021年7月5日');
    expect(formatDate('2023-12-31', 'e')).toBe('December 31, 2023');
  });

  it('leaves a value that is not a YYYY-MM-DD date as it is', () => {
    expect(formatDate('soon', 'e')).toBe('soon');
  });
});
