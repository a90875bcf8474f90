/**
 * The desktop header in Firefox and WebKit: a hover opens a menu's panel with its images, and the
 * language buttons change the page's language, address and cookie.
 */
import { sectionMounted, waitInPage, type EnginePage } from './engine-page';
import { expect, test } from './fixtures';

/** The header's link of a menu, by the address it leads to. */
const menuLink = (href: string) => `header .shell-nav__link[href="${href}"]`;

/** The header's language button (the drawer has its own). */
const languageButton = (lang: 'zh-Hans' | 'zh-Hant' | 'en') => `header .shell-header__lang button[lang="${lang}"]`;

async function panelOf(page: EnginePage, link: string) {
  return page.evaluate((selector: string) => {
    const anchor = document.querySelector(selector);
    const panel = document.getElementById(anchor?.getAttribute('aria-controls') ?? '');
    const images = Array.from(panel?.querySelectorAll('img') ?? []);
    return {
      expanded: anchor?.getAttribute('aria-expanded'),
      shown: panel !== null && !panel.hidden && panel.getBoundingClientRect().height > 0,
      titles: Array.from(panel?.querySelectorAll('.shell-panel__title') ?? []).map((title) => title.textContent),
      images: images.length,
      imagesLoaded: images.every((image) => image.complete && image.naturalWidth > 0),
    };
  }, link);
}

test.describe('desktop header', () => {
  test('opens the About panel with its pictures on hover', async ({ openPage }) => {
    const page = await openPage();
    await page.open('/news/dynamic');
    const about = menuLink('/about/introduce');
    expect(await panelOf(page, about)).toMatchObject({ expanded: 'false', shown: false });
    await page.hover(about);
    await waitInPage(
      page,
      'the About panel and its pictures',
      (selector: string) => {
        const anchor = document.querySelector(selector);
        const panel = document.getElementById(anchor?.getAttribute('aria-controls') ?? '');
        const images = Array.from(panel?.querySelectorAll('img') ?? []);
        return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
      },
      about,
    );
    const panel = await panelOf(page, about);
    expect(panel).toMatchObject({ expanded: 'true', shown: true, imagesLoaded: true });
    expect(panel.titles).toContain('创始人');
    // Moving on to another menu closes this panel and opens that one.
    await page.hover(menuLink('/product/DataAnalysis'));
    await waitInPage(
      page,
      'the Product Service panel',
      (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true',
      menuLink('/product/DataAnalysis'),
    );
    expect(await panelOf(page, about)).toMatchObject({ expanded: 'false', shown: false });
  });

  test('switches to English, to Traditional and back to Simplified, with the address and the cookie', async ({
    openPage,
  }) => {
    const page = await openPage();
    await page.open('/about/introduce');
    await sectionMounted(page);
    for (const { lang, button, path, heading, cookie } of [
      {
        lang: 'en',
        button: languageButton('en'),
        path: '/en/about/introduce',
        heading: 'Company Profile',
        cookie: 'e',
      },
      {
        lang: 'zh-Hant',
        button: languageButton('zh-Hant'),
        path: '/about/introduce',
        heading: '公司簡介',
        cookie: 't',
      },
      {
        lang: 'zh-Hans',
        button: languageButton('zh-Hans'),
        path: '/about/introduce',
        heading: '公司简介',
        cookie: 's',
      },
    ]) {
      await page.click(button);
      await waitInPage(
        page,
        `the page in ${lang}`,
        (expected: { lang: string; heading: string }) =>
          document.documentElement.lang === expected.lang &&
          document.documentElement.hasAttribute('data-shell-hydrated') &&
          document.querySelector('#section-slot h1')?.textContent?.trim() === expected.heading,
        { lang, heading },
      );
      expect(await page.evaluate(() => window.location.pathname), lang).toBe(path);
      expect(
        await page.evaluate(
          (selector: string) => document.querySelector(selector)?.getAttribute('aria-pressed'),
          button,
        ),
      ).toBe('true');
      expect(await page.cookie('zh_choose'), lang).toBe(cookie);
    }
  });
});
