/**
 * Found while writing the engine suite (not in issue 25's list): in Firefox, an address opened in
 * the second after a page hydrated is not reached. The navigation aborts the shell's prefetch of
 * the other sections; Firefox reports that as a failed chunk load, the shell's chunk-error handler
 * reloads the page (`reloadOnceForChunkError`), and the reload cancels the visitor's navigation.
 */
import { shellHydrated, waitInPage } from './engine-page';
import { expect, test } from './fixtures';

test('an address opened right after the news list hydrated is reached', async ({ openPage }) => {
  const page = await openPage();
  await page.open('/news/dynamic');
  await page.navigate('/about/introduce');
  await waitInPage(page, 'the company profile', () => window.location.pathname === '/about/introduce');
  await shellHydrated(page);
  expect(await page.evaluate(() => document.querySelector('#section-slot h1')?.textContent)).toBe('公司简介');
});
