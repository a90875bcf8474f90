/**
 * What one scroll input does on a solution page, as pure functions of where the page is and
 * when it last moved: move to the detail, move back to the banner, swallow the input while a
 * move is locked, or leave it to the browser.
 */
import {
  DESKTOP_HEADER_OFFSET_PX,
  EDGE_TOLERANCE_PX,
  MOBILE_HEADER_OFFSET_REM,
  SCROLL_LOCK_MS,
  SMOOTH_SCROLL_MS,
} from './scroll-timing';

export type ScrollDirection = 'up' | 'down';

export interface ScrollSituation {
  /** The page's vertical scroll position. */
  scrollY: number;
  /** The banner's bottom edge in page coordinates (its height when it starts at the top). */
  bannerBottom: number;
  /** The fixed header's height: the detail stops just below it. */
  offset: number;
  direction: ScrollDirection;
  /** When the last move started (ms on the same clock as `now`); -Infinity before any. */
  lastMoveAt: number;
  now: number;
}

export type ScrollDecision =
  | { kind: 'move'; target: number }
  /** A move happened less than SCROLL_LOCK_MS ago: the input is swallowed. */
  | { kind: 'ignore' }
  /** Not the banner's business: the browser scrolls as usual. */
  | { kind: 'pass' };

/** Where the page stands when the detail's top meets the header's bottom edge. */
export function detailScrollTop(bannerBottom: number, offset: number): number {
  return Math.max(0, bannerBottom - offset);
}

export function decideScroll({
  scrollY,
  bannerBottom,
  offset,
  direction,
  lastMoveAt,
  now,
}: ScrollSituation): ScrollDecision {
  if (now - lastMoveAt < SCROLL_LOCK_MS) return { kind: 'ignore' };
  const detailTop = detailScrollTop(bannerBottom, offset);
  // Down while the banner still shows: on to the detail.
  if (direction === 'down' && scrollY < detailTop - EDGE_TOLERANCE_PX) return { kind: 'move', target: detailTop };
  // Up from the top of the detail (or from within the banner): back to the banner.
  if (direction === 'up' && scrollY > 0 && scrollY <= detailTop + EDGE_TOLERANCE_PX) return { kind: 'move', target: 0 };
  return { kind: 'pass' };
}

/** The header's height in CSS pixels for the device, given the root font size of the page. */
export function headerOffsetPx(device: 'desktop' | 'mobile', rootFontSizePx: number): number {
  return device === 'mobile' ? MOBILE_HEADER_OFFSET_REM * rootFontSizePx : DESKTOP_HEADER_OFFSET_PX;
}

/** Ease in and out (cubic): slow start, fast middle, gentle stop. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** The scroll position `elapsed` ms into a move from `from` to `to` of SMOOTH_SCROLL_MS. */
export function positionAt(from: number, to: number, elapsed: number): number {
  return from + (to - from) * easeInOutCubic(elapsed / SMOOTH_SCROLL_MS);
}

/** The keys that page through the banner and the detail, as a direction; null for any other. */
export function keyDirection(event: {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): ScrollDirection | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'PageDown':
    case 'ArrowDown':
      return 'down';
    case 'PageUp':
    case 'ArrowUp':
      return 'up';
    case ' ':
      return event.shiftKey ? 'up' : 'down';
    default:
      return null;
  }
}
