/**
 * The header's menu: which top entries exist, their static sub-items and images, and the pure
 * functions that decide what is shown for a navigation answer and a pathname.
 */
import type { CategoryListItem, NavigationEntry } from '@site/shared-contracts';
import { fillTemplate, type ChromeCopy } from './copy/chrome-copy';

export const MENU_KEYS = ['home', 'about', 'product', 'solution', 'honour', 'news', 'invest', 'contact'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** The menu sections that have a banner heading (every entry but home). */
export type SectionKey = Exclude<MenuKey, 'home'>;

export type SubItemKey = keyof ChromeCopy['subItems'];

export interface MenuImage {
  src: string;
  width: number;
  height: number;
}

export interface StaticSubItem {
  key: SubItemKey;
  path: string;
  image: MenuImage;
}

const image = (src: string, width: number, height: number): MenuImage => ({ src: `/api/media/${src}`, width, height });
const banner = (src: string) => image(src, 1200, 600);
const cover = (src: string) => image(src, 800, 450);
const photo = (src: string) => image(src, 800, 500);

/** Sub-items of every panel but Product Service, whose items are the category list. */
export const STATIC_SUB_ITEMS: Readonly<Partial<Record<MenuKey, readonly StaticSubItem[]>>> = {
  about: [
    { key: 'introduce', path: '/about/introduce', image: banner('about/introduce.svg') },
    { key: 'memorabilia', path: '/about/memorabilia', image: cover('story/story-03.svg') },
    { key: 'culture', path: '/about/culture', image: banner('about/culture.svg') },
    { key: 'team', path: '/about/team', image: image('team/member-02.svg', 400, 480) },
    { key: 'founder', path: '/about/team/founder', image: image('team/member-01.svg', 400, 480) },
    { key: 'story', path: '/about/story', image: cover('story/story-01.svg') },
    { key: 'shareholder', path: '/about/shareholder', image: banner('about/shareholder.svg') },
  ],
  solution: (['bank', 'consfinance', 'trust', 'insure', 'onlinefinance', 'microfinance'] as const).map((key) => ({
    key,
    path: `/solution/${key}`,
    image: image(`solutions/${key}.svg`, 1920, 1080),
  })),
  honour: [
    { key: 'brand', path: '/honour/brand', image: image('honours/honour-01.svg', 480, 360) },
    { key: 'compliance', path: '/honour/compliance', image: image('honours/honour-07.svg', 480, 360) },
    { key: 'organization', path: '/honour/organization', image: image('honours/honour-13.svg', 480, 360) },
    { key: 'partner', path: '/honour/organization/partner', image: image('partners/partner-01.svg', 320, 160) },
    {
      key: 'strategypartner',
      path: '/honour/organization/strategypartner',
      image: image('partners/strategy-01.svg', 320, 160),
    },
  ],
  news: [
    { key: 'dynamic', path: '/news/dynamic', image: cover('news/cover-01.svg') },
    { key: 'research', path: '/news/research', image: cover('research/cover-01.svg') },
  ],
  contact: [
    { key: 'contactus', path: '/contact/contactus', image: photo('offices/beijing.svg') },
    { key: 'join', path: '/contact/join', image: photo('environment/env-04.svg') },
    { key: 'socialRecruit', path: '/contact/join/socialRecruit', image: photo('environment/env-02.svg') },
    { key: 'campusRecruit', path: '/contact/join/campusRecruit', image: banner('campus/campus.svg') },
    { key: 'emplife', path: '/contact/join/emplife', image: photo('life/life-01.svg') },
    { key: 'office', path: '/contact/join/office', image: photo('environment/env-01.svg') },
  ],
};

/** Product menu images are drawn at 480×320 (content-api/media/products). */
const PRODUCT_IMAGE = { width: 480, height: 320 };

/** One link of a header panel, with everything needed to render it. */
export interface PanelItem {
  id: string;
  title: string;
  path: string;
  image: MenuImage;
  alt: string;
}

export function panelItemsOf(key: MenuKey, categories: readonly CategoryListItem[], copy: ChromeCopy): PanelItem[] {
  if (key === 'product') {
    return categories.map((category) => ({
      id: `product-${category.id}`,
      title: category.title,
      path: category.url,
      image: { src: category.image, ...PRODUCT_IMAGE },
      alt: fillTemplate(copy.productImageAlt, { title: category.title }),
    }));
  }
  return (STATIC_SUB_ITEMS[key] ?? []).map((item) => ({
    id: item.key,
    title: copy.subItems[item.key].title,
    path: item.path,
    image: item.image,
    alt: copy.subItems[item.key].alt,
  }));
}

export interface MenuEntry {
  key: MenuKey;
  label: string;
  /** Site path of the entry (from the navigation answer); unused for the external investor link. */
  path: string;
}

/**
 * The top entries to show: an entry appears only when the navigation answer holds an entry named
 * exactly as its label in the current language (SPEC.md §2).
 */
export function visibleMenuEntries(navigation: readonly NavigationEntry[], copy: ChromeCopy): MenuEntry[] {
  return MENU_KEYS.flatMap((key) => {
    const label = copy.menu[key];
    const match = navigation.find((entry) => entry.name === label);
    return match ? [{ key, label, path: match.url }] : [];
  });
}

/** The menu section a path belongs to ("/m/about/team" → about); home for "/", "/home", "/m". */
export function menuKeyOfPath(pathname: string): MenuKey | null {
  const parts = pathname.split('/').filter(Boolean);
  const first = parts[0] === 'm' ? parts[1] : parts[0];
  if (first === undefined || first === 'home') return 'home';
  return (MENU_KEYS as readonly string[]).includes(first) ? (first as MenuKey) : null;
}

/** Whether a link's path is the page shown (ignoring a trailing slash). */
export function isCurrentPath(path: string, pathname: string): boolean {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return trim(path) === trim(pathname);
}

export type MobileGroupKey = keyof ChromeCopy['mobile']['groups'];
export type MobileItemKey = keyof ChromeCopy['mobile']['items'];

export interface MobileGroup {
  key: MobileGroupKey;
  items: ReadonlyArray<{ key: MobileItemKey; path: string }>;
}

/** The shorter mobile menu (SPEC.md §2): profile, founder, shareholder, compliance, news. */
export const MOBILE_GROUPS: readonly MobileGroup[] = [
  {
    key: 'about',
    items: [
      { key: 'profile', path: '/m/about/introduce' },
      { key: 'founder', path: '/m/about/team/founder' },
      { key: 'shareholder', path: '/m/about/shareholder' },
    ],
  },
  { key: 'honour', items: [{ key: 'compliance', path: '/m/honour/compliance' }] },
  { key: 'news', items: [{ key: 'news', path: '/m/news/dynamic' }] },
];
