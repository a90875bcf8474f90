/**
 * Issue 25 §12: on main the phone drawer scrolled sideways in WebKit (`.shell-drawer__top` had a
 * negative margin inside the padded, scrolling drawer), and WebKitGTK showed a horizontal scrollbar.
 */
import { DRAWER, openDrawer } from './drawer';
import { sectionMounted } from './engine-page';
import { expect, test } from './fixtures';

test('the open drawer does not scroll sideways', async ({ openPage }) => {
  const page = await openPage('phone');
  await page.open('/m/news/dynamic');
  await sectionMounted(page);
  await openDrawer(page);
  const overflow = await page.evaluate((selector: string) => {
    const drawer = document.querySelector(selector) as HTMLElement;
    drawer.scrollLeft = 100;
    return { scrollWidth: drawer.scrollWidth, clientWidth: drawer.clientWidth, scrollLeft: drawer.scrollLeft };
  }, DRAWER);
  expect(overflow.scrollWidth, 'content wider than the drawer').toBeLessThanOrEqual(overflow.clientWidth);
  expect(overflow.scrollLeft, 'the drawer moved sideways').toBe(0);
});
