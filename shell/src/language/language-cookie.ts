/**
 * The language cookie as the browser shell writes it (SPEC.md §4: zh_choose): `Secure` when the
 * page was served over HTTPS (issue 27 §7), not over plain HTTP, where a Secure cookie would not
 * be kept (local use).
 */
import { LANGUAGE_COOKIE, languageCookieAttributes, type Language } from '@site/shared-contracts';
import Cookies from 'js-cookie';

export function writeLanguageCookie(language: Language): void {
  Cookies.set(LANGUAGE_COOKIE, language, languageCookieAttributes(window.location.protocol));
}
