/**
 * Site paths: the /en prefix selects English and is stripped before routing; /m is the mobile
 * site. Shared by the shell server and the browser shell.
 */
import { isMobilePath } from '@site/shared-contracts';

export type LanguagePrefix = '' | '/en';

export interface SplitPath {
  languagePrefix: LanguagePrefix;
  /** The path without the /en prefix, always starting with "/". */
  path: string;
}

export function splitLanguagePrefix(pathname: string): SplitPath {
  if (pathname === '/en' || pathname === '/en/') return { languagePrefix: '/en', path: '/' };
  if (pathname.startsWith('/en/')) return { languagePrefix: '/en', path: pathname.slice(3) };
  return { languagePrefix: '', path: pathname || '/' };
}

export function joinLanguagePrefix(languagePrefix: LanguagePrefix, path: string): string {
  if (!languagePrefix) return path;
  return path === '/' ? languagePrefix : `${languagePrefix}${path}`;
}

/** The router basename of a section for a location: "", "/en", "/m" or "/en/m". */
export function basenameOf(languagePrefix: LanguagePrefix, path: string): string {
  return `${languagePrefix}${isMobilePath(path) ? '/m' : ''}`;
}
