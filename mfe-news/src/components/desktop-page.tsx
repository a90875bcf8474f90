/** The frame of a desktop list page: the headline, the tabs, then the page. */
import type { ReactNode } from 'react';
import { HeadlineBlock, type HeadlineBlockProps } from './headline-block';
import { NewsTabs } from './news-tabs';

export function DesktopPage({ headline, children }: { headline: HeadlineBlockProps; children: ReactNode }) {
  return (
    <div className="news-page">
      <HeadlineBlock {...headline} />
      <NewsTabs />
      <div className="news-page__body">{children}</div>
    </div>
  );
}
