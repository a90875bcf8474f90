import type { Language, Layout } from '@site/shared-contracts';
import type { ChromeView } from './types';
import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { chromeCopy } from './copy/chrome-copy';
import { menuKeyOfPath, type SectionKey } from './menu';

/** The page backgrounds that exist under /backgrounds (shell/public/backgrounds). */
export const BACKGROUND_KEYS = [
  'home',
  'about',
  'product',
  'solution',
  'honour',
  'news',
  'invest',
  'contact',
  'join',
  'automobile',
] as const;
export type BackgroundKey = (typeof BACKGROUND_KEYS)[number];

/** SPEC.md §2: a page's background by its route's key, the fallback image when none exists. */
export function backgroundUrl(key: string): string {
  return (BACKGROUND_KEYS as readonly string[]).includes(key) ? `/backgrounds/${key}.svg` : '/backgrounds/default.svg';
}

type BannerSize = 'full' | 'narrow' | 'mobile';

/** The banner above a layout's content, if it has one. */
const BANNER_OF: Readonly<Record<Layout, BannerSize | null>> = {
  default: 'full',
  detail: 'narrow',
  'detail-join': 'narrow',
  scroll: null,
  home: null,
  empty: null,
  '404': null,
  automobile: null,
  'm-default': 'mobile',
  'm-detail': null,
  'm-home': null,
};

/** The image of a layout's banner, or null when the layout has none. */
export function bannerImageOf(layout: string, background: string): string | null {
  return BANNER_OF[layout as Layout] ? backgroundUrl(background) : null;
}

/** Layouts whose content fills the viewport width instead of the centred page container. */
const FULL_WIDTH: ReadonlySet<Layout> = new Set(['scroll', 'home', 'automobile', 'empty', '404']);

/**
 * Layouts whose top is a banner or a full-screen hero that the transparent header may cover; on
 * every other page the header is opaque and the content starts below it.
 */
const UNDER_TRANSPARENT_HEADER: ReadonlySet<Layout> = new Set([
  'default',
  'detail',
  'detail-join',
  'scroll',
  'home',
  'automobile',
]);

export function layoutHasHeroTop(layout: Layout): boolean {
  return UNDER_TRANSPARENT_HEADER.has(layout);
}

/** The chrome's view of a section's route, from its manifest entry (or the embedded active route). */
export function sectionViewOf(route: {
  layout: string;
  background: string;
  name: string;
  littleBall?: boolean;
}): ChromeView {
  return {
    kind: 'section',
    // The manifests were validated against LAYOUTS when they were built and loaded.
    layout: route.layout as Layout,
    background: route.background,
    routeName: route.name,
    littleBall: route.littleBall !== false,
  };
}

export interface LayoutFrameProps {
  layout: Layout;
  background: string;
  /** SPEC.md §2: the little-ball decoration, hidden where a route says so (partner pages). */
  littleBall: boolean;
  language: Language;
  /** Path without the language prefix; its first segment names the banner's section. */
  pathname: string;
  children: ReactNode;
}

/**
 * The frame a section is shown in. The slot keeps its place in the tree whatever the layout, so
 * a change of layout between two routes of a section never remounts the section.
 */
export function LayoutFrame({ layout, background, littleBall, language, pathname, children }: LayoutFrameProps) {
  const banner = BANNER_OF[layout];
  const fullWidth = FULL_WIDTH.has(layout);
  return (
    <div className={classNames('shell-frame', `shell-frame--${layout}`)} data-layout={layout}>
      {banner && <Banner size={banner} background={background} language={language} pathname={pathname} />}
      {banner && littleBall && <span className="shell-ball" aria-hidden="true" />}
      <div className={classNames('shell-frame__body', !fullWidth && 'shell-container')}>{children}</div>
    </div>
  );
}

interface BannerProps {
  size: BannerSize;
  background: string;
  language: Language;
  pathname: string;
}

function Banner({ size, background, language, pathname }: BannerProps) {
  const key = menuKeyOfPath(pathname);
  const section: SectionKey | null = key === null || key === 'home' ? null : key;
  const title = section && chromeCopy(language).sectionTitles[section];
  const english = section && language !== 'e' ? chromeCopy('e').sectionTitles[section] : null;
  return (
    <div
      className={classNames('shell-banner', `shell-banner--${size}`)}
      style={{ backgroundImage: `url("${backgroundUrl(background)}")` }}
    >
      {title && (
        <div className="shell-banner__text">
          <p className="shell-banner__title">{title}</p>
          {english && (
            <p className="shell-banner__subtitle" lang="en">
              {english}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
