/**
 * The language switch answers its click in the first frame (issue 44 §2, decision 076): the
 * button shows pressed and the loading bar runs in the frame after the click, before the switch
 * itself (the cookie, the page's language, the fetches) has begun; then the page follows.
 */
import { expect, sectionMounted, test } from './fixtures';

interface FirstFrame {
  pressed: string | null;
  loadingBar: boolean;
  lang: string;
  cookie: string;
}

test.describe('the language switch in its first frame', () => {
  for (const [path, name, lang, url] of [
    ['/news/dynamic', 'English', 'en', /\/en\/news\/dynamic$/],
    ['/about/introduce', '繁體中文', 'zh-Hant', /\/about\/introduce$/],
  ] as const) {
    test(`on ${path}, ${name} shows pressed with the loading bar before the page switches, then it does`, async ({
      page,
    }) => {
      await page.goto(path);
      await sectionMounted(page);
      const button = page.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      const frame = await button.evaluate(
        (element) =>
          new Promise<FirstFrame>((resolve) => {
            // Listening on the button, this runs before the shell's own handler (on its root):
            // the frame callback asked for here is the first of the frame that answers the click.
            element.addEventListener(
              'click',
              () =>
                requestAnimationFrame(() =>
                  resolve({
                    pressed: element.getAttribute('aria-pressed'),
                    loadingBar: document.querySelector('.shell-loading-bar--visible') !== null,
                    lang: document.documentElement.lang,
                    cookie: document.cookie,
                  }),
                ),
              { once: true },
            );
            (element as HTMLButtonElement).click();
          }),
      );
      expect(frame.pressed).toBe('true');
      expect(frame.loadingBar).toBe(true);
      // The switch has not begun: the page's language and its cookie are still the old ones.
      expect(frame.lang).toBe('zh-Hans');
      expect(frame.cookie).not.toContain(`zh_choose=${name === 'English' ? 'e' : 't'}`);
      await expect(page).toHaveURL(url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.shell-loading-bar--visible')).toHaveCount(0);
    });
  }
});
