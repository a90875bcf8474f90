/**
 * Issue 44 §4 in Firefox and WebKit: a campaign link (`?utm_source=…`) hydrates the server's
 * markup as the same address without the query does (e2e/tests/campaign-links.desktop.spec.ts).
 *
 * The section cannot mount before its manifest arrives, so its manifest is held back while the
 * last 5 elements of `main` get a property of the test's (the shell's hashed entry cannot be held:
 * WebKit takes it from its cache; the manifest is `no-cache`, asked for on every visit, and a held
 * preload does not delay the load event WebDriver waits for). Once the section has mounted, those
 * very nodes must still be in `main`, taken over by React (a fiber on each).
 */
import { sectionMounted, shellHydrated, waitInPage } from './engine-page';
import { expect, test } from './fixtures';

const SECTION_MANIFEST = /^\/releases\/mfe-about\/.+\/mf-manifest\.json$/;
const MARKED = 5;

for (const address of ['/about/introduce', '/about/introduce?utm_source=newsletter']) {
  test(`${address} hydrates the server markup: the last ${MARKED} elements of main stay the same nodes`, async ({
    openPage,
  }) => {
    const page = await openPage();
    const manifest = await page.holdBack(SECTION_MANIFEST);
    let marked: number;
    try {
      await page.navigate(address);
      await waitInPage(
        page,
        'the server markup, parsed and not mounted',
        (shown: string) =>
          `${location.pathname}${location.search}` === shown &&
          document.readyState !== 'loading' &&
          document.querySelector('#section-slot .shell-section[data-ssr="1"]') !== null,
        address,
      );
      marked = await page.evaluate((count: number) => {
        const elements = Array.from(document.querySelectorAll('main *')).slice(-count);
        for (const element of elements) Object.assign(element, { fromServer: true });
        return elements.length;
      }, MARKED);
      // Released once the shell has loaded all but the manifest: Firefox's hold (puppeteer's request
      // interception) would strand a request that starts while it is being lifted.
      await shellHydrated(page);
      expect(
        await page.evaluate(() => document.querySelector('#section-slot .shell-section[data-ssr="1"]') !== null),
        'the section waits for its manifest',
      ).toBe(true);
    } finally {
      await manifest.release();
    }
    expect(marked).toBe(MARKED);
    expect(await sectionMounted(page)).toContain('公司简介');
    await waitInPage(
      page,
      `the ${MARKED} server nodes hydrated in place`,
      (count: number) =>
        Array.from(document.querySelectorAll('main *')).filter(
          (element) =>
            (element as Element & { fromServer?: boolean }).fromServer === true &&
            Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ).length === count,
      MARKED,
    );
    expect(await page.evaluate(() => `${location.pathname}${location.search}`)).toBe(address);
  });
}
