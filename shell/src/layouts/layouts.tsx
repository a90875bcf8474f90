import type { Language, Layout, LocalizedText } from '@site/shared-contracts';
import type { ChromeView } from '../chrome-model';
import type { ReactNode } from 'react';
import { classNames } from '../class-names';

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

/** The image of a view's banner, or null when its layout has none. */
export function bannerImageOf(view: ChromeView): string | null {
  return view.kind === 'section' && BANNER_OF[view.layout] ? view.background : null;
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

export interface LayoutFrameProps {
  layout: Layout;
  /** URL of the banner's image. */
  background: string;
  /** SPEC.md §2: the little-ball decoration, hidden where a route says so (partner pages). */
  littleBall: boolean;
  language: Language;
  /** The banner's heading: the title of the menu entry the page falls under, if any. */
  title: LocalizedText | null;
  children: ReactNode;
}

/**
 * The frame a section is shown in. The slot keeps its place in the tree whatever the layout, so
 * a change of layout between two routes of a section never remounts the section.
 */
export function LayoutFrame({ layout, background, littleBall, language, title, children }: LayoutFrameProps) {
  const banner = BANNER_OF[layout];
  const fullWidth = FULL_WIDTH.has(layout);
  return (
    <div className={classNames('shell-frame', `shell-frame--${layout}`)} data-layout={layout}>
      {banner && <Banner size={banner} background={background} language={language} title={title} />}
      {banner && littleBall && <span className="shell-ball" aria-hidden="true" />}
      <div className={classNames('shell-frame__body', !fullWidth && 'shell-container')}>{children}</div>
    </div>
  );
}

interface BannerProps {
  size: BannerSize;
  background: string;
  language: Language;
  title: LocalizedText | null;
}

function Banner({ size, background, language, title }: BannerProps) {
  const english = title && language !== 'e' ? title.e : null;
  return (
    <div
      className={classNames('shell-banner', `shell-banner--${size}`)}
      style={{ backgroundImage: `url("${background}")` }}
    >
      {title && (
        <div className="shell-banner__text">
          <p className="shell-banner__title">{title[language]}</p>
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
