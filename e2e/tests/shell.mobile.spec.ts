import { expect, seriousViolations, test } from './fixtures';

test.describe('shell on an iPhone', () => {
  test('sends a phone from a desktop page to its mobile counterpart', async ({ page }) => {
    await page.goto('/about/team/3');
    await expect(page).toHaveURL(/\/m\/about\/team\/3$/);
    await expect(page.locator('html')).toHaveClass(/device-mobile/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('林嘉禾');
  });

  test('sends a phone to the mobile home when a desktop page has no mobile counterpart', async ({ page }) => {
    await page.goto('/about/culture');
    await expect(page).toHaveURL(/\/m$/);
  });

  test('opens the drawer with the shorter list, keeps focus inside and closes on Esc', async ({ page }) => {
    await page.goto('/m/about/introduce');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // The group of the current page starts open; the others open on demand.
    await expect(drawer.getByRole('button', { name: '关于我们' })).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: '公司简介' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '创始人' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '股东介绍' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '合规资质' })).toBeHidden();
    // A tap must be shorter than 150 ms; the keyboard opens the accordion deterministically.
    await drawer.getByRole('button', { name: '资质荣誉' }).press('Enter');
    await expect(drawer.getByRole('link', { name: '合规资质' })).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('opens the drawer for a tap on the menu button made before the page hydrated', async ({ page }) => {
    // The shell's entry is held back until the button has been tapped, as on a slow phone.
    let release = () => {};
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/main\.[0-9a-f]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    const navigation = page.goto('/m/about/introduce');
    const menu = page.getByRole('button', { name: '打开菜单' });
    // The boot loader, the document's last script, listens once the document has been parsed.
    await page.waitForFunction(() => document.readyState !== 'loading');
    await menu.tap();
    expect(await page.locator('html').getAttribute('data-shell-hydrated')).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await navigation;
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test('goes to the founder from the drawer', async ({ page }) => {
    await page.goto('/m/about/introduce');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('dialog').getByRole('link', { name: '创始人' }).click();
    await expect(page).toHaveURL(/\/m\/about\/team\/founder$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('陈立言');
  });

  test('applies ?id=e and replaces the route with the mobile home', async ({ page, context }) => {
    await page.goto('/m/about/team?id=e');
    await expect(page).toHaveURL(/\/en\/m$/);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'zh_choose');
    expect(cookie?.value).toBe('e');
  });

  test('shows the mobile team in English', async ({ page, problems }) => {
    await page.goto('/en/m/about/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Management Team');
    await expect(page.locator('#section-slot')).toContainText('Chen Liyan');
    expect(problems).toEqual([]);
  });

  test('has no serious or critical accessibility violations on the mobile about pages', async ({ page }) => {
    for (const path of ['/m/about/introduce', '/m/about/team', '/m/about/team/founder', '/m/about/shareholder']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
