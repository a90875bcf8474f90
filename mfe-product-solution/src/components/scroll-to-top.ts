import { useEffect } from 'react';

/** How many pages of this section mounted in this browser tab; effects never run on the server. */
let pagesMounted = 0;

/**
 * A page the visitor moves to starts at its top. The first page of the tab keeps the position
 * the browser restores on a reload. (The router cannot tell a push from a pop here: single-spa
 * turns every pushState into a popstate.)
 */
export function useStartAtTop(): void {
  useEffect(() => {
    if (pagesMounted > 0) window.scrollTo({ top: 0, behavior: 'instant' });
    pagesMounted += 1;
  }, []);
}
