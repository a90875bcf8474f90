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
