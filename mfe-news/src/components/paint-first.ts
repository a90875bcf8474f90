/**
 * A link of the section that navigates once the frame answering its click has painted (issue 44
 * §2, decision 081). Navigating inside the click re-rendered the shell's chrome for the new
 * address and the list for its new page before the browser could paint (pagination and the tabs
 * read 180–220 ms at 4× CPU); now the click's own frame shows the link pressed and the navigation
 * follows right after it. A click that is not a plain left click stays the browser's and the Link's.
 */
import type { MouseEvent } from 'react';
import { useHref, useLocation, useNavigate, type To } from 'react-router';

/** The shell's wait (shell/src/after-next-paint.ts): a frame callback, then a task; a hidden page goes on in the next task. */
const LONGEST_WAIT_MS = 1000;

export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.hidden) {
      setTimeout(resolve, 0);
      return;
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, LONGEST_WAIT_MS);
    requestAnimationFrame(() => setTimeout(finish, 0));
  });
}

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The `onClick` of a `<Link to>` (or `<NavLink>`) whose navigation waits for the click's frame. It
 * navigates as the Link itself would: to the same place, replacing the history entry when the
 * link leads where the page already is. (React Router's useLinkClickHandler is not among the
 * names the browser builds share, build/webpack/react-router-browser.mjs.)
 */
export function usePaintFirstClick(to: To): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  const target = useHref(to);
  const here = useHref(useLocation());
  return (event) => {
    if (!isPlainLeftClick(event) || event.defaultPrevented) return;
    // Prevented: the Link leaves the click to this handler, which navigates after the paint.
    event.preventDefault();
    const replace = target === here;
    void afterNextPaint().then(() => navigate(to, { replace }));
  };
}
