/**
 * The language of a document (DESIGN.md §4): English under /en, whatever the visitor chose before,
 * so shared links work; otherwise the language cookie, then the browser's languages.
 */
import { languageFromBrowser, languageOfCookies, resolveLanguage, type Language } from '@site/shared-contracts';
import type { LanguagePrefix } from '../src/routing/location';

export interface VisitorLanguage {
  language: Language;
  /** The Chinese the visitor's browser prefers (s or t): a page shown in Chinese to an English visitor uses it. */
  chinese: Language;
  /** A /en page read without the English cookie: the document sets it. */
  setsEnglishCookie: boolean;
}

export function visitorLanguageOf(
  languagePrefix: LanguagePrefix,
  headers: { cookie?: string; 'accept-language'?: string },
): VisitorLanguage {
  const cookie = languageOfCookies(headers.cookie);
  const browserLanguages = headers['accept-language'];
  const chinese = languageFromBrowser(browserLanguages);
  if (languagePrefix === '/en') return { language: 'e', chinese, setsEnglishCookie: cookie !== 'e' };
  return { language: resolveLanguage({ cookie, browserLanguages }), chinese, setsEnglishCookie: false };
}
