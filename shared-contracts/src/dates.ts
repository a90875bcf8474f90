/**
 * Dates of the content API are 'YYYY-MM-DD' strings. They are formatted by hand, not through
 * Date or Intl, so the server and the browser print the same text in every time zone.
 */
import type { Language } from './language';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2021年7月" or "July 2021". */
export function formatYearMonth(year: number, month: number, language: Language): string {
  if (language === 'e') return `${MONTHS[month - 1] ?? ''} ${year}`.trim();
  return `${year}年${month}月`;
}

/** "2021年7月15日" or "July 15, 2021"; the input unchanged when it is not a YYYY-MM-DD date. */
export function formatDate(isoDate: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year = '', month = '', day = ''] = match;
  const monthNumber = Number(month);
  const dayNumber = Number(day);
  if (language === 'e') return `${MONTHS[monthNumber - 1] ?? month} ${dayNumber}, ${year}`;
  return `${year}年${monthNumber}月${dayNumber}日`;
}
