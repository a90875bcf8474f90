/**
 * The language of a document (DESIGN.md §4): English under /en, whatever the visitor chose before,
 * so shared links work; otherwise the language cookie, then the browser's languages.
 */
import { languageOfCookies, resolveLanguage, type Language } from '@site/shared-contracts';
import type { LanguagePrefix } from '../src/routing/location';

export interface VisitorLanguage {
  language: Language;
  /** A /en page read without the English cookie: the document sets it. */
  setsEnglishCookie: boolean;
}

export function visitorLanguageOf(
  languagePrefix: LanguagePrefix,
  headers: { cookie?: string; 'accept-language'?: string },
): VisitorLanguage {
  const cookie = languageOfCookies(headers.cookie);
  if (languagePrefix === '/en') return { language: 'e', setsEnglishCookie: cookie !== 'e' };
  return {
    language: resolveLanguage({ cookie, browserLanguages: headers['accept-language'] }),
    setsEnglishCookie: false,
  };
}
