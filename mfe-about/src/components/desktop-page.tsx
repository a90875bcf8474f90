/** The frame of every desktop page: the headline, the section tabs, then the page. */
import type { ReactNode } from 'react';
import { HeadlineBlock, type HeadlineBlockProps } from './headline-block';
import { SectionNav } from './section-nav';

export function DesktopPage({ headline, children }: { headline: HeadlineBlockProps; children: ReactNode }) {
  return (
    <div className="about-page">
      <HeadlineBlock {...headline} />
      <SectionNav />
      <div className="about-page__body">{children}</div>
    </div>
  );
}
