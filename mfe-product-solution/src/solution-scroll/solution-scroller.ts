/**
 * The solution page's scroll controller: turns scroll inputs into moves between the banner and
 * the detail (decideScroll), animates each move over SMOOTH_SCROLL_MS (or jumps, for visitors
 * who prefer reduced motion) and remembers when the last move started, for the lock. A move stops
 * at the first frame after the visitor has gone to another page (a field link followed during the
 * move): that page starts where the shell puts it, at its top. Everything
 * it touches comes through `ScrollEnvironment`, so it is tested with fake timers.
 */
import {
  decideScroll,
  detailScrollTop,
  positionAt,
  type ScrollDecision,
  type ScrollDirection,
} from './scroll-decision';
import { SCROLL_LOCK_MS, SMOOTH_SCROLL_MS } from './scroll-timing';

export interface ScrollEnvironment {
  now(): number;
  /** The address shown: a move ends where the visitor leaves the page it started on. */
  page(): string;
  scrollY(): number;
  /** Jumps to a position, with no smoothing of the browser's own. */
  scrollTo(top: number): void;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
  prefersReducedMotion(): boolean;
}

export interface BannerGeometry {
  bannerBottom: number;
  offset: number;
}

export interface SolutionScroller {
  /** A wheel turn, swipe, key or scroll in a direction; says what was done with it. */
  handle(direction: ScrollDirection): ScrollDecision['kind'];
  /** The arrow button: on to the detail, whatever the lock. */
  toDetail(): void;
  /** Whether scroll input is ignored now (a move started less than SCROLL_LOCK_MS ago). */
  isLocked(): boolean;
  /**
   * Whether a move is still painting its frames. A busy page reports a frame's scroll late, after
   * the lock: that scroll is the move's own, not the visitor's, and must not start another move.
   */
  isMoving(): boolean;
  dispose(): void;
}

export function createSolutionScroller(env: ScrollEnvironment, geometry: () => BannerGeometry): SolutionScroller {
  let lastMoveAt = -Infinity;
  let frame: number | null = null;

  function stopAnimation() {
    if (frame !== null) env.cancelFrame(frame);
    frame = null;
  }

  function moveTo(target: number) {
    stopAnimation();
    const startedAt = env.now();
    lastMoveAt = startedAt;
    const from = env.scrollY();
    if (env.prefersReducedMotion() || from === target) {
      env.scrollTo(target);
      return;
    }
    const page = env.page();
    const step = () => {
      if (env.page() !== page) {
        frame = null;
        return;
      }
      const elapsed = env.now() - startedAt;
      env.scrollTo(positionAt(from, target, elapsed));
      frame = elapsed < SMOOTH_SCROLL_MS ? env.requestFrame(step) : null;
    };
    frame = env.requestFrame(step);
  }

  return {
    handle(direction) {
      const decision = decideScroll({ scrollY: env.scrollY(), ...geometry(), direction, lastMoveAt, now: env.now() });
      if (decision.kind === 'move') moveTo(decision.target);
      return decision.kind;
    },
    toDetail() {
      const { bannerBottom, offset } = geometry();
      moveTo(detailScrollTop(bannerBottom, offset));
    },
    isLocked: () => env.now() - lastMoveAt < SCROLL_LOCK_MS,
    isMoving: () => frame !== null,
    dispose: stopAnimation,
  };
}
