/**
 * A click that meets the page before its scripts have run (issue 25 §11): a language button
 * clicked before the shell hydrated is clicked again by the shell. Repeated as soon as the chrome
 * had hydrated, it could land while the page's section still hydrated: the section then rendered
 * English over the Chinese markup the server sent, and React reported a mismatch (#418, a page
 * error here), in WebKit every time and in Chromium with the CPU slowed 4× in about one try of
 * three. The test makes several tries, so that the race is met on every run without the fix.
 */
import { expect, test } from './fixtures';

/** How much slower than this machine the page's CPU runs, as on a mid-range phone. */
const CPU_SLOWDOWN = 4;
/** Tries in one run: without the fix one try in three throws, so all eight pass in about one run of 25. */
const TRIES = 8;
const SHELL_ENTRY = /\/static\/main\.[0-9a-f]+\.js$/;

test('a language button clicked before the shell hydrated switches to English with no error, on a slow CPU', async ({
  page,
  context,
  problems,
}) => {
  test.setTimeout(TRIES * 15_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    // A new visitor each try; a preview cookie (a run against a running site) stays.
    await context.clearCookies({ name: 'zh_choose' });
    // The shell's entry is held back until the button has been clicked, as on a slow link.
    let release = () => {};
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route(SHELL_ENTRY, async (route) => {
      await clicked;
      await route.continue();
    });
    const navigation = page.goto('/about/introduce');
    // The boot loader, the document's last script, listens once the document has been parsed.
    await page.waitForFunction(() => document.readyState !== 'loading');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    expect(await page.locator('html').getAttribute('data-shell-hydrated')).toBeNull();
    release();
    await navigation;
    await page.unroute(SHELL_ENTRY);
    await expect(page).toHaveURL(/\/en\/about\/introduce$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Profile');
    expect((await context.cookies()).find((cookie) => cookie.name === 'zh_choose')?.value).toBe('e');
    expect(problems, `try ${attempt}`).toEqual([]);
  }
});
