import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  languageCookieAttributes,
  htmlLangOf,
  isLanguage,
  langOf,
  languageFromBrowser,
  languageOfQuery,
  languageQueryOf,
  languageTypeOf,
  parseAcceptLanguage,
  resolveLanguage,
  serializeLanguageCookie,
} from './language';

describe('language model', () => {
  it('defaults to Simplified Chinese and keeps the choice in the zh_choose cookie', () => {
    expect(DEFAULT_LANGUAGE).toBe('s');
    expect(LANGUAGE_COOKIE).toBe('zh_choose');
  });

  it('recognises only s, t and e', () => {
    expect(['s', 't', 'e'].every(isLanguage)).toBe(true);
    expect(['S', 'en', '', undefined, 1].some(isLanguage)).toBe(false);
  });

  it('maps each language to its backend, html lang and store lang', () => {
    expect([languageTypeOf('s'), languageTypeOf('t'), languageTypeOf('e')]).toEqual([1, 1, 2]);
    expect([htmlLangOf('s'), htmlLangOf('t'), htmlLangOf('e')]).toEqual(['zh-Hans', 'zh-Hant', 'en']);
    expect([langOf('s'), langOf('t'), langOf('e')]).toEqual(['zh', 'zh', 'en']);
  });

  it('asks the Chinese backend for Traditional with script=hant', () => {
    expect(languageQueryOf('s')).toEqual({ languageType: 1 });
    expect(languageQueryOf('t')).toEqual({ languageType: 1, script: 'hant' });
    expect(languageQueryOf('e')).toEqual({ languageType: 2 });
  });

  it('reads the language back from an API query', () => {
    for (const language of ['s', 't', 'e'] as const) expect(languageOfQuery(languageQueryOf(language))).toBe(language);
    expect(languageOfQuery({})).toBe('s');
  });

  describe('browser default', () => {
    it.each([
      [['zh-TW'], 't'],
      [['zh-HK', 'en'], 't'],
      [['zh-tw'], 't'],
      [['zh-Hant-TW'], 't'],
      [['en-US', 'zh-TW'], 's'],
      [['zh-HK'], 't'],
      [['zh-Hant'], 't'],
      [['zh-CN', 'zh-TW'], 's'],
      [['zh'], 's'],
      [['en-US'], 's'],
      [[], 's'],
      [undefined, 's'],
    ] as const)('%j gives %s', (languages, expected) => {
      expect(languageFromBrowser(languages)).toBe(expected);
    });

    it('reads an Accept-Language header by preference', () => {
      expect(languageFromBrowser('en;q=0.5, zh-HK;q=0.9')).toBe('t');
      expect(languageFromBrowser('en-US,zh-TW;q=0.8')).toBe('s');
      expect(languageFromBrowser('zh-CN,zh;q=0.9,zh-TW;q=0.8')).toBe('s');
      expect(parseAcceptLanguage('fr;q=0.2, de, *;q=0.1, zh-TW;q=0.7, x;q=0')).toEqual(['de', 'zh-TW', 'fr']);
    });
  });

  it('lets a valid cookie win over the browser language', () => {
    expect(resolveLanguage({ cookie: 'e', browserLanguages: ['zh-TW'] })).toBe('e');
    expect(resolveLanguage({ cookie: 'bogus', browserLanguages: ['zh-TW'] })).toBe('t');
    expect(resolveLanguage({})).toBe('s');
  });

  it('writes the cookie for a year on the whole site', () => {
    expect(serializeLanguageCookie('t', false)).toBe('zh_choose=t; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookieAttributes('http:')).toEqual({ path: '/', expires: 365, sameSite: 'Lax' });
  });

  it('marks the cookie Secure when the page was served over HTTPS', () => {
    expect(serializeLanguageCookie('e', true)).toBe('zh_choose=e; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookieAttributes('https:')).toEqual({ path: '/', expires: 365, sameSite: 'Lax', secure: true });
  });
});
