import {
  decideScroll,
  detailScrollTop,
  easeInOutCubic,
  headerOffsetPx,
  keyDirection,
  positionAt,
  type ScrollSituation,
} from './scroll-decision';
import { DESKTOP_HEADER_OFFSET_PX, SCROLL_LOCK_MS, SMOOTH_SCROLL_MS } from './scroll-timing';

const BANNER = 900;
const DETAIL_TOP = BANNER - 64;
const at = (overrides: Partial<ScrollSituation>): ScrollSituation => ({
  scrollY: 0,
  bannerBottom: BANNER,
  offset: 64,
  direction: 'down',
  lastMoveAt: -Infinity,
  now: 10_000,
  ...overrides,
});

describe('the solution page timings (SPEC.md §9)', () => {
  it('are a 500 ms move, a 530 ms lock and a 64 px header offset on desktop', () => {
    expect(SMOOTH_SCROLL_MS).toBe(500);
    expect(SCROLL_LOCK_MS).toBe(530);
    expect(DESKTOP_HEADER_OFFSET_PX).toBe(64);
    expect(SCROLL_LOCK_MS).toBeGreaterThan(SMOOTH_SCROLL_MS);
  });
});

describe('decideScroll', () => {
  it('moves down to the detail, just below the header, from anywhere within banner height − 64 px', () => {
    for (const scrollY of [0, 1, 300, DETAIL_TOP - 3])
      expect(decideScroll(at({ scrollY }))).toEqual({ kind: 'move', target: DETAIL_TOP });
  });

  it('leaves downward scrolling to the browser once the detail has reached the header', () => {
    for (const scrollY of [DETAIL_TOP, DETAIL_TOP + 1, DETAIL_TOP + 500, 5000])
      expect(decideScroll(at({ scrollY }))).toEqual({ kind: 'pass' });
  });

  it('moves back to the banner when scrolling up from the top of the detail or within the banner', () => {
    for (const scrollY of [DETAIL_TOP + 2, DETAIL_TOP, 400, 1])
      expect(decideScroll(at({ scrollY, direction: 'up' }))).toEqual({ kind: 'move', target: 0 });
  });

  it('leaves upward scrolling inside the detail, and at the very top, to the browser', () => {
    for (const scrollY of [DETAIL_TOP + 3, 2000, 0])
      expect(decideScroll(at({ scrollY, direction: 'up' }))).toEqual({ kind: 'pass' });
  });

  it('ignores any input for 530 ms after a move started, then listens again', () => {
    const lastMoveAt = 10_000;
    for (const now of [lastMoveAt, lastMoveAt + 1, lastMoveAt + SMOOTH_SCROLL_MS, lastMoveAt + SCROLL_LOCK_MS - 1]) {
      expect(decideScroll(at({ lastMoveAt, now }))).toEqual({ kind: 'ignore' });
      expect(decideScroll(at({ lastMoveAt, now, scrollY: DETAIL_TOP, direction: 'up' }))).toEqual({ kind: 'ignore' });
    }
    expect(decideScroll(at({ lastMoveAt, now: lastMoveAt + SCROLL_LOCK_MS }))).toEqual({
      kind: 'move',
      target: DETAIL_TOP,
    });
  });

  it('always moves towards the input direction, to a place within the page, over a grid of situations', () => {
    for (let scrollY = 0; scrollY <= 2000; scrollY += 37)
      for (const bannerBottom of [0, 40, 500, 900, 1400])
        for (const direction of ['up', 'down'] as const) {
          const decision = decideScroll(at({ scrollY, bannerBottom, direction }));
          if (decision.kind !== 'move') continue;
          expect(decision.target).toBeGreaterThanOrEqual(0);
          if (direction === 'down') expect(decision.target).toBeGreaterThan(scrollY);
          else expect(decision.target).toBeLessThan(scrollY);
        }
  });
});

describe('geometry and motion', () => {
  it('never places the detail above the top of the page', () => {
    expect(detailScrollTop(900, 64)).toBe(836);
    expect(detailScrollTop(40, 64)).toBe(0);
  });

  it('offsets by 64 px on desktop and by the 1.28rem header on phones', () => {
    expect(headerOffsetPx('desktop', 100)).toBe(64);
    expect(headerOffsetPx('mobile', 52)).toBeCloseTo(66.56);
  });

  it('eases from the start to the end of the move and stays there', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(2)).toBe(1);
    let previous = 0;
    for (let elapsed = 0; elapsed <= SMOOTH_SCROLL_MS + 50; elapsed += 10) {
      const position = positionAt(0, 836, elapsed);
      expect(position).toBeGreaterThanOrEqual(previous);
      previous = position;
    }
    expect(positionAt(0, 836, SMOOTH_SCROLL_MS)).toBe(836);
    expect(positionAt(836, 0, SMOOTH_SCROLL_MS / 2)).toBe(418);
  });
});

describe('keyDirection', () => {
  const key = (
    value: string,
    modifiers: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
  ) => keyDirection({ key: value, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

  it('reads Page Down, the down arrow and Space as down, their opposites as up', () => {
    expect([key('PageDown'), key('ArrowDown'), key(' ')]).toEqual(['down', 'down', 'down']);
    expect([key('PageUp'), key('ArrowUp'), key(' ', { shiftKey: true })]).toEqual(['up', 'up', 'up']);
  });

  it('leaves other keys and shortcuts alone', () => {
    expect([key('Enter'), key('a'), key('ArrowDown', { altKey: true }), key(' ', { ctrlKey: true })]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
