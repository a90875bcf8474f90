/**
 * The interactions `npm run bench -- interactions` measures (issue 44 §1), desktop and /m: the
 * language switch in every direction on a list page and a detail page, the header panel, the
 * drawer, a tab, pagination and a client navigation to another section. Each scenario loads its
 * page afresh for every run; each step is one measured interaction: `prepare` (not measured: the
 * drawer opened before a language button in it is pressed), `act` (the interaction), `done` (what
 * the page shows once it has followed).
 */
/* global window, document -- the functions handed to page.evaluate and waitForFunction run in the page */

/** The language buttons, by language: `lang` is both the button's attribute and the page's after the switch. */
const BUTTON_LANG = { s: 'zh-Hans', t: 'zh-Hant', e: 'en' };
const LABEL = { s: '简', t: '繁', e: 'EN' };
/** Every direction once, starting from Simplified: 简→繁→EN→简→EN→繁→简. */
const DIRECTIONS = [
  ['s', 't'],
  ['t', 'e'],
  ['e', 's'],
  ['s', 'e'],
  ['e', 't'],
  ['t', 's'],
];

/** The page has followed the switch to `to`: its language, its address and the pressed button. */
async function followedLanguage(page, to, device) {
  await page.waitForFunction(
    ([lang, english]) =>
      document.documentElement.lang === lang && window.location.pathname.startsWith('/en/') === english,
    [BUTTON_LANG[to], to === 'e'],
    { timeout: 30_000 },
  );
  if (device === 'desktop') {
    await page.waitForSelector(`.shell-header__lang button[lang="${BUTTON_LANG[to]}"][aria-pressed="true"]`);
  }
}

function languageSteps(device) {
  return DIRECTIONS.map(([from, to]) => ({
    name: `${LABEL[from]}→${LABEL[to]}`,
    ...(device === 'mobile'
      ? {
          prepare: async (page) => {
            await page.locator('.shell-mheader__menu').tap();
            await page.waitForSelector('.shell-drawer');
          },
          act: (page) => page.locator(`.shell-drawer__lang button[lang="${BUTTON_LANG[to]}"]`).tap(),
        }
      : { act: (page) => page.locator(`.shell-header__lang button[lang="${BUTTON_LANG[to]}"]`).click() }),
    done: (page) => followedLanguage(page, to, device),
  }));
}

const INTERACTIONS = [
  { device: 'desktop', name: 'language, list /news/dynamic', url: '/news/dynamic', steps: languageSteps('desktop') },
  {
    device: 'desktop',
    name: 'language, detail /about/introduce',
    url: '/about/introduce',
    steps: languageSteps('desktop'),
  },
  {
    device: 'desktop',
    name: 'header panel (hover 产品服务)',
    url: '/about/introduce',
    steps: [
      {
        hover: true,
        act: (page) => page.locator('.shell-nav__item:has(.shell-panel)').first().hover(),
        done: (page) => page.waitForSelector('.shell-panel:not([hidden])'),
      },
    ],
  },
  {
    device: 'desktop',
    name: 'tab 研究报告 on /news/dynamic',
    url: '/news/dynamic',
    steps: [
      {
        act: (page) => page.locator('#section-slot a[href="/news/research"]').first().click(),
        done: (page) => page.waitForSelector('#section-slot a[href^="/news/research/"]'),
      },
    ],
  },
  {
    device: 'desktop',
    name: 'pagination 2 on /news/dynamic',
    url: '/news/dynamic',
    steps: [
      {
        act: (page) => page.locator('#section-slot a[href$="?page=2"]').first().click(),
        done: (page) => page.waitForURL(/\?page=2$/),
      },
    ],
  },
  {
    device: 'desktop',
    name: 'navigation /about/introduce → 新闻中心',
    url: '/about/introduce',
    steps: [
      {
        act: (page) => page.locator('.shell-nav a.shell-nav__link[href^="/news"]').first().click(),
        done: (page) => page.waitForSelector('#section-slot a[href^="/news/dynamic/"]'),
      },
    ],
  },
  { device: 'mobile', name: 'language, list /m/news/dynamic', url: '/m/news/dynamic', steps: languageSteps('mobile') },
  {
    device: 'mobile',
    name: 'language, detail /m/about/introduce',
    url: '/m/about/introduce',
    steps: languageSteps('mobile'),
  },
  {
    device: 'mobile',
    name: 'drawer (tap menu)',
    url: '/m/about/introduce',
    steps: [
      {
        act: (page) => page.locator('.shell-mheader__menu').tap(),
        done: (page) => page.waitForSelector('.shell-drawer'),
      },
    ],
  },
  {
    device: 'mobile',
    name: 'navigation /m/about/introduce → home',
    url: '/m/about/introduce',
    steps: [
      {
        prepare: async (page) => {
          await page.locator('.shell-mheader__menu').tap();
          await page.waitForSelector('.shell-drawer');
        },
        act: (page) => page.locator('.shell-drawer__home').tap(),
        done: (page) => page.waitForURL(/\/m$/),
      },
    ],
  },
];

module.exports = { INTERACTIONS };
