/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.example.cn/about/introduce"}
 */
import Cookies from 'js-cookie';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie';

describe('the language cookie on a page served over HTTPS', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is written Secure, for a year on the whole site (issue 27 §7)', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeLanguageCookie('t');
    expect(set).toHaveBeenCalledWith('zh_choose', 't', { path: '/', expires: 365, sameSite: 'Lax', secure: true });
    expect(readLanguageCookie()).toBe('t');
  });

  it('reads nothing from a cookie that holds no language', () => {
    document.cookie = 'zh_choose=x; path=/';
    expect(readLanguageCookie()).toBeUndefined();
  });
});
