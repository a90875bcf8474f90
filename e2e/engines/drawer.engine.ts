/**
 * The menu drawer at phone width, in WebKit and Firefox: the menu button opens it as a modal
 * dialog and its close button closes it, giving the focus back to the menu button.
 */
import { clickClose, DRAWER, MENU, openDrawer } from './drawer';
import { sectionMounted, waitInPage } from './engine-page';
import { expect, test } from './fixtures';

test('opens and closes the drawer on /m/news/dynamic', async ({ openPage }) => {
  const page = await openPage('phone');
  await page.open('/m/news/dynamic');
  await sectionMounted(page);
  expect(await page.evaluate(() => window.innerWidth)).toBe(390);
  await openDrawer(page);
  const opened = await page.evaluate(
    (selectors: { menu: string; drawer: string }) => {
      const drawer = document.querySelector(selectors.drawer) as HTMLElement;
      return {
        expanded: document.querySelector(selectors.menu)?.getAttribute('aria-expanded'),
        modal: drawer.getAttribute('aria-modal'),
        links: Array.from(drawer.querySelectorAll('a')).map((link) => link.textContent?.trim()),
        bodyScrolls: document.body.style.overflow !== 'hidden',
      };
    },
    { menu: MENU, drawer: DRAWER },
  );
  expect(opened).toMatchObject({ expanded: 'true', modal: 'true', bodyScrolls: false });
  expect(opened.links).toContain('新闻动态');

  await clickClose(page);
  await waitInPage(
    page,
    'the drawer to close',
    (selector: string) => document.querySelector(selector) === null,
    DRAWER,
  );
  expect(
    await page.evaluate((menu: string) => {
      const button = document.querySelector(menu);
      return { expanded: button?.getAttribute('aria-expanded'), focused: document.activeElement === button };
    }, MENU),
  ).toEqual({ expanded: 'false', focused: true });
});
