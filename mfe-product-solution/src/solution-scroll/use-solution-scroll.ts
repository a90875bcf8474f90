/**
 * Wires the solution scroller to the page once it is mounted (never while rendering, so the
 * server's markup and the first browser render agree): wheel, scroll, touch swipes and the
 * paging keys on the window, and the arrow button through the returned `toDetail`.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { headerOffsetPx, keyDirection, type ScrollDecision } from './scroll-decision';
import { createSolutionScroller, type ScrollEnvironment, type SolutionScroller } from './solution-scroller';

function browserEnvironment(): ScrollEnvironment {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  return {
    now: () => performance.now(),
    page: () => window.location.href,
    scrollY: () => window.scrollY,
    scrollTo: (top) => window.scrollTo({ top, behavior: 'instant' }),
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
    prefersReducedMotion: () => reducedMotion.matches,
  };
}

/** Keys typed into a field, or Space on a control it activates, are not for paging. */
function keepsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  return key === ' ' && target.closest('button, a, summary, [role="button"]') !== null;
}

export function useSolutionScroll(
  banner: RefObject<HTMLElement | null>,
  detail: RefObject<HTMLElement | null>,
  device: 'desktop' | 'mobile',
): () => void {
  const scroller = useRef<SolutionScroller | null>(null);

  const focusDetail = useCallback(() => detail.current?.focus({ preventScroll: true }), [detail]);

  useEffect(() => {
    const bannerElement = banner.current;
    // No detail (a solution without pages): nothing to scroll to, the page scrolls as any other.
    if (!bannerElement || !detail.current) return;
    const instance = createSolutionScroller(browserEnvironment(), () => ({
      bannerBottom: bannerElement.getBoundingClientRect().bottom + window.scrollY,
      offset: headerOffsetPx(device, parseFloat(getComputedStyle(document.documentElement).fontSize) || 16),
    }));
    scroller.current = instance;

    let lastY = window.scrollY;
    let swipe: { startY: number; decision: ScrollDecision['kind'] | null } | null = null;

    const onWheel = (event: WheelEvent) => {
      // Ctrl + wheel zooms.
      if (event.deltaY === 0 || event.ctrlKey) return;
      if (instance.handle(event.deltaY > 0 ? 'down' : 'up') !== 'pass') event.preventDefault();
    };
    // Scrollbar drags and anything else that scrolls; a scroll cannot be cancelled, so input
    // during the lock is simply not acted on, nor are the move's own frames, however late a busy
    // page reports them.
    const onScroll = () => {
      const y = window.scrollY;
      if (y === lastY) return;
      const direction = y > lastY ? 'down' : 'up';
      lastY = y;
      if (!instance.isLocked() && !instance.isMoving()) instance.handle(direction);
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      swipe = event.touches.length === 1 && touch ? { startY: touch.clientY, decision: null } : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!swipe || !touch || swipe.decision === 'pass') return;
      if (swipe.decision === null) {
        const moved = swipe.startY - touch.clientY;
        if (moved === 0) return;
        swipe.decision = instance.handle(moved > 0 ? 'down' : 'up');
        if (swipe.decision === 'pass') return;
      }
      // The rest of a swipe that moved the page (or came during the lock) scrolls nothing.
      if (event.cancelable) event.preventDefault();
    };
    const onTouchEnd = () => {
      swipe = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = keyDirection(event);
      if (direction === null || event.defaultPrevented || keepsKey(event.target, event.key)) return;
      const decision = instance.handle(direction);
      if (decision === 'pass') return;
      event.preventDefault();
      if (decision === 'move' && direction === 'down') focusDetail();
    };

    const active = { passive: false } as const;
    window.addEventListener('wheel', onWheel, active);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchmove', onTouchMove, active);
    window.addEventListener('touchend', onTouchEnd);
    window.addEventListener('touchcancel', onTouchEnd);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('touchend', onTouchEnd);
      window.removeEventListener('touchcancel', onTouchEnd);
      window.removeEventListener('keydown', onKeyDown);
      instance.dispose();
      scroller.current = null;
    };
  }, [banner, detail, device, focusDetail]);

  return useCallback(() => {
    scroller.current?.toDetail();
    focusDetail();
  }, [focusDetail]);
}
