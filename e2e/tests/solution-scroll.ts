/**
 * What the solution page tests need to drive its scroller without racing the machine: when its
 * listeners are on, and a page clock that moves only when the test says so, so "input during the
 * 530 ms lock" and "a move of about 500 ms" hold however slow the machine is.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The page's animation frames come every 16 ms of its clock. */
const FRAME_MS = 16;

/**
 * Whether the window has a listener that can cancel events of this type: the scroller's, added
 * in an effect once the section has hydrated, some time after its container lost `data-ssr`.
 */
export async function windowCancels(page: Page, type: 'wheel' | 'touchmove'): Promise<boolean> {
  const client = await page.context().newCDPSession(page);
  try {
    const { result } = await client.send('Runtime.evaluate', { expression: 'window' });
    if (!result.objectId) return false;
    const { listeners } = await client.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    return listeners.some((listener) => listener.type === type && !listener.passive);
  } finally {
    await client.detach();
  }
}

/**
 * Stops the page's clock (installed before the page was opened) on an animation frame: timers and
 * frames wait for `stepClock`, and an input made now is a whole number of frames from each frame.
 */
export async function stopClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const ticks = await page.evaluate(() => performance.now());
  await page.clock.runFor(FRAME_MS - (ticks % FRAME_MS));
}

/**
 * Moves the stopped clock on by `ms`, a frame at a time, and returns what `sample` read after
 * each frame.
 */
export async function stepClock<T>(page: Page, ms: number, sample: () => Promise<T>): Promise<T[]> {
  const samples: T[] = [];
  for (let elapsed = 0; elapsed < ms; elapsed += FRAME_MS) {
    await page.clock.runFor(FRAME_MS);
    samples.push(await sample());
  }
  return samples;
}

const scrollYOf = (page: Page) => page.evaluate(() => window.scrollY);

/** Where the page was after each frame of a move to the detail and of the move back. */
export interface MoveAndLock {
  /** From the input towards the detail to 544 ms after it. */
  there: number[];
  /** From the input towards the banner at 544 ms on, for 528 ms. */
  back: number[];
}

/**
 * On the stopped clock: input towards the detail at 0 ms, then towards the banner 208 ms in
 * (during the move), 512 ms in (the move over, the 530 ms lock not) and 544 ms in (the lock
 * over). `atDetail` checks the page at 512 ms, before the input then.
 */
export async function moveAndLock(
  page: Page,
  input: { toDetail: () => Promise<void>; toBanner: () => Promise<void>; atDetail: () => Promise<void> },
): Promise<MoveAndLock> {
  const sample = () => scrollYOf(page);
  await input.toDetail();
  const there = await stepClock(page, 208, sample);
  await input.toBanner();
  there.push(...(await stepClock(page, 304, sample)));
  await input.atDetail();
  await input.toBanner();
  there.push(...(await stepClock(page, 32, sample)));
  await input.toBanner();
  return { there, back: await stepClock(page, 528, sample) };
}

/**
 * The moves of `moveAndLock` were smooth and took about 500 ms, and only the input after the lock
 * moved the page: the positions on the way there only rise to the detail (`detail`, within the
 * rounding of a phone's sub-pixel scroll) and stay; the move back started at 544 ms, not at
 * 512 ms, so 240 ms in it is short of half-way, and it ends at the banner.
 */
export function expectMoveAndLock({ there, back }: MoveAndLock, detail: number) {
  const end = there.at(-1) ?? NaN;
  expect(Math.abs(end - detail)).toBeLessThanOrEqual(2);
  expect(there.filter((y) => y > 0 && y < end).length).toBeGreaterThanOrEqual(3);
  expect(there).toEqual([...there].sort((a, b) => a - b));
  const arrivedAt = (there.findIndex((y) => Math.abs(y - end) <= 1) + 1) * FRAME_MS;
  expect(arrivedAt).toBeGreaterThanOrEqual(448);
  expect(arrivedAt).toBeLessThanOrEqual(512);
  expect(there.slice(512 / FRAME_MS - 1)).toEqual([end, end, end]);

  const halfTime = back[240 / FRAME_MS - 1] ?? NaN;
  expect(halfTime).toBeLessThan(end);
  expect(halfTime).toBeGreaterThan(end / 2);
  expect(back.filter((y) => y > 0 && y < end).length).toBeGreaterThanOrEqual(3);
  expect(back).toEqual([...back].sort((a, b) => b - a));
  expect(back.at(-1)).toBe(0);
}
