import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/**
 * A page opened by a link of the section starts at its top; a page loaded, reloaded or reached
 * with the back button keeps the position the browser restores.
 */
export function useScrollToTopOnPush(): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo({ top: 0, behavior: 'instant' });
  }, [navigationType]);
}
