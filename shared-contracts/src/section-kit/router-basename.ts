/**
 * The router's basename. The shell passes the URL prefix the section was mounted under ("",
 * "/en", "/m", "/en/m"). Switching to or from English moves the URL into or out of /en
 * (DESIGN.md §4) while the section stays mounted, so the language part follows the URL.
 */
const ENGLISH_PREFIX = /^\/en(?=\/|$)/;

/** The device part of the shell's basename ("" or "/m") under the language prefix of `pathname`. */
export function routerBasename(sectionBasename: string, pathname: string): string {
  const devicePrefix = sectionBasename.replace(ENGLISH_PREFIX, '');
  return ENGLISH_PREFIX.test(pathname) ? `/en${devicePrefix}` : devicePrefix;
}
