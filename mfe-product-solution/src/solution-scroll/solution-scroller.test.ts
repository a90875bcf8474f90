/** @jest-environment jsdom */
import { createSolutionScroller, type ScrollEnvironment } from './solution-scroller';
import { SCROLL_LOCK_MS, SMOOTH_SCROLL_MS } from './scroll-timing';

/** A page 3000 px tall whose banner ends at 900 px, on jest's fake clock and animation frames. */
function fakePage({ reducedMotion = false } = {}) {
  let scrollY = 0;
  let address = '/solution/bank';
  const positions: number[] = [];
  const env: ScrollEnvironment = {
    now: () => performance.now(),
    page: () => address,
    scrollY: () => scrollY,
    scrollTo: (top) => {
      scrollY = top;
      positions.push(top);
    },
    requestFrame: (callback) => requestAnimationFrame(callback),
    cancelFrame: (handle) => cancelAnimationFrame(handle),
    prefersReducedMotion: () => reducedMotion,
  };
  const scroller = createSolutionScroller(env, () => ({ bannerBottom: 900, offset: 64 }));
  return {
    scroller,
    positions,
    scrollY: () => scrollY,
    setScrollY: (y: number) => (scrollY = y),
    goTo: (path: string) => (address = path),
  };
}

describe('the solution scroller', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 50_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('moves from the banner to the detail smoothly, in 500 ms', () => {
    const page = fakePage();
    expect(page.scroller.handle('down')).toBe('move');
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS / 2);
    expect(page.scrollY()).toBeGreaterThan(0);
    expect(page.scrollY()).toBeLessThan(836);
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS / 2 + 20);
    expect(page.scrollY()).toBe(836);
    const frames = page.positions.length;
    expect(frames).toBeGreaterThan(10);
    jest.advanceTimersByTime(200);
    expect(page.positions.length).toBe(frames);
  });

  it('ignores input during the 530 ms lock after a move, and takes it again afterwards', () => {
    const page = fakePage();
    page.scroller.handle('down');
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS + 10);
    expect(page.scroller.isLocked()).toBe(true);
    expect(page.scroller.handle('up')).toBe('ignore');
    jest.advanceTimersByTime(SCROLL_LOCK_MS - SMOOTH_SCROLL_MS - 10);
    expect(page.scroller.isLocked()).toBe(false);
    expect(page.scroller.handle('up')).toBe('move');
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS + 20);
    expect(page.scrollY()).toBe(0);
  });

  it('leaves scrolling inside the detail to the browser', () => {
    const page = fakePage();
    page.setScrollY(1500);
    expect(page.scroller.handle('down')).toBe('pass');
    expect(page.scroller.handle('up')).toBe('pass');
    expect(page.positions).toEqual([]);
  });

  it('jumps at once for visitors who prefer reduced motion, and still locks', () => {
    const page = fakePage({ reducedMotion: true });
    expect(page.scroller.handle('down')).toBe('move');
    expect(page.positions).toEqual([836]);
    expect(page.scroller.handle('up')).toBe('ignore');
  });

  it('goes to the detail from the arrow even during the lock', () => {
    const page = fakePage({ reducedMotion: true });
    page.scroller.handle('down');
    page.setScrollY(0);
    page.scroller.toDetail();
    expect(page.positions).toEqual([836, 836]);
  });

  it('stops animating when disposed', () => {
    const page = fakePage();
    page.scroller.handle('down');
    jest.advanceTimersByTime(100);
    page.scroller.dispose();
    const frames = page.positions.length;
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS);
    expect(page.positions.length).toBe(frames);
  });

  it('stops a move at the first frame after the visitor went to another page, leaving it where that page put it', () => {
    const page = fakePage();
    page.scroller.toDetail();
    jest.advanceTimersByTime(100);
    const frames = page.positions.length;
    expect(frames).toBeGreaterThan(0);
    page.goTo('/solution/insure');
    page.setScrollY(0);
    jest.advanceTimersByTime(SMOOTH_SCROLL_MS);
    expect(page.positions.length).toBe(frames);
    expect(page.scrollY()).toBe(0);
  });

  it('is moving until its last frame has painted, however late a busy page paints it', () => {
    // Frames run only when the test says: a page too busy to paint between 450 ms and the lock's end.
    const pending: (() => void)[] = [];
    let scrollY = 0;
    const scroller = createSolutionScroller(
      {
        now: () => performance.now(),
        page: () => '/solution/bank',
        scrollY: () => scrollY,
        scrollTo: (top) => (scrollY = top),
        requestFrame: (callback) => pending.push(callback),
        cancelFrame: () => undefined,
        prefersReducedMotion: () => false,
      },
      () => ({ bannerBottom: 900, offset: 64 }),
    );
    const paint = () => pending.shift()?.();
    expect(scroller.handle('down')).toBe('move');
    expect(scroller.isMoving()).toBe(true);
    jest.advanceTimersByTime(450);
    paint();
    expect(scrollY).toBeLessThan(836 - 2);
    jest.advanceTimersByTime(SCROLL_LOCK_MS - 450 + 30);
    expect(scroller.isLocked()).toBe(false);
    expect(scroller.isMoving()).toBe(true);
    paint();
    expect(scrollY).toBe(836);
    expect(scroller.isMoving()).toBe(false);
  });
});
