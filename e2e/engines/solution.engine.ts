/**
 * The solution page's wheel rule in Firefox and WebKit (SPEC.md §2 "Solution pages"): a wheel
 * turn down within the banner moves the page to the detail, and scroll input is ignored for
 * 530 ms after a move starts; after that a wheel turn up at the detail's top goes back.
 */
import { sectionMounted, waitInPage } from './engine-page';
import { expect, test } from './fixtures';

interface WheelLog {
  wheels: { time: number; deltaY: number; prevented: boolean }[];
  scrolls: number[];
}

const LOCK_MS = 530;
const HEADER_PX = 64;

test('a wheel turn down in the banner moves to the detail; input in the next 530 ms is ignored', async ({
  openPage,
}) => {
  const page = await openPage();
  await page.open('/solution/bank');
  await sectionMounted(page);
  // The section takes the wheel once its effects have run, a moment after it mounted (later on a
  // busy machine). A synthetic turn down that it cancels says it listens; the move that turn starts
  // is undone once the lock is over.
  await waitInPage(page, 'the section to take the wheel', () => {
    const turn = new WheelEvent('wheel', { deltaY: 120, cancelable: true });
    window.dispatchEvent(turn);
    return turn.defaultPrevented;
  });
  await waitInPage(
    page,
    'the probe to reach the detail',
    (header: number) => {
      const banner = document.querySelector('.ps-solution__banner') as HTMLElement;
      return Math.abs(banner.getBoundingClientRect().bottom - header) < 1;
    },
    HEADER_PX,
  );
  const probeLockEnds = (await page.evaluate(() => performance.now())) + LOCK_MS;
  await waitInPage(page, 'the end of the probe', (end: number) => performance.now() > end, probeLockEnds);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await waitInPage(page, 'the banner at the top', () => window.scrollY === 0);
  const { target, viewportHeight } = await page.evaluate(() => {
    const log: WheelLog = { wheels: [], scrolls: [] };
    Object.assign(window, { wheelLog: log });
    window.addEventListener('scroll', () => log.scrolls.push(window.scrollY), { passive: true });
    // Registered after the section's listener, so it sees whether the section took the wheel. The
    // time is when the page handled the turn, as the section's lock counts it: an event's own
    // timeStamp says when the input was made, which a busy WebKit delivers much later.
    window.addEventListener(
      'wheel',
      (event) => log.wheels.push({ time: performance.now(), deltaY: event.deltaY, prevented: event.defaultPrevented }),
      { passive: true },
    );
    const banner = document.querySelector('.ps-solution__banner') as HTMLElement;
    return { target: banner.getBoundingClientRect().bottom + window.scrollY - 64, viewportHeight: window.innerHeight };
  });
  expect(target, 'the banner fills the viewport').toBe(viewportHeight - HEADER_PX);

  // Down, then up right behind it: the first starts the move, the lock swallows the second.
  await page.wheel({ x: 720, y: 450 }, [120, -120]);
  await waitInPage(page, 'the detail at the top', (top: number) => Math.abs(window.scrollY - top) < 1, target);
  const log = await page.evaluate(() => (window as unknown as { wheelLog: WheelLog }).wheelLog);
  expect(log.wheels.map(({ deltaY, prevented }) => ({ down: deltaY > 0, prevented }))).toEqual([
    { down: true, prevented: true },
    { down: false, prevented: true },
  ]);
  const [first, second] = log.wheels;
  expect((second?.time ?? Infinity) - (first?.time ?? 0), 'the turn up came within the lock').toBeLessThan(LOCK_MS);
  // The page only ever went down: the turn up during the lock did nothing. (How many frames the
  // smooth move paints depends on the machine's load; the Chromium suite times it.)
  expect(log.scrolls).toEqual([...log.scrolls].sort((a, b) => a - b));

  // Once the lock is over, a turn up at the detail's top takes the page back to the banner.
  const lockEnds = (first?.time ?? 0) + LOCK_MS;
  await waitInPage(page, 'the end of the lock', (end: number) => performance.now() > end, lockEnds);
  await page.wheel({ x: 720, y: 450 }, [-120]);
  await waitInPage(page, 'the banner at the top', () => window.scrollY === 0);
  const last = await page.evaluate(() => (window as unknown as { wheelLog: WheelLog }).wheelLog.wheels.at(-1));
  expect(last).toMatchObject({ prevented: true });
});
