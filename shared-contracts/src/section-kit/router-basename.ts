/**
 * The router's basename. The shell passes the URL prefix the section was mounted under ("",
 * "/en", "/m", "/en/m"). Switching to or from English moves the URL into or out of /en
 * (DESIGN.md §4) while the section stays mounted, so the language part follows the URL.
 */
import { startTransition, useEffect, useState } from 'react';

const ENGLISH_PREFIX = /^\/en(?=\/|$)/;

/** The device part of the shell's basename ("" or "/m") under the language prefix of `pathname`. */
export function routerBasename(sectionBasename: string, pathname: string): string {
  const devicePrefix = sectionBasename.replace(ENGLISH_PREFIX, '');
  return ENGLISH_PREFIX.test(pathname) ? `/en${devicePrefix}` : devicePrefix;
}

export function useRouterBasename(sectionBasename: string): string {
  const [basename, setBasename] = useState(sectionBasename);
  useEffect(() => {
    // A transition, like BrowserRouter's own location update for the same popstate, so both land
    // in one render and the router never sees the new basename with the old URL.
    const follow = () => startTransition(() => setBasename(routerBasename(sectionBasename, window.location.pathname)));
    follow();
    // single-spa fires popstate after every pushState, so shell navigations arrive here too.
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [sectionBasename]);
  return basename;
}
