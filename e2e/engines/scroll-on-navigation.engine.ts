/**
 * Issue 25 §10: a new page starts at its top, and Back and Forward return to where the visitor
 * was, in every engine. On main a card low in the news list opened its article partway down
 * (Firefox and WebKit), and Back to the list did not restore the position in Firefox.
 */
import { sectionMounted, waitInPage, type EnginePage } from './engine-page';
import { expect, test } from './fixtures';

const LIST = '/news/dynamic';

/** Opens the news list, scrolls its last card into view and opens it; returns the list's position. */
async function openLowCard(page: EnginePage): Promise<{ article: string; listScrollY: number }> {
  await page.open(LIST);
  await sectionMounted(page);
  const { article, listScrollY } = await page.evaluate(() => {
    const cards = Array.from(document.querySelectorAll('#section-slot a[href^="/news/dynamic/"]'));
    const last = cards[cards.length - 1] as HTMLElement;
    last.scrollIntoView({ block: 'center', behavior: 'instant' });
    return { article: last.getAttribute('href') ?? '', listScrollY: window.scrollY };
  });
  expect(listScrollY, 'the card is low in the list').toBeGreaterThan(500);
  await page.click(`#section-slot a[href="${article}"]`);
  await waitInPage(
    page,
    `the article ${article}`,
    (path: string) => window.location.pathname === path && document.querySelector('#section-slot h1') !== null,
    article,
  );
  return { article, listScrollY };
}

test('a card low in the news list opens its article at the top of the page', async ({ openPage }) => {
  const page = await openPage();
  await openLowCard(page);
  const position = await page.evaluate(() => ({
    scrollY: window.scrollY,
    headingTop: Math.round(document.querySelector('#section-slot h1')?.getBoundingClientRect().top ?? NaN),
  }));
  expect(position, 'the article starts at its top').toMatchObject({ scrollY: 0 });
});

test('Back from an article returns to where the visitor was in the news list', async ({ openPage }) => {
  const page = await openPage();
  const { listScrollY } = await openLowCard(page);
  await page.back();
  await waitInPage(page, 'the news list', (path: string) => window.location.pathname === path, LIST);
  await sectionMounted(page);
  // Restoring waits for the list to render: give it until the list is there and the page settles.
  await waitInPage(page, 'the list at its place', (y: number) => Math.abs(window.scrollY - y) <= 2, listScrollY).catch(
    () => undefined,
  );
  expect(await page.evaluate(() => Math.round(window.scrollY)), 'the list where the visitor left it').toBe(
    Math.round(listScrollY),
  );
});

test('Forward to an article returns to where the visitor was in it', async ({ openPage }) => {
  const page = await openPage();
  const { article } = await openLowCard(page);
  // Resolves once the page has told its listeners of the move, as a visitor's scrolling does.
  const articleScrollY = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        window.addEventListener('scroll', () => resolve(window.scrollY), { once: true });
        window.scrollTo({ top: 300, behavior: 'instant' });
      }),
  );
  expect(articleScrollY, 'the article scrolls').toBeGreaterThan(100);
  await page.back();
  await waitInPage(page, 'the news list', (path: string) => window.location.pathname === path, LIST);
  await sectionMounted(page);
  await page.forward();
  await waitInPage(
    page,
    `the article ${article}`,
    (path: string) => window.location.pathname === path && document.querySelector('#section-slot h1') !== null,
    article,
  );
  await waitInPage(
    page,
    'the article at its place',
    (y: number) => Math.abs(window.scrollY - y) <= 2,
    articleScrollY,
  ).catch(() => undefined);
  expect(await page.evaluate(() => Math.round(window.scrollY)), 'the article where the visitor left it').toBe(
    Math.round(articleScrollY),
  );
});
