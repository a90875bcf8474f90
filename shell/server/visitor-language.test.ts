import { visitorLanguageOf } from './visitor-language';

describe('visitorLanguageOf', () => {
  it('reads /en pages in English, and sets the cookie unless it says English already', () => {
    expect(visitorLanguageOf('/en', { cookie: 'zh_choose=t' })).toMatchObject({
      language: 'e',
      setsEnglishCookie: true,
    });
    expect(visitorLanguageOf('/en', {})).toMatchObject({ language: 'e', setsEnglishCookie: true });
    expect(visitorLanguageOf('/en', { cookie: 'a=1; zh_choose=e' })).toMatchObject({
      language: 'e',
      setsEnglishCookie: false,
    });
  });

  it('takes the cookie elsewhere, then the browser languages, then Simplified Chinese', () => {
    const chosen = visitorLanguageOf('', { cookie: 'zh_choose=e', 'accept-language': 'zh-TW' });
    expect(chosen).toEqual({ language: 'e', chinese: 't', setsEnglishCookie: false });
    expect(visitorLanguageOf('', { 'accept-language': 'zh-HK,zh;q=0.8' }).language).toBe('t');
    expect(visitorLanguageOf('', { cookie: 'zh_choose=x' }).language).toBe('s');
  });

  it('gives Traditional only when the primary browser language is zh-TW or zh-HK (issue 25 §3)', () => {
    expect(visitorLanguageOf('', { 'accept-language': 'en-US,zh-TW;q=0.8' }).language).toBe('s');
    expect(visitorLanguageOf('', { 'accept-language': 'zh-TW,en-US;q=0.8' }).language).toBe('t');
  });
});
