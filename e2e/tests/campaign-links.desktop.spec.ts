/**
 * Issue 44 §4: a campaign link (`?utm_source=…`, `?utm_campaign=…`, `?gclid=…`) hydrates the
 * server's markup, as the same address without the query does: a query the route does not read
 * must not change what the browser does with that markup.
 *
 * How a node is known to be the server's: the shell's entry script is held back (`page.route`)
 * until the document has been parsed, so no code of the shell or the section has run yet; the
 * last 5 elements of `main` then get a property of the test's. Once the shell has hydrated and
 * the section has mounted, those very nodes must still be in `main`, taken over by React
 * (hydration gives each node it adopts a fiber; a fresh render replaces them with new nodes).
 */
import type { Page } from '@playwright/test';
import { expectServerRendered } from './server-render';
import { expect, sectionMounted, test } from './fixtures';

const SHELL_ENTRY = /\/static\/main\.[0-9a-f]+\.js$/;
const MARKED = 5;

const PAGES = ['/about/introduce', '/news/dynamic'] as const;
const QUERIES = ['', '?utm_source=newsletter', '?utm_campaign=q4', '?gclid=abc'] as const;

/** Marks the last elements of `main` as the server sent them; returns how many were marked. */
function markServerNodes(page: Page): Promise<number> {
  return page.evaluate((count) => {
    const elements = Array.from(document.querySelectorAll('main *')).slice(-count);
    for (const element of elements) Object.assign(element, { fromServer: true });
    return elements.length;
  }, MARKED);
}

/** How many of the marked nodes are still in `main` and hydrated by React. */
function hydratedServerNodes(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll('main *')).filter(
        (element) =>
          (element as Element & { fromServer?: boolean }).fromServer === true &&
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ).length,
  );
}

/** Opens an address with the shell held back until the server's nodes are marked. */
async function openMarkingServerNodes(page: Page, address: string) {
  let release = () => {};
  const marked = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHELL_ENTRY, async (route) => {
    await marked;
    await route.continue();
  });
  // The fixture's goto resolves once the shell has hydrated (html[data-shell-hydrated]).
  const navigation = page.goto(address);
  try {
    await page.waitForFunction(() => document.readyState !== 'loading');
    await expect(page.locator('#section-slot .shell-section'), 'the server markup, not hydrated yet').toHaveAttribute(
      'data-ssr',
      '1',
    );
    expect(await markServerNodes(page)).toBe(MARKED);
  } finally {
    release();
  }
  const response = await navigation;
  expectServerRendered(response, address);
}

test.describe('a campaign link hydrates the server markup', () => {
  for (const path of PAGES) {
    for (const query of QUERIES) {
      const address = `${path}${query}`;
      test(`${address}: the last ${MARKED} elements of main stay the server's nodes, and the address keeps its query`, async ({
        page,
      }) => {
        await openMarkingServerNodes(page, address);
        await sectionMounted(page);
        await expect.poll(() => hydratedServerNodes(page), 'server nodes hydrated in place').toBe(MARKED);
        const shown = new URL(page.url());
        expect(`${shown.pathname}${shown.search}`).toBe(address);
      });
    }
  }

  test('a query the news list reads still chooses its page beside a campaign query', async ({ page }) => {
    const address = '/news/dynamic?page=2&utm_campaign=q4';
    await openMarkingServerNodes(page, address);
    await sectionMounted(page);
    await expect.poll(() => hydratedServerNodes(page), 'server nodes hydrated in place').toBe(MARKED);
    await expect(page.locator('#section-slot .news-pagination [aria-current="page"]')).toHaveText('2');
    const shown = new URL(page.url());
    expect(`${shown.pathname}${shown.search}`).toBe(address);
  });
});
