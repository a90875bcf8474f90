/**
 * The header's menu: the pure functions that decide what is shown for the sections' menu entries
 * (their route manifests, DESIGN.md §3), the navigation answer and a pathname. The shell names no
 * section: a release that declares an entry brings it.
 */
import {
  menuKeyOfPath,
  type CategoryListItem,
  type Language,
  type LocalizedText,
  type MenuEntry as DeclaredMenuEntry,
  type MenuImage,
  type NavigationEntry,
} from '@site/shared-contracts';
import { fillTemplate, type ChromeCopy } from '../copy/chrome-copy';

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

export function panelItemsOf(
  entry: DeclaredMenuEntry,
  categories: readonly CategoryListItem[],
  language: Language,
  copy: ChromeCopy,
): PanelItem[] {
  if (entry.items === 'categories') {
    return categories.map((category) => ({
      id: `category-${category.id}`,
      title: category.title,
      path: category.url,
      image: { src: category.image, ...PRODUCT_IMAGE },
      alt: fillTemplate(copy.productImageAlt, { title: category.title }),
    }));
  }
  return (entry.items ?? []).map((item) => ({
    id: item.id,
    title: item.title[language],
    path: item.path,
    image: item.image,
    alt: item.alt[language],
  }));
}

export interface MenuEntry {
  key: string;
  label: string;
  /** Site path of the entry (from the navigation answer); unused for the external investor link. */
  path: string;
  declared: DeclaredMenuEntry;
}

/**
 * The top entries to show, in the sections' order: an entry appears only when the navigation
 * answer holds an entry named exactly as its label in the current language (SPEC.md §2).
 */
export function visibleMenuEntries(
  menu: readonly DeclaredMenuEntry[],
  navigation: readonly NavigationEntry[],
  language: Language,
): MenuEntry[] {
  return menu.flatMap((declared) => {
    const label = declared.label[language];
    const match = navigation.find((entry) => entry.name === label);
    return match ? [{ key: declared.key, label, path: match.url, declared }] : [];
  });
}

/** The menu entry a path falls under ("/m/about/team" → about; home for "/", "/home", "/m"), if any declares it. */
export function menuKeyOf(menu: readonly DeclaredMenuEntry[], pathname: string): string | null {
  const key = menuKeyOfPath(pathname);
  return menu.some((entry) => entry.key === key) ? key : null;
}

/** The banner title of a path's pages: its menu entry's title, if it has one. */
export function bannerTitleOf(menu: readonly DeclaredMenuEntry[], pathname: string): LocalizedText | null {
  const key = menuKeyOfPath(pathname);
  return menu.find((entry) => entry.key === key)?.title ?? null;
}

/** Whether a link's path is the page shown (ignoring a trailing slash). */
export function isCurrentPath(path: string, pathname: string): boolean {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return trim(path) === trim(pathname);
}

export interface MobileGroup {
  key: string;
  heading: string;
  items: ReadonlyArray<{ id: string; title: string; path: string }>;
}

/** The shorter mobile menu (SPEC.md §2): the drawer items of the entries shown, under their labels. */
export function mobileGroupsOf(entries: readonly MenuEntry[], language: Language): MobileGroup[] {
  return entries.flatMap(({ key, label, declared }) =>
    declared.drawer
      ? [
          {
            key,
            heading: label,
            items: declared.drawer.map(({ id, path, title }) => ({ id, path, title: title[language] })),
          },
        ]
      : [],
  );
}
