/**
 * The footer takes a desktop visitor to the on-site investor pages, beside the link out to the
 * investor site (issue 25 §8).
 */
import { expect, test } from './fixtures';

test('the footer opens each on-site investor page, inside the site', async ({ page }) => {
  await page.goto('/about/introduce');
  const investor = page.getByRole('contentinfo').getByRole('navigation', { name: '投资者关系' });
  await expect(investor.getByRole('link', { name: /投资者关系网站/ })).toHaveAttribute(
    'href',
    /^https:\/\/ir\.hanshufintech\.cn\/\?id=s$/,
  );
  for (const [name, path, shown] of [
    ['公告与报告', '/invest/reports', '.invest-reports tbody tr'],
    ['投资者联络', '/invest/contact', '#section-slot a[href="mailto:ir@hanshufintech.cn"]'],
    ['公司概览', '/invest', '.invest-highlight'],
  ] as const) {
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await investor.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('投资者关系');
    await expect(page.locator(shown).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }
});
