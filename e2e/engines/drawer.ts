/** The phone header's menu drawer, shared by the drawer's tests. */
import { waitInPage, type EnginePage } from './engine-page';

export const MENU = '.shell-mheader__menu';
export const DRAWER = '.shell-drawer[role="dialog"]';

/** Taps the menu button and waits until the drawer has slid in with the focus inside it. */
export async function openDrawer(page: EnginePage) {
  await page.click(MENU);
  await waitInPage(
    page,
    'the drawer',
    (selector: string) => {
      const drawer = document.querySelector(selector);
      // Its buttons are clicked where they stand once the drawer has slid in.
      const sliding = drawer?.parentElement?.getAnimations({ subtree: true }).some((a) => a.playState !== 'finished');
      return drawer !== null && !sliding && drawer.contains(document.activeElement);
    },
    DRAWER,
  );
}

/** Clicks the drawer's close button once nothing covers its centre (the drawer may still settle after focus moved in). */
export async function clickClose(page: EnginePage) {
  await waitInPage(page, 'the close button to take a click', () => {
    const button = document.querySelector('.shell-drawer__close');
    const box = button?.getBoundingClientRect();
    if (!button || !box) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && button.contains(hit);
  });
  await page.click('.shell-drawer__close');
}
