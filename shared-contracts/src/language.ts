/**
 * The language model of SPEC.md §4 and DESIGN.md §4: three visitor languages served by two
 * content backends. Everything that decides a language, on the server or in the browser, goes
 * through this module so that both sides agree.
 */

/** s: simplified Chinese, t: traditional Chinese, e: English. */
export type Language = 's' | 't' | 'e';
export const LANGUAGES: readonly Language[] = ['s', 't', 'e'];
export const DEFAULT_LANGUAGE: Language = 's';

export const LANGUAGE_COOKIE = 'zh_choose';
/** One year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The content backend: 1 Chinese, 2 English. */
export type LanguageType = 1 | 2;
export const LANGUAGE_TYPE_CHINESE: LanguageType = 1;
export const LANGUAGE_TYPE_ENGLISH: LanguageType = 2;

/** The client store's coarse `lang` of SPEC.md §3. */
export type Lang = 'zh' | 'en';

export type HtmlLang = 'zh-Hans' | 'zh-Hant' | 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 's' || value === 't' || value === 'e';
}

export function languageTypeOf(language: Language): LanguageType {
  return language === 'e' ? LANGUAGE_TYPE_ENGLISH : LANGUAGE_TYPE_CHINESE;
}

export function langOf(language: Language): Lang {
  return language === 'e' ? 'en' : 'zh';
}

export function htmlLangOf(language: Language): HtmlLang {
  if (language === 'e') return 'en';
  return language === 't' ? 'zh-Hant' : 'zh-Hans';
}

/** The query parameters that select a language on every content API call. */
export interface LanguageQuery {
  languageType: LanguageType;
  script?: 'hant';
}

export function languageQueryOf(language: Language): LanguageQuery {
  return language === 't'
    ? { languageType: LANGUAGE_TYPE_CHINESE, script: 'hant' }
    : { languageType: languageTypeOf(language) };
}

/** The inverse of languageQueryOf, for a backend that receives the query. */
export function languageOfQuery(query: { languageType?: number; script?: string }): Language {
  if (query.languageType === LANGUAGE_TYPE_ENGLISH) return 'e';
  return query.script === 'hant' ? 't' : 's';
}

const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo', 'hant']);

/**
 * The language of a visitor with no cookie, from the browser's languages (navigator.languages) or
 * an Accept-Language header: Traditional when the most preferred language is zh-TW or zh-HK (SPEC.md
 * §4), otherwise the default. A Traditional tag further down the list (`en-US,zh-TW;q=0.8`) is a
 * fallback of the visitor's, not their browser language.
 */
export function languageFromBrowser(preferred: readonly string[] | string | undefined): Language {
  const tags = typeof preferred === 'string' ? parseAcceptLanguage(preferred) : (preferred ?? []);
  const [primary, ...subtags] = (tags[0] ?? '').trim().toLowerCase().split(/[-_]/);
  if (primary !== 'zh') return DEFAULT_LANGUAGE;
  return subtags.some((subtag) => TRADITIONAL_REGIONS.has(subtag)) ? 't' : DEFAULT_LANGUAGE;
}

/** Language tags of an Accept-Language header, most preferred first. */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language a Cookie header (or document.cookie) holds in zh_choose, when it holds one. */
export function languageOfCookies(cookies: string | undefined): Language | undefined {
  const value = cookies?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
  return isLanguage(value) ? value : undefined;
}

/** A valid cookie wins; otherwise the browser's languages decide. */
export function resolveLanguage(input: {
  cookie?: string | undefined;
  browserLanguages?: readonly string[] | string | undefined;
}): Language {
  return isLanguage(input.cookie) ? input.cookie : languageFromBrowser(input.browserLanguages);
}

/** The Set-Cookie value for a chosen language (DESIGN.md §4); `Secure` when the page was served over HTTPS. */
export function serializeLanguageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The same cookie attributes in the form js-cookie takes in the browser, for a page served with
 * `protocol` (location.protocol): `Secure` over HTTPS, none over plain HTTP (local use).
 */
export function languageCookieAttributes(protocol: string) {
  return {
    path: '/',
    expires: LANGUAGE_COOKIE_MAX_AGE / 86_400,
    sameSite: 'Lax',
    ...(protocol === 'https:' ? { secure: true } : {}),
  } as const;
}
