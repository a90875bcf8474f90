/**
 * The language cookie in the browser (SPEC.md §4: zh_choose), read and written in one place so
 * that every write carries the same attributes: `Secure` when the page was served over HTTPS
 * (issue 27 §7), none over plain HTTP, where a Secure cookie would not be kept (local use).
 */
import { isLanguage, LANGUAGE_COOKIE, languageCookieAttributes, type Language } from '@site/shared-contracts';
import Cookies from 'js-cookie';

export function writeLanguageCookie(language: Language): void {
  Cookies.set(LANGUAGE_COOKIE, language, languageCookieAttributes(window.location.protocol));
}

/** The language the cookie holds now (another tab may have changed it), or undefined. */
export function readLanguageCookie(): Language | undefined {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}
