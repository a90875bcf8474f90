/**
 * A phone visitor reaches Contact Us from any page: the drawer's short list is SPEC.md's, so the
 * footer links it (issue 25 §8).
 */
import { expect, test } from './fixtures';

for (const [home, contact, heading] of [
  ['/m', '/m/contact/contactus', '联系我们'],
  ['/en/m', '/en/m/contact/contactus', 'Contact Us'],
] as const) {
  test(`${home} links ${contact} from its footer`, async ({ page }) => {
    await page.goto(home);
    await page.getByRole('contentinfo').getByRole('link', { name: heading, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${contact}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}
