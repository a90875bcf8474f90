/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.example.cn/about/introduce"}
 */
import Cookies from 'js-cookie';
import { languageOfCookies } from '@site/shared-contracts';
import { writeLanguageCookie } from './language-cookie';

describe('the language cookie on a page served over HTTPS', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is written Secure, for a year on the whole site (issue 27 §7)', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeLanguageCookie('t');
    expect(set).toHaveBeenCalledWith('zh_choose', 't', { path: '/', expires: 365, sameSite: 'Lax', secure: true });
    expect(languageOfCookies(document.cookie)).toBe('t');
  });
});
