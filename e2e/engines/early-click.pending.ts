/**
 * Issue 25 §11: a language button clicked after the page has painted but before the shell has
 * hydrated threw React error #418 in WebKit on main (the click was repeated while the page still
 * hydrated). The shell's script is held back until the click has been made, as on a slow link.
 */
import { sectionMounted, shellHydrated, waitInPage } from './engine-page';
import { expect, test } from './fixtures';

const ENGLISH = 'header .shell-header__lang button[lang="en"]';

test('a language button clicked before the shell hydrated switches the language with no error', async ({
  openPage,
}) => {
  const page = await openPage();
  const shellScript = await page.holdBack(/^\/static\/main\.[0-9a-f]+\.js$/);
  try {
    await page.navigate('/about/introduce');
    await waitInPage(
      page,
      'the painted page',
      (button: string) =>
        window.location.pathname === '/about/introduce' &&
        document.readyState !== 'loading' &&
        document.querySelector(button) !== null,
      ENGLISH,
    );
    await page.click(ENGLISH);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-shell-hydrated'))).toBe(false);
  } finally {
    await shellScript.release();
  }
  await shellHydrated(page);
  // The page's lang changes at the click; the English page comes after the switch's navigation.
  await waitInPage(
    page,
    'the page in English',
    () =>
      window.location.pathname === '/en/about/introduce' &&
      document.querySelector('#section-slot .shell-section h1')?.textContent?.trim() === 'Company Profile',
  );
  expect(await sectionMounted(page)).toBe('Company Profile');
  expect(await page.cookie('zh_choose')).toBe('e');
});
